import { Badge, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useVerificationOverviewQuery } from "../../../graphql/admin/hooks";
import { useRefresh } from "../use-refresh";
import { AnomalyList } from "./anomaly-list";
import { VerificationBanner } from "./verification-banner";
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
          <Heading as="h3" size="md">
            {props.title}
          </Heading>
          <Badge colorPalette={part.verified ? "green" : "red"}>
            {part.verified ? "Verified" : "Anomalies Detected"}
          </Badge>
        </HStack>
        <Text>{part.message}</Text>
        <Text fontSize="sm" color="gray.600">
          {part.checked} records checked
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
  useRefresh(refresh, query.refetch);
  return (
    <VerificationState
      loading={query.loading}
      error={query.error}
      data={query.data?.verificationOverview}
      loadingText="Loading verification data..."
      errorText="Failed to load verification data. Please try again."
      emptyText="No verification data available."
      onRetry={() => query.refetch()}
    >
      {overview => (
        <Stack gap="6">
          <VerificationBanner
            verified={overview.verified}
            passed="All Systems Verified"
            failed="Verification Issues Detected"
            message={overview.message}
          />
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
        </Stack>
      )}
    </VerificationState>
  );
}
