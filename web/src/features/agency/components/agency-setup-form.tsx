import { Button, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { useCreateAgencyMutation } from "../agency.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

/** 'Set up your agency': its name and billing address; the user becomes its manager. */
export function AgencySetupForm({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState("");
  const [billingEmail, setBillingEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createAgency, { loading }] = useCreateAgencyMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const created = await runMutation(
      async () => (await createAgency({ variables: { input: { name, billingEmail } } })).data,
      {
        title: "Agency Not Created",
        fallback: "The agency could not be set up. Please try again.",
        form: {
          hasField: field => field === "name" || field === "billingEmail",
          setFieldError: (field, message) => setErrors(shown => ({ ...shown, [field]: message })),
        },
      },
    );
    if (!created) return;
    showToast("success", { title: "Agency Created", description: `You manage ${name}.` });
    onCreated();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set up your agency">
      <Stack gap="4" maxW="lg">
        <Heading as="h2" size="lg">
          Set up your agency
        </Heading>
        <Text color="gray.600">
          Buy seats of courses for your agents, invite them by email or from a CSV file, and follow
          their certificates and renewal deadlines.
        </Text>
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>Agency Name</Field.Label>
          <Input value={name} onChange={event => setName(event.target.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.billingEmail)}>
          <Field.Label>Billing Email</Field.Label>
          <Input
            type="email"
            value={billingEmail}
            onChange={event => setBillingEmail(event.target.value)}
          />
          <Field.ErrorText>{errors.billingEmail}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={loading}>
          Create Agency
        </Button>
      </Stack>
    </form>
  );
}
