import {
  Button,
  Center,
  Container,
  Grid,
  Heading,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useCourseQuery } from "../../../graphql/hooks";
import { CourseImage } from "../components/course-image";
import { CourseOverview } from "../components/course-overview";
import { CoursePriceCard } from "../components/course-price-card";

function parseCourseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function CourseDetailPage() {
  const id = parseCourseId(useParams().id);
  const { data, loading, error } = useCourseQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
  });

  if (loading && !data) {
    return (
      <Center role="status" py="24">
        <Spinner size="xl" color="blue.600" borderWidth="4px" />
        <VisuallyHidden>Loading course…</VisuallyHidden>
      </Center>
    );
  }

  if (id === null || error || !data) return <CourseNotFound />;

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
            <CourseImage imageUrl={course.imageUrl} title={course.title} />
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
