import {
  Alert,
  Button,
  Center,
  EmptyState,
  SimpleGrid,
  Spinner,
  VisuallyHidden,
} from "@chakra-ui/react";
import { BookIcon } from "../../../components/icons/icons";
import { useCoursesQuery } from "../../../graphql/hooks";
import { CourseCard } from "./course-card";

export function CourseGrid() {
  const { data, loading, error, refetch } = useCoursesQuery();

  if (loading && !data) {
    return (
      <Center role="status" py="16">
        <Spinner size="xl" color="blue.600" borderWidth="4px" />
        <VisuallyHidden>Loading courses…</VisuallyHidden>
      </Center>
    );
  }

  if (error || !data) {
    return (
      <Alert.Root status="error" alignItems="center" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The training programs could not be loaded.</Alert.Title>
          <Alert.Description>Please check your connection and try again.</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Alert.Root>
    );
  }

  if (data.courses.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BookIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>No training programs yet</EmptyState.Title>
          <EmptyState.Description>
            New courses are on their way. Check back soon.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {data.courses.map(course => (
        <CourseCard key={course.id} course={course} />
      ))}
    </SimpleGrid>
  );
}
