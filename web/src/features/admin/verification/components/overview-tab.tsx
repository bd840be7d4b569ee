import { countOf } from "../../../../lib/format";
import { Badge, Button, Card, HStack, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useVerificationOverviewQuery } from "../admin-verification.generated";
import { AnomalyList } from "./anomaly-list";
import { VerificationState } from "./verification-state";

export type TabValue = "overview" | "enrollments" | "payments" | "courses" | "security";

interface Part {
  verified: boolean;
  message: string;
  checked: number;
}

function GroupCard(props: { title: string; part: Part; onView(): void }) {
  const { part } = props;
  return (
    <Card.Root as="section" aria-label={props.title} size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {props.title}
          </Heading>
          <Badge colorPalette={part.verified ? "green" : "red"}>
            {part.verified ? "Verified" : "Anomalies Detected"}
          </Badge>
        </HStack>
        <Text>{part.message}</Text>
        <Text fontSize="sm" color="gray.600">
          {countOf(part.checked, "record")} checked
        </Text>
        <Button size="sm" variant="outline" alignSelf="start" onClick={props.onView}>
          View Details
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** Enrollments, payments and courses at a glance, with every anomaly of the three. */
export function OverviewTab({
  refresh,
  onSwitch,
}: {
  refresh: number;
  onSwitch(tab: TabValue): void;
}) {
  const query = useVerificationOverviewQuery({
    variables: { fresh: false },
    notifyOnNetworkStatusChange: true,
  });
  return (
    <VerificationState
      query={query}
      data={query.data?.verificationOverview}
      refresh={refresh}
      texts={{
        loading: "Loading verification data...",
        error: "Failed to load verification data. Please try again.",
        empty: "No verification data available.",
        passed: "All Systems Verified",
        failed: "Verification Issues Detected",
      }}
    >
      {overview => (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <GroupCard
              title="Enrollments"
              part={overview.enrollments}
              onView={() => onSwitch("enrollments")}
            />
            <GroupCard
              title="Payments"
              part={overview.payments}
              onView={() => onSwitch("payments")}
            />
            <GroupCard title="Courses" part={overview.courses} onView={() => onSwitch("courses")} />
          </SimpleGrid>
          <AnomalyList
            anomalies={overview.anomalies}
            fields={[]}
            onChanged={() => query.refetch()}
          />
          <Button
            alignSelf="start"
            variant="outline"
            colorPalette="blue"
            onClick={() => onSwitch("security")}
          >
            Run Security Audit
          </Button>
        </>
      )}
    </VerificationState>
  );
}
