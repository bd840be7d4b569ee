import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { useAdminUsersPageQuery, type AdminUsersPage_UserFragment } from "../admin-users.generated";
import type { AdminUserSortField, UserStatus } from "../../../../graphql/types";
import { useSession } from "../../../../lib/session/session-context";
import { STATUSES } from "../admin-user-rules";
import { BulkEnrollDialog } from "../components/bulk-enroll-dialog";
import { CreateUserDialog } from "../components/create-user-dialog";
import { DeleteUserDialog } from "../components/delete-user-dialog";
import { EditUserDialog } from "../components/edit-user-dialog";
import { EnrollUserDialog } from "../components/enroll-user-dialog";
import { ForceLogoutDialog } from "../components/force-logout-dialog";
import { ResetPasswordDialog } from "../components/reset-password-dialog";
import { MarkCompleteDialog } from "../components/mark-complete-dialog";
import { RelinkMoodleDialog } from "../components/relink-moodle-dialog";
import { RetryAccessDialog } from "../components/retry-access-dialog";
import { type DialogMode, userColumns } from "../components/user-columns";

const SORT_FIELDS: readonly AdminUserSortField[] = ["USERNAME", "EMAIL", "NAME", "CREATED_AT"];
const STATUS_FILTER = STATUSES.map(({ value, label }) => ({ value: value.toLowerCase(), label }));
const ROLE_FILTER = [
  { value: "admin", label: "Administrators" },
  { value: "learner", label: "Not administrators" },
];

/** Which dialog is open: one at a time (the spec's dialog modes, and Add New User). */
type OpenDialog =
  { mode: DialogMode; user: AdminUsersPage_UserFragment } | { mode: "create" } | { mode: "bulk" };

/** /admin/users: search, sort and page through the users, and act on one at a time. */
export function AdminUsersPage() {
  const { user: viewer } = useSession();
  const list = useListParams({
    sortFields: SORT_FIELDS,
    defaultSort: { field: "USERNAME", direction: "ASC" },
    filters: {
      status: STATUS_FILTER.map(option => option.value),
      role: ROLE_FILTER.map(option => option.value),
    },
  });
  const { status, role } = list.filters;
  const filter = {
    search: list.search || null,
    status: (STATUSES.find(option => option.value.toLowerCase() === status)?.value ??
      null) as UserStatus | null,
    isAdmin: role ? role === "admin" : null,
  };
  const query = useAdminUsersPageQuery({
    variables: { ...list.page, filter, sort: list.sort },
    notifyOnNetworkStatusChange: true,
  });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  if (!viewer) return null;
  const close = () => setDialog(null);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            User Management
          </Heading>
          <Text color="gray.600">Search, edit and enroll the academy's users.</Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" colorPalette="blue" onClick={() => setDialog({ mode: "bulk" })}>
            Bulk Enroll
          </Button>
          <Button colorPalette="blue" onClick={() => setDialog({ mode: "create" })}>
            Add New User
          </Button>
        </HStack>
      </HStack>
      <ListToolbar
        list={list}
        searchLabel="Search users"
        searchPlaceholder="Username, email or full name"
        filters={[
          { param: "status", label: "Status", options: STATUS_FILTER },
          { param: "role", label: "Role", options: ROLE_FILTER },
        ]}
      />
      <DataTable
        caption="Users"
        columns={userColumns(viewer, (mode, user) => setDialog({ mode, user }))}
        rowKey={user => user.id}
        list={list}
        connection={query.data?.adminUsers}
        loading={query.loading}
        error={query.error}
        onRetry={() => query.refetch()}
        errorTitle="Failed to load users"
        emptyText="No users match your search criteria"
      />
      {dialog?.mode === "create" && <CreateUserDialog viewer={viewer} onClose={close} />}
      {dialog?.mode === "bulk" && <BulkEnrollDialog onClose={close} />}
      {dialog?.mode === "edit" && (
        <EditUserDialog user={dialog.user} viewer={viewer} onClose={close} />
      )}
      {dialog?.mode === "reset" && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.mode === "enroll" && <EnrollUserDialog user={dialog.user} onClose={close} />}
      {dialog?.mode === "retry" && <RetryAccessDialog user={dialog.user} onClose={close} />}
      {dialog?.mode === "relink" && <RelinkMoodleDialog user={dialog.user} onClose={close} />}
      {dialog?.mode === "complete" && <MarkCompleteDialog user={dialog.user} onClose={close} />}
      {dialog?.mode === "logout" && <ForceLogoutDialog user={dialog.user} onClose={close} />}
      {dialog?.mode === "delete" && <DeleteUserDialog user={dialog.user} onClose={close} />}
    </Stack>
  );
}
