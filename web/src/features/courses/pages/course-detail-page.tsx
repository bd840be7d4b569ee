import { Button, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { useCourseQuery } from "../../../graphql/hooks";
import { errorCode } from "../../../lib/graphql/errors";
import { CourseImage } from "../components/course-image";
import { CourseOverview } from "../components/course-overview";
import { CoursePriceCard } from "../components/course-price-card";

function parseCourseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function CourseDetailPage() {
  const id = parseCourseId(useParams().id);
  const { data, loading, error, refetch } = useCourseQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
  });

  if (loading && !data) return <LoadingState label="Loading course…" py="24" page />;
  if (id === null || errorCode(error) === "NOT_FOUND") return <CourseNotFound />;
  // Only the server's NOT_FOUND means there is no such course: any other failure can be retried.
  if (error || !data) {
    return (
      <Container maxW="2xl" py="20">
        <ErrorState title="The course could not be loaded." onRetry={refetch} />
      </Container>
    );
  }

  const { course } = data;
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Grid
        templateColumns={{ base: "1fr", lg: "2fr 1fr" }}
        gap={{ base: "8", lg: "12" }}
        alignItems="start"
      >
        <Stack gap="8">
          <Stack rounded="lg" overflow="hidden">
            <CourseImage course={course} />
          </Stack>
          <CourseOverview course={course} />
        </Stack>
        <CoursePriceCard course={course} />
      </Grid>
    </Container>
  );
}

function CourseNotFound() {
  return (
    <Container maxW="2xl" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="3xl">
          Course Not Found
        </Heading>
        <Text color="gray.600">
          The course you are looking for does not exist or is no longer offered.
        </Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/#courses">Browse Courses</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
