import { Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { useSession } from "../../../lib/session/session-context";
import type { SessionUser } from "../../../lib/session/session-context";
import { showToast } from "../../../lib/toast";
import { useUpdateProfileMutation } from "../account.generated";
import { SwitchRoot } from "../../../components/ui/switch-root";

/** The switch shows the user's saved choice, or the one being saved; a failure reverts it. */
export function EmailNotificationsSetting({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const [updateProfile] = useUpdateProfileMutation();
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? user.emailNotifications;

  async function save(emailNotifications: boolean) {
    setSaving(emailNotifications);
    const data = await runMutation(
      async () => (await updateProfile({ variables: { input: { emailNotifications } } })).data,
      { title: "Update Failed", fallback: "Something went wrong. Please try again." },
    );
    setSaving(null);
    if (!data) return;
    updateUser(data.updateProfile);
    showToast("success", {
      title: "Notification preference saved",
      description: emailNotifications
        ? "You will receive email notifications."
        : "You will no longer receive email notifications.",
    });
  }

  return (
    <Stack gap="3">
      <SwitchRoot
        checked={checked}
        disabled={saving !== null}
        onCheckedChange={details => void save(details.checked)}
        colorPalette="blue"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Email notifications</Switch.Label>
      </SwitchRoot>
      <Text fontSize="sm" color="gray.600">
        Course updates, enrollment confirmations and account notices by email.
      </Text>
    </Stack>
  );
}
