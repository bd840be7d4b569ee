import { requiredLineProblem } from "@guardian/rules";
import { Stack } from "@chakra-ui/react";
import { FormDialog } from "../../../../components/forms/form-dialog";
import { SelectField } from "../../../../components/forms/select-field";
import { TextField } from "../../../../components/forms/text-field";
import { useForm } from "../../../../components/forms/use-form";
import {
  useCreateApiTokenMutation,
  type CreateApiTokenMutation,
} from "../admin-api-tokens.generated";
import type { ApiTokenRole } from "../../../../graphql/types";
import { runMutation } from "../../../../lib/graphql/run-mutation";

export const ROLE_LABELS: Record<ApiTokenRole, string> = {
  LEARNER: "Learner (read level)",
  ADMIN: "Administrator",
  SUPER_ADMIN: "Super administrator",
};

type Values = { name: string; expiresInDays: string; role: string };

function validate(values: Values) {
  const days = Number(values.expiresInDays);
  return {
    name: requiredLineProblem("Name", values.name),
    expiresInDays:
      Number.isInteger(days) && days >= 1 && days <= 365
        ? undefined
        : "Expiry must be from 1 to 365 days",
  };
}

/** A token's name, expiry and role ceiling (never above the creator's own role). */
export function CreateTokenDialog({
  isSuperAdmin,
  onClose,
  onCreated,
}: {
  isSuperAdmin: boolean;
  onClose(): void;
  onCreated(created: CreateApiTokenMutation["createApiToken"]): void;
}) {
  const form = useForm<Values>({ name: "", expiresInDays: "90", role: "LEARNER" }, validate);
  const [create, { loading }] = useCreateApiTokenMutation({ refetchQueries: ["ApiTokens"] });
  const roles = (
    isSuperAdmin ? ["LEARNER", "ADMIN", "SUPER_ADMIN"] : ["LEARNER", "ADMIN"]
  ) as ApiTokenRole[];
  const submit = form.handleSubmit(async values => {
    const data = await runMutation(
      async () =>
        (
          await create({
            variables: {
              input: {
                name: values.name.trim(),
                expiresInDays: Number(values.expiresInDays),
                role: values.role as ApiTokenRole,
              },
            },
          })
        ).data,
      { title: "Create Failed", fallback: "Failed to create the token. Please try again.", form },
    );
    if (data) onCreated(data.createApiToken);
  });
  return (
    <FormDialog
      title="Create API Token"
      onClose={onClose}
      onSubmit={submit}
      saving={loading}
      submitLabel="Create Token"
    >
      <Stack gap="4">
        <TextField label="Name" required maxLength={100} {...form.field("name")} />
        <TextField
          label="Expires in (days)"
          type="number"
          min={1}
          max={365}
          required
          helperText="At most one year."
          {...form.field("expiresInDays")}
        />
        <SelectField
          label="Role ceiling"
          required
          options={roles.map(role => ({ value: role, label: ROLE_LABELS[role] }))}
          {...form.field("role")}
        />
      </Stack>
    </FormDialog>
  );
}
