import { Box, Card, Heading, List, Text } from "@chakra-ui/react";
import { EmptyState } from "../../../../components/feedback/empty-state";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { BookIcon } from "../../../../components/icons/icons";
import { useAdminRecentActivityQuery } from "../admin-dashboard.generated";
import { formatMoment, relativeTime } from "../../../../lib/format";
import { AuditSentence } from "../../components/audit-sentence";

/**
 * The newest events of the audit log, told as sentences with how long ago they happened; each
 * links to the admin screen of what it concerns, where there is one.
 */
export function RecentActivity() {
  const { data, error, refetch } = useAdminRecentActivityQuery({
    variables: { first: 10 },
    fetchPolicy: "cache-and-network",
  });
  const items = data?.adminRecentActivity;
  return (
    <Card.Root aria-labelledby="recent-activity-heading">
      <Card.Header>
        <Heading id="recent-activity-heading" as="h2" size="lg">
          Recent Activity
        </Heading>
      </Card.Header>
      <Card.Body>
        {error && !items ? (
          <ErrorState title="Failed to load recent activity" onRetry={() => refetch()} />
        ) : !items ? (
          <LoadingState label="Loading recent activity…" py="6" />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<BookIcon />}
            title="No activity yet"
            description="Enrollments, payments and administrators' changes will show here."
          />
        ) : (
          <List.Root variant="plain" gap="3" aria-label="Recent activity">
            {items.map(item => (
              <List.Item key={item.id} display="block">
                <Box borderLeftWidth="3px" borderColor="blue.500" pl="3">
                  <AuditSentence fontWeight="medium" message={item.message} target={item.target} />
                  <Text fontSize="sm" color="gray.600">
                    <time dateTime={item.createdAt} title={formatMoment(item.createdAt)}>
                      {relativeTime(item.createdAt)}
                    </time>
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
