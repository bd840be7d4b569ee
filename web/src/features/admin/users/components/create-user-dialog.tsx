import { Checkbox, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { NewPasswordFields } from "../../../../components/forms/new-password-fields";
import { TextField } from "../../../../components/forms/text-field";
import { useForm } from "../../../../components/forms/use-form";
import { useAdminUsersCreateMutation } from "../admin-users.generated";
import type { UserStatus } from "../../../../graphql/types";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import type { SessionUser } from "../../../../lib/session/session-context";
import { showToast } from "../../../../lib/toast";
import { validateRegister } from "../../../auth/auth-validation";
import type { RegisterValues } from "../../../auth/auth-validation";
import { STATUSES } from "../admin-user-rules";
import { SelectField } from "../../../../components/forms/select-field";
import { ActionDialog } from "../../../../components/forms/action-dialog";
import { CheckboxRoot } from "../../../../components/ui/checkbox-root";

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  username: "",
  password: "",
  confirmPassword: "",
  status: "ACTIVE",
};
type CreateValues = typeof EMPTY;

/** The registration rules, on the client as on the server (which also refuses common passwords). */
const validate = (values: CreateValues) => validateRegister(values as RegisterValues);

/** Add New User: a new account with the registration rules (DECISIONS 9). */
export function CreateUserDialog({ viewer, onClose }: { viewer: SessionUser; onClose(): void }) {
  const [create, { loading }] = useAdminUsersCreateMutation({
    refetchQueries: ["AdminUsersPage"],
  });
  const form = useForm(EMPTY, validate);
  const [isAdmin, setIsAdmin] = useState(false);

  async function submit(values: CreateValues) {
    const input = {
      username: values.username.trim(),
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      status: values.status as UserStatus,
      isAdmin,
    };
    const data = await runMutation(async () => (await create({ variables: { input } })).data, {
      title: "Failed to create user",
      fallback: "Please try again.",
      form,
    });
    if (!data) return;
    showToast("success", {
      title: "User created",
      description: `${data.adminCreateUser.username} can now sign in.`,
    });
    onClose();
  }

  return (
    <ActionDialog
      title="Add New User"
      submitLabel="Create User"
      loadingText="Creating..."
      loading={loading}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="First Name" required {...form.field("firstName")} />
          <TextField label="Last Name" required {...form.field("lastName")} />
        </SimpleGrid>
        <TextField label="Username" required autoComplete="off" {...form.field("username")} />
        <TextField label="Email" type="email" required {...form.field("email")} />
        <NewPasswordFields
          label="Password"
          rules="account"
          password={form.field("password")}
          confirmation={form.field("confirmPassword")}
        />
        <SelectField label="Status" options={STATUSES} {...form.field("status")} />
        {viewer.isSuperAdmin && (
          <CheckboxRoot
            checked={isAdmin}
            onCheckedChange={change => setIsAdmin(change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Administrator</Checkbox.Label>
          </CheckboxRoot>
        )}
      </Stack>
    </ActionDialog>
  );
}
