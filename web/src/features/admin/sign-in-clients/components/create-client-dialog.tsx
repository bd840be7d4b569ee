import { oidcClientIdProblem, requiredLineProblem } from "@guardian/rules";
import { Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormDialog } from "../../../../components/forms/form-dialog";
import { SwitchField } from "../../../../components/forms/switch-field";
import { TextField } from "../../../../components/forms/text-field";
import { TextareaField } from "../../../../components/forms/textarea-field";
import { useForm } from "../../../../components/forms/use-form";
import {
  useAdminCreateOidcClientMutation,
  type AdminCreateOidcClientMutation,
} from "../admin-sign-in-clients.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";

type Values = {
  name: string;
  clientId: string;
  redirectUris: string;
  postLogoutRedirectUris: string;
  backchannelLogoutUri: string;
};

/** The addresses of a text area: one a line, blank lines left out. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map(line => line.trim())
    .filter(Boolean);

// The server checks each address (absolute http(s), exact, no fragment) and says which is wrong.
function validate(values: Values) {
  return {
    name: requiredLineProblem("Name", values.name),
    clientId: oidcClientIdProblem(values.clientId),
    redirectUris: linesOf(values.redirectUris).length
      ? undefined
      : "Redirect URIs: give at least one",
  };
}

/** Registers a system that signs learners in with their portal account (docs/oidc.md). */
export function CreateClientDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(created: AdminCreateOidcClientMutation["adminCreateOidcClient"]): void;
}) {
  const form = useForm<Values>(
    {
      name: "",
      clientId: "",
      redirectUris: "",
      postLogoutRedirectUris: "",
      backchannelLogoutUri: "",
    },
    validate,
  );
  const [firstParty, setFirstParty] = useState(true);
  const [create, { loading }] = useAdminCreateOidcClientMutation({
    refetchQueries: ["AdminOidcClients"],
  });
  const submit = form.handleSubmit(async values => {
    const input = {
      name: values.name.trim(),
      clientId: values.clientId.trim(),
      redirectUris: linesOf(values.redirectUris),
      postLogoutRedirectUris: linesOf(values.postLogoutRedirectUris),
      backchannelLogoutUri: values.backchannelLogoutUri.trim() || null,
      firstParty,
    };
    const data = await runMutation(async () => (await create({ variables: { input } })).data, {
      title: "Registration Failed",
      fallback: "Failed to register the client. Please try again.",
      form,
    });
    if (data) onCreated(data.adminCreateOidcClient);
  });
  return (
    <FormDialog
      title="Register Sign-in Client"
      onClose={onClose}
      onSubmit={submit}
      saving={loading}
      submitLabel="Register Client"
    >
      <Stack gap="4">
        <TextField label="Name" required maxLength={100} {...form.field("name")} />
        <TextField
          label="Client ID"
          required
          maxLength={100}
          helperText="What the system sends as its client_id, e.g. moodle."
          {...form.field("clientId")}
        />
        <TextareaField
          label="Redirect URIs"
          required
          rows={3}
          helperText="One a line, exact. Moodle's: https://your-moodle/admin/oauth2callback.php"
          {...form.field("redirectUris")}
        />
        <TextareaField
          label="Sign-out return URIs"
          rows={2}
          helperText="Optional, one a line: where signing out may return to."
          {...form.field("postLogoutRedirectUris")}
        />
        <TextField
          label="Back-channel logout URI"
          maxLength={2000}
          helperText="Optional: where the system is told when a learner's portal sessions end. Leave empty for Moodle (it has none)."
          {...form.field("backchannelLogoutUri")}
        />
        <SwitchField
          label="One of the academy's own systems (learners are not asked to consent)"
          checked={firstParty}
          onChange={setFirstParty}
        />
      </Stack>
    </FormDialog>
  );
}
