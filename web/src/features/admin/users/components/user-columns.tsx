import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { Column } from "../../../../components/data-table/data-table";
import { Truncated } from "../../../../components/data-table/truncated";
import type { AdminUsersPage_UserFragment } from "../admin-users.generated";
import { formatMoment } from "../../../../lib/format";
import type { SessionUser } from "../../../../lib/session/session-context";

type User = AdminUsersPage_UserFragment;
export type DialogMode =
  "edit" | "reset" | "enroll" | "complete" | "retry" | "relink" | "logout" | "delete";

/** Why Edit and Reset are unavailable on another administrator's row for a plain administrator. */
export const LOCKED_NOTE = "Only a Super Admin can edit or reset another administrator.";

const STATUS_BADGES: Record<string, { label: string; palette: string }> = {
  ACTIVE: { label: "Active", palette: "green" },
  SUSPENDED: { label: "Suspended", palette: "red" },
  PENDING: { label: "Pending", palette: "yellow" },
};

/** The status badge; a status the screen does not know shows as Unknown. */
export function StatusBadge({ status }: { status: string }) {
  const badge = STATUS_BADGES[status] ?? { label: "Unknown", palette: "gray" };
  return <Badge colorPalette={badge.palette}>{badge.label}</Badge>;
}

function AdminBadge({ user }: { user: User }) {
  if (user.isSuperAdmin) return <Badge colorPalette="purple">Super Admin</Badge>;
  if (user.isAdmin) return <Badge colorPalette="blue">Admin</Badge>;
  return <Text color="gray.500">No</Text>;
}

/**
 * The spec's columns. Delete and Force Logout are for SuperAdmins only; another administrator's
 * account is edited or reset only by a SuperAdmin (the server refuses the rest anyway), and the
 * row says so beside its unavailable buttons.
 */
export function userColumns(viewer: SessionUser, open: (mode: DialogMode, user: User) => void) {
  const columns: Column<User>[] = [
    {
      header: "User",
      sortField: "USERNAME",
      render: user => (
        <Stack gap="0">
          <Truncated text={user.username} fontWeight="medium" />
          <Truncated text={`${user.firstName} ${user.lastName}`} fontSize="sm" color="gray.600" />
        </Stack>
      ),
    },
    { header: "Email", sortField: "EMAIL", truncate: "unbroken", render: user => user.email },
    { header: "Status", render: user => <StatusBadge status={user.status} /> },
    {
      header: "Last Login",
      render: user => formatMoment(user.lastLogin, "Never"),
    },
    {
      header: "Enrollments",
      align: "end",
      // Not a flex stack: the count and its badge follow the text's alignment (end in the table,
      // start in a phone's card).
      render: user => (
        <>
          <Text>{user.enrollmentCount}</Text>
          {user.accessFailedEnrollmentIds.length > 0 && (
            <Badge colorPalette="red">Access failed</Badge>
          )}
          {user.moodleAccountProblem && (
            <Badge colorPalette="red">Moodle account {user.moodleAccountProblem}</Badge>
          )}
        </>
      ),
    },
    { header: "Admin", render: user => <AdminBadge user={user} /> },
    {
      header: "Actions",
      actions: true,
      render: user => {
        const locked =
          (user.isAdmin || user.isSuperAdmin) && user.id !== viewer.id && !viewer.isSuperAdmin;
        const noteId = `user-${user.id}-locked`;
        const action = (mode: DialogMode, label: string, disabled = false) => (
          <Button
            size="xs"
            variant="outline"
            colorPalette={mode === "delete" || mode === "logout" ? "red" : undefined}
            aria-label={`${label} ${user.username}`}
            aria-describedby={locked && disabled ? noteId : undefined}
            disabled={disabled}
            onClick={() => open(mode, user)}
          >
            {label}
          </Button>
        );
        const other = user.id !== viewer.id;
        return (
          <Stack gap="1">
            <HStack gap="1" wrap="wrap">
              {action("edit", "Edit", locked)}
              {action("reset", "Reset", locked || !other)}
              {action("enroll", "Enroll")}
              {user.openEnrollments.length > 0 && action("complete", "Mark complete")}
              {user.accessFailedEnrollmentIds.length > 0 && action("retry", "Retry access")}
              {user.moodleAccountProblem && action("relink", "Relink Moodle account")}
              {viewer.isSuperAdmin && other && action("logout", "Force Logout")}
              {viewer.isSuperAdmin && action("delete", "Delete", !other)}
            </HStack>
            {locked && (
              <Text id={noteId} fontSize="xs" color="gray.600">
                {LOCKED_NOTE}
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];
  return columns;
}
