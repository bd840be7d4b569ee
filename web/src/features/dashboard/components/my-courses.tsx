import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { BookIcon } from "../../../components/icons/icons";
import { useMyEnrollmentsQuery } from "../../../graphql/hooks";

/** The learner's enrollments, newest first, each with the way into the learning system. */
export function MyCourses() {
  const { data, loading, error, refetch } = useMyEnrollmentsQuery();
  if (loading && !data) return <LoadingState label="Loading your courses…" />;
  if (error || !data) {
    return <ErrorState title="Your courses could not be loaded." onRetry={() => refetch()} />;
  }
  if (data.myEnrollments.length === 0) {
    return (
      <EmptyState
        icon={<BookIcon />}
        title="No courses yet"
        description="You are not enrolled in any courses yet. Browse the catalogue to get started."
      />
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {data.myEnrollments.map(enrollment => (
        <Card.Root as="li" key={enrollment.id}>
          <Card.Body>
            <HStack justify="space-between" gap="4" flexWrap="wrap">
              <Stack gap="1">
                <Heading as="h3" size="md">
                  {enrollment.course.title}
                </Heading>
                <Text fontSize="sm" color="gray.600">
                  Enrolled{" "}
                  {new Date(enrollment.enrolledAt).toLocaleDateString("en-US", {
                    dateStyle: "medium",
                  })}
                </Text>
              </Stack>
              {enrollment.moodleUrl ? (
                <Button asChild colorPalette="blue">
                  <a href={enrollment.moodleUrl} target="_blank" rel="noreferrer">
                    Go to Course
                  </a>
                </Button>
              ) : (
                <Badge colorPalette="yellow" size="lg">
                  Processing Access
                </Badge>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
