import { COURSE_NOT_FOUND_TITLE } from "@guardian/rules";
import { Button, Container, Grid, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import { useCourseQuery } from "../course-detail.generated";
import { errorCode } from "../../../lib/graphql/errors";
import { usePageTitle } from "../../../lib/page-title";
import { CourseImage } from "../components/course-image";
import { CourseOverview } from "../components/course-overview";
import { CoursePriceCard, type CoursePriceCardProps } from "../components/course-price-card";
import type { CourseQuery } from "../course-detail.generated";

/** A course's id as its address has it, or null for none. */
export function parseCourseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function CourseDetailPage() {
  const id = parseCourseId(useParams().id);
  const { data, loading, error, refetch } = useCourseQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  usePageTitle(data?.course.title);

  if (loading && !data) return <LoadingState label="Loading course…" py="24" page />;
  if (id === null || errorCode(error) === "NOT_FOUND") return <CourseNotFound />;
  // The spec's page for an error too; only NOT_FOUND is certain, so any other failure offers a retry.
  if (error || !data) return <CourseNotFound onRetry={() => void refetch()} />;

  return <CourseDetail course={data.course} />;
}

/** A course: its picture and overview beside its price card (`offer`: a partner's). */
export function CourseDetail({
  course,
  offer,
}: {
  course: CourseQuery["course"];
  offer?: CoursePriceCardProps["offer"];
}) {
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Grid
        templateColumns={{ base: "1fr", lg: "2fr 1fr" }}
        gap={{ base: "8", lg: "12" }}
        alignItems="start"
      >
        <Stack gap="8">
          <Stack rounded="lg" overflow="hidden">
            <CourseImage course={course} main />
          </Stack>
          <CourseOverview course={course} />
        </Stack>
        <CoursePriceCard course={course} offer={offer} />
      </Grid>
    </Container>
  );
}

/** No such course (`browse`: where its catalogue is, the academy's by default). */
export function CourseNotFound({
  onRetry,
  browse = "/#courses",
}: {
  onRetry?: () => void;
  browse?: string;
}) {
  usePageTitle(COURSE_NOT_FOUND_TITLE);
  return (
    <Container maxW="2xl" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="3xl">
          {COURSE_NOT_FOUND_TITLE}
        </Heading>
        <Text color="gray.600">
          The course you are looking for does not exist or is no longer offered.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="blue">
            <RouterLink to={browse}>Browse Courses</RouterLink>
          </Button>
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          )}
        </HStack>
      </Stack>
    </Container>
  );
}
