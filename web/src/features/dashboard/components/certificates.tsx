import { Badge, Button, Card, HStack, Stack } from "@chakra-ui/react";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { AwardIcon } from "../../../components/icons/icons";
import { useMyEnrollmentsQuery } from "../../../graphql/member/hooks";

/** A certificate per enrolled course; they are issued once courses can be completed. */
export function Certificates() {
  const { data, loading, error, refetch } = useMyEnrollmentsQuery();
  if (loading && !data) return <LoadingState label="Loading your certificates…" />;
  if (error || !data) {
    return <ErrorState title="Your certificates could not be loaded." onRetry={() => refetch()} />;
  }
  // A refunded course leads to no certificate.
  const enrollments = data.myEnrollments.filter(enrollment => enrollment.status !== "Cancelled");
  if (enrollments.length === 0) {
    return (
      <EmptyState
        icon={<AwardIcon />}
        title="No Certificates Yet"
        description="Certificates appear here for the courses you take."
      />
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {enrollments.map(enrollment => (
        <Card.Root as="li" key={enrollment.id}>
          <Card.Body>
            <HStack justify="space-between" gap="4" flexWrap="wrap">
              <Stack gap="1">
                <Card.Title as="h3">{enrollment.course.title}</Card.Title>
                <Badge colorPalette="yellow" alignSelf="flex-start">
                  In Progress
                </Badge>
              </Stack>
              <Button disabled variant="outline">
                View Certificate
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
