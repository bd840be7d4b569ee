import { Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import {
  useAdminUsersRelinkMoodleMutation,
  type AdminUsersPage_UserFragment,
} from "../admin-users.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { ActionDialog } from "../../../../components/forms/action-dialog";

interface RelinkMoodleDialogProps {
  user: AdminUsersPage_UserFragment;
  onClose(): void;
}

/**
 * Relink Moodle account: the portal forgets the learner's suspended or deleted Moodle account and
 * asks the learning system again for their courses, finding or making an account by email
 * (audited on the server).
 */
export function RelinkMoodleDialog({ user, onClose }: RelinkMoodleDialogProps) {
  const [relink, { loading }] = useAdminUsersRelinkMoodleMutation({
    refetchQueries: ["AdminUsersPage"],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await runMutation(() => relink({ variables: { userId: user.id } }), {
      title: "Failed to relink the Moodle account",
      fallback: "Please try again.",
    });
    if (!done) return;
    showToast("success", {
      title: "Moodle account relinked",
      description: `The learning system is asked again for ${user.username}'s courses.`,
    });
    onClose();
  }

  return (
    <ActionDialog
      title="Relink Moodle Account"
      submitLabel="Relink"
      loadingText="Relinking..."
      loading={loading}
      onClose={onClose}
      onSubmit={submit}
    >
      <Text>
        The Moodle account linked to <strong>{user.username}</strong> is {user.moodleAccountProblem}{" "}
        in Moodle. Forget it and give their courses to the Moodle account with their email (made if
        there is none)? A suspended account found again by email stays suspended until it is
        unsuspended in Moodle.
      </Text>
    </ActionDialog>
  );
}
