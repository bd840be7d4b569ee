import { Stack, Text } from "@chakra-ui/react";
import { useForm } from "../../../../components/forms/use-form";
import {
  useAdminUsersEnrollMutation,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import { useCoursesQuery } from "../../../courses/courses.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { courseOptions, validateEnroll } from "../admin-user-rules";
import { SelectField } from "../../../../components/forms/select-field";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface EnrollUserDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

/** Enroll in Course: enrolls the user in the selected course (DECISIONS 7), without a payment. */
export function EnrollUserDialog({ user, onClose }: EnrollUserDialogProps) {
  const courses = useCoursesQuery();
  const [enroll, { loading }] = useAdminUsersEnrollMutation({
    refetchQueries: ["AdminUsersPage"],
  });
  const form = useForm({ courseId: "" }, validateEnroll);
  const options = courseOptions(courses.data?.courses ?? []);

  async function submit({ courseId }: typeof form.values) {
    const input = { userId: user.id, courseId: Number(courseId) };
    const data = await runMutation(async () => (await enroll({ variables: { input } })).data, {
      title: "Failed to enroll user in course",
      fallback: "Please try again.",
      form,
    });
    if (!data) return;
    const title = options.find(option => option.value === courseId)?.label ?? "the course";
    showToast("success", {
      title: "User enrolled",
      description: `${user.username} is enrolled in ${title}.`,
    });
    onClose();
  }

  return (
    <ActionDialog
      title="Enroll in Course"
      submitLabel="Enroll User"
      loadingText="Enrolling..."
      loading={loading}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      <Stack gap="4">
        <Text color="gray.600">
          Enroll <strong>{user.username}</strong> in a course. No payment is taken; the enrollment
          is recorded as granted by you.
        </Text>
        <SelectField
          label="Course"
          required
          placeholder={courses.loading ? "Loading courses..." : "Select a course"}
          disabled={courses.loading}
          options={options}
          {...form.field("courseId")}
        />
        {courses.error && (
          <Text color="red.600" role="alert">
            Failed to load courses
          </Text>
        )}
      </Stack>
    </ActionDialog>
  );
}
