import { SimpleGrid } from "@chakra-ui/react";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { BookIcon } from "../../../components/icons/icons";
import { useCoursesQuery } from "../courses.generated";
import { CourseCard } from "./course-card";

export function CourseGrid() {
  const { data, loading, error, refetch } = useCoursesQuery();

  if (loading && !data) return <LoadingState label="Loading courses…" />;
  if (error || !data) {
    return <ErrorState title="The training programs could not be loaded." onRetry={refetch} />;
  }
  if (data.courses.length === 0) {
    return (
      <EmptyState
        icon={<BookIcon />}
        title="No training programs yet"
        description="New courses are on their way. Check back soon."
      />
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
