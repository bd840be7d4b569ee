import { countOf } from "../../../../lib/format";
import { Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import {
  useAdminUsersRetryAccessMutation,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface RetryAccessDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

/**
 * Retry course access: asks the learning system again for each enrollment of the user whose
 * provisioning gave up (audited on the server); the list shows the badge until access is there.
 */
export function RetryAccessDialog({ user, onClose }: RetryAccessDialogProps) {
  const [retry, { loading }] = useAdminUsersRetryAccessMutation({
    refetchQueries: ["AdminUsersPage"],
  });
  const count = user.accessFailedEnrollmentIds.length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await runMutation(
      async () => {
        for (const enrollmentId of user.accessFailedEnrollmentIds) {
          await retry({ variables: { enrollmentId } });
        }
        return true;
      },
      { title: "Failed to retry course access", fallback: "Please try again." },
    );
    if (!done) return;
    showToast("success", {
      title: "Course access requested",
      description: `The learning system is asked again for ${user.username}'s course access.`,
    });
    onClose();
  }

  return (
    <ActionDialog
      title="Retry Course Access"
      submitLabel="Retry access"
      loadingText="Retrying..."
      loading={loading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Text>
        Setting up learning-system access for <strong>{user.username}</strong> failed at every retry
        ({countOf(count, "enrollment")}). Ask the learning system again?
      </Text>
    </ActionDialog>
  );
}
