import { Badge, Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCompleteDemoCourseMutation, useMyEnrollmentsQuery } from "../dashboard.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";

const toDashboard = (
  <Button asChild colorPalette="blue" alignSelf="start">
    <RouterLink to="/dashboard">Go to My Dashboard</RouterLink>
  </Button>
);

/**
 * A course in the demo learning system (installs without Moodle, CONTRACT.md): 'Open in LMS'
 * leads here, and 'Complete this course' completes it as Moodle's completion check would, so the
 * certificate and the continuing-education card can be tried end to end.
 */
export function DemoLmsPage() {
  const courseId = Number(useParams().id);
  const { data, loading, error, refetch } = useMyEnrollmentsQuery();
  const [complete, { loading: completing }] = useCompleteDemoCourseMutation();
  // The enrollment this page is the way into (with Moodle, no enrollment leads here).
  const enrollment = data?.myEnrollments.find(
    row => row.status !== "CANCELLED" && row.moodleUrl === `/demo-lms/courses/${courseId}`,
  );

  async function completeCourse() {
    const done = await runMutation(
      async () => (await complete({ variables: { courseId } })).data?.completeDemoCourse,
      { title: "Completion Failed", fallback: "The course could not be completed. Try again." },
    );
    if (done) await refetch();
  }

  let body;
  if (loading && !data) {
    body = (
      <Stack gap="4" role="status" aria-label="Loading the course">
        <Skeleton h="10" w="60%" />
        <Skeleton h="24" />
      </Stack>
    );
  } else if (error && !data) {
    body = <ErrorState title="The course could not be loaded." onRetry={() => void refetch()} />;
  } else if (!enrollment) {
    body = (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Demo Learning System
        </Heading>
        <Text>You have no access to this course yet.</Text>
        {toDashboard}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="5">
        <Badge colorPalette="orange" alignSelf="start">
          Demo learning system
        </Badge>
        <Heading as="h1" size="3xl">
          {enrollment.course.title}
        </Heading>
        <Text>
          This is the demo learning system: no Moodle is connected to this install, so your course
          opens here. To connect Moodle, set LMS_URL and LMS_TOKEN as the README explains.
        </Text>
        {enrollment.status === "COMPLETED" ? (
          <>
            <Text fontWeight="semibold" role="status">
              You have completed this course. Your certificate will appear on your dashboard.
            </Text>
            {toDashboard}
          </>
        ) : (
          <Button
            colorPalette="blue"
            alignSelf="start"
            loading={completing}
            onClick={() => void completeCourse()}
          >
            Complete this course
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Box py={{ base: "10", md: "16" }} minH="60vh">
      <Container maxW="3xl">{body}</Container>
    </Box>
  );
}
