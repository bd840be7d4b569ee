import { Stack, Text } from "@chakra-ui/react";
import { SelectField } from "../../../../components/forms/select-field";
import { TextareaField } from "../../../../components/forms/textarea-field";
import { useForm } from "../../../../components/forms/use-form";
import {
  useAdminUsersMarkCompleteMutation,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface MarkCompleteDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

type Values = { enrollmentId: string; note: string };

const validate = ({ enrollmentId, note }: Values) => ({
  enrollmentId: enrollmentId ? undefined : "Choose the course",
  note: !note.trim()
    ? "Say why the course is complete"
    : [...note.trim()].length > 500
      ? "The note must be at most 500 characters"
      : undefined,
});

/**
 * Mark complete: completes one of the user's open enrollments without the learning system (an
 * instructor-led course), with the reason; the server audits it and issues the certificate.
 */
export function MarkCompleteDialog({ user, onClose }: MarkCompleteDialogProps) {
  const [complete, { loading }] = useAdminUsersMarkCompleteMutation({
    refetchQueries: ["AdminUsersPage"],
  });
  const open = user.openEnrollments;
  const form = useForm<Values>(
    { enrollmentId: open.length === 1 ? String(open[0].id) : "", note: "" },
    validate,
  );

  async function submit({ enrollmentId, note }: Values) {
    const variables = { enrollmentId: Number(enrollmentId), note: note.trim() };
    const done = await runMutation(async () => (await complete({ variables })).data, {
      title: "Failed to mark the course complete",
      fallback: "Please try again.",
      form,
    });
    if (!done) return;
    const course = open.find(enrollment => String(enrollment.id) === enrollmentId);
    showToast("success", {
      title: "Course marked complete",
      description: `${user.username} completed ${course?.courseTitle ?? "the course"}; the certificate is on its way.`,
    });
    onClose();
  }

  return (
    <ActionDialog
      title="Mark Course Complete"
      submitLabel="Mark complete"
      loadingText="Saving..."
      loading={loading}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      <Stack gap="4">
        <Text color="gray.600">
          For a course taught outside the learning system: <strong>{user.username}</strong>{" "}
          completes it now and receives the certificate. The note is kept in the audit log.
        </Text>
        <SelectField
          label="Course"
          required
          placeholder="Select a course"
          options={open.map(enrollment => ({
            value: String(enrollment.id),
            label: enrollment.courseTitle,
          }))}
          {...form.field("enrollmentId")}
        />
        <TextareaField label="Note" required rows={3} {...form.field("note")} />
      </Stack>
    </ActionDialog>
  );
}
