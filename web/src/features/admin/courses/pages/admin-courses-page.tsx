import { Badge, Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import type { Column } from "../../../../components/data-table/data-table";
import { EditDeleteButtons } from "../../../../components/data-table/edit-delete-buttons";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import {
  useAdminCourseListQuery,
  useAdminDeleteCourseMutation,
  type AdminCourseListQuery,
} from "../admin-courses.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { formatPrice } from "../../../../lib/format-price";
import { CourseDialog } from "../components/course-dialog";
import type { EditableCourse } from "../course-form";

type Course = AdminCourseListQuery["adminCourses"]["edges"][number]["node"];

export const DELETE_COURSE_CONFIRMATION =
  "Are you sure you want to delete this course? This action cannot be undone.";

const FILTERS = [
  {
    param: "status",
    label: "Status",
    options: [
      { value: "active", label: "Active" },
      { value: "inactive", label: "Inactive" },
    ],
  },
  {
    param: "featured",
    label: "Featured",
    options: [
      { value: "featured", label: "Featured" },
      { value: "regular", label: "Not featured" },
    ],
  },
] as const;

/** /admin/courses: the catalogue with its enrollments; add, edit and delete. */
export function AdminCoursesPage() {
  const list = useListParams({
    sortFields: ["TITLE", "PRICE", "HOURS", "CREATED_AT"] as const,
    defaultSort: { field: "TITLE", direction: "ASC" },
    filters: { status: ["active", "inactive"], featured: ["featured", "regular"] },
  });
  const { status, featured } = list.filters;
  const { data, previousData, loading, error, refetch } = useAdminCourseListQuery({
    variables: {
      ...list.page,
      sort: list.sort,
      filter: {
        search: list.search || null,
        isActive: status ? status === "active" : null,
        isFeatured: featured ? featured === "featured" : null,
      },
    },
    notifyOnNetworkStatusChange: true,
  });
  // null: closed; "new": adding; a course: editing it.
  const [dialog, setDialog] = useState<EditableCourse | "new" | null>(null);
  const [remove] = useAdminDeleteCourseMutation({
    refetchQueries: ["AdminCourseList"],
    awaitRefetchQueries: true,
  });

  async function deleteCourse(course: Course) {
    if (!window.confirm(DELETE_COURSE_CONFIRMATION)) return;
    const result = await runMutation(
      async () => (await remove({ variables: { id: course.id } })).data,
      { title: "Failed to delete course", fallback: "Please try again." },
    );
    if (!result) return;
    const { deleted, message } = result.adminDeleteCourse;
    showToast(deleted ? "success" : "info", {
      title: deleted ? "Course Deleted" : "Course Deactivated",
      description: message,
    });
  }

  const columns: Column<Course>[] = [
    {
      header: "Title",
      sortField: "TITLE",
      render: course => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{course.title}</Text>
          {course.isFeatured && (
            <Badge colorPalette="yellow" variant="solid">
              Featured
            </Badge>
          )}
        </HStack>
      ),
    },
    { header: "Price", sortField: "PRICE", render: course => formatPrice(course.priceCents) },
    { header: "Hours", sortField: "HOURS", render: course => course.hours },
    {
      header: "Format",
      render: course => (course.isSelfPaced ? "Self-Paced" : "Instructor-Led"),
    },
    {
      header: "Status",
      render: course => (
        <Badge colorPalette={course.isActive ? "green" : "gray"}>
          {course.isActive ? "Active" : "Inactive"}
        </Badge>
      ),
    },
    { header: "Enrollments", render: course => course.enrollmentCount, align: "end" },
    {
      header: "Actions",
      actions: true,
      render: course => (
        <EditDeleteButtons
          name={course.title}
          onEdit={() => setDialog(course)}
          onDelete={() => void deleteCourse(course)}
        />
      ),
    },
  ];

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Course Management
      </Heading>
      <ListToolbar
        list={list}
        searchLabel="Search courses"
        searchPlaceholder="Title, description or instructor"
        filters={FILTERS}
        actions={
          <Button colorPalette="blue" onClick={() => setDialog("new")}>
            Add Course
          </Button>
        }
      />
      <DataTable<Course>
        caption="Courses"
        columns={columns}
        rowKey={course => course.id}
        list={list}
        connection={(data ?? previousData)?.adminCourses}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load courses"
        emptyText="No courses match your search criteria"
      />
      {dialog && (
        <CourseDialog course={dialog === "new" ? null : dialog} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
