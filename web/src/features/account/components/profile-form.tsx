import { phoneProblem } from "@guardian/rules";
import { Alert, Button, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { useSession } from "../../../lib/session/session-context";
import type { SessionUser } from "../../../lib/session/session-context";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";
import { useUpdateProfileMutation } from "../account.generated";

/** Fields the learner sees but cannot change here. */
const LOCKED = { readOnly: true, bg: "gray.50", color: "gray.700" } as const;

/** How long the "Profile saved" message stays. */
export const SAVED_MESSAGE_MS = 5000;

function validatePhone(values: { phone: string }) {
  const problem = phoneProblem(values.phone.trim());
  return problem ? { phone: problem } : {};
}

export function ProfileForm({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const form = useForm({ phone: user.phone ?? "" }, validatePhone);
  // Counts saves: each one restarts the message's timer.
  const [saves, setSaves] = useState<number | null>(null);

  useEffect(() => {
    if (saves === null) return;
    const timer = setTimeout(() => setSaves(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saves]);

  async function save({ phone }: { phone: string }) {
    const data = await runMutation(
      async () => (await updateProfile({ variables: { input: { phone: phone.trim() } } })).data,
      { title: "Update Failed", fallback: "Something went wrong. Please try again.", form },
    );
    if (!data) return;
    updateUser(data.updateProfile);
    setSaves(count => (count ?? 0) + 1);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label="Profile">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="First Name" name="firstName" value={user.firstName} {...LOCKED} />
          <TextField label="Last Name" name="lastName" value={user.lastName} {...LOCKED} />
          <TextField label="Email" name="email" value={user.email} {...LOCKED} />
          <TextField label="Username" name="username" value={user.username} {...LOCKED} />
        </SimpleGrid>
        <Text fontSize="sm" color="gray.600">
          Name, email and username are locked. Contact support to change them.
        </Text>
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.field("phone")} />
        {saves !== null && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Profile saved</Alert.Title>
              <Alert.Description>Your profile has been updated.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={loading}
          loadingText="Saving..."
        >
          Save Changes
        </Button>
      </Stack>
    </form>
  );
}
