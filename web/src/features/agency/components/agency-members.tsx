import {
  Badge,
  Button,
  Field,
  HStack,
  Heading,
  Link,
  NativeSelect,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { NativeSelectRoot, TableRoot } from "../../../components/ui/page-recipes";
import type { Agency_AgencyFragment } from "../../../graphql/member/graphql";
import {
  useRemoveAgencyMemberMutation,
  useResendAgencyInvitationMutation,
} from "../../../graphql/member/hooks";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

type Member = Agency_AgencyFragment["members"][number];

const STATUS = {
  Invited: { label: "Invited", palette: "yellow" },
  Joined: { label: "Joined", palette: "green" },
  Removed: { label: "Removed", palette: "gray" },
} as const;

const STAGE = {
  Invited: "Link not used yet",
  AgreementPending: "Agreement pending",
  Enrolled: "Enrolled",
  Completed: "Completed",
} as const;

const ceHours = (member: Member) =>
  member.ceHoursRequired == null ? "" : `${member.ceHoursEarned} of ${member.ceHoursRequired}`;

/** The table's rows as its columns show them (the CSV export is the screen). */
const COLUMNS: [header: string, cell: (member: Member) => string][] = [
  ["Name", member => `${member.firstName} ${member.lastName}`],
  ["Email", member => member.email],
  ["Role", member => member.role],
  ["Course", member => member.courseTitle ?? ""],
  ["Status", member => STATUS[member.status].label],
  ["Progress", member => (member.stage ? STAGE[member.stage] : "")],
  ["Certificate", member => member.certificateNumber ?? ""],
  ["Renewal Deadline", member => member.renewalDeadline ?? ""],
  ["CE Hours", ceHours],
];

/** A CSV cell: quoted, and a leading = + - @ defused, so a spreadsheet shows it as text. */
const csvCell = (value: string) => `"${value.replace(/^[=+\-@]/, "'$&").replaceAll('"', '""')}"`;

function exportCsv(members: readonly Member[]) {
  const lines = [
    COLUMNS.map(([header]) => header),
    ...members.map(m => COLUMNS.map(([, cell]) => cell(m))),
  ];
  const blob = new Blob([lines.map(line => line.map(csvCell).join(",")).join("\r\n")], {
    type: "text/csv",
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "agency-members.csv";
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The agency's members: each agent's progress, certificate and renewal; filtered by status and
 * course; resend or revoke an invitation, remove an agent; export what is shown.
 */
export function AgencyMembers({ members }: { members: readonly Member[] }) {
  const [removing, setRemoving] = useState<Member | null>(null);
  const [remove, { loading }] = useRemoveAgencyMemberMutation();
  const [resend] = useResendAgencyInvitationMutation();
  const [status, setStatus] = useState("");
  const [course, setCourse] = useState("");
  const courses = [...new Set(members.flatMap(member => member.courseTitle ?? []))].sort();
  const shown = members.filter(
    member => (!status || member.status === status) && (!course || member.courseTitle === course),
  );

  const sendAgain = async (member: Member) => {
    const done = await runMutation(
      async () =>
        (await resend({ variables: { memberId: member.id } })).data?.resendAgencyInvitation,
      { title: "Not Sent", fallback: "The invitation could not be sent again. Please try again." },
    );
    if (done)
      showToast("success", {
        title: "Invitation Sent",
        description: `A new link went to ${member.email}.`,
      });
  };

  const confirm = async () => {
    if (!removing) return;
    const done = await runMutation(
      async () => (await remove({ variables: { memberId: removing.id } })).data?.removeAgencyMember,
      { title: "Not Removed", fallback: "The member could not be removed. Please try again." },
    );
    setRemoving(null);
    if (done)
      showToast("success", { title: "Removed", description: `${removing.email} was removed.` });
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h2" size="lg">
          Members
        </Heading>
        <Button size="sm" variant="outline" onClick={() => exportCsv(shown)}>
          Export CSV
        </Button>
      </HStack>
      <HStack gap="4" flexWrap="wrap">
        <Field.Root maxW="48">
          <Field.Label>Filter by Status</Field.Label>
          <NativeSelectRoot size="sm">
            <NativeSelect.Field value={status} onChange={event => setStatus(event.target.value)}>
              <option value="">All</option>
              {Object.entries(STATUS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>Filter by Course</Field.Label>
          <NativeSelectRoot size="sm">
            <NativeSelect.Field value={course} onChange={event => setCourse(event.target.value)}>
              <option value="">All</option>
              {courses.map(title => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </Field.Root>
      </HStack>
      <TableRoot size="sm" aria-label="Members">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(([header]) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map(member => (
            <Table.Row key={member.id}>
              <Table.Cell>
                {member.firstName} {member.lastName}
              </Table.Cell>
              <Table.Cell>{member.email}</Table.Cell>
              <Table.Cell>{member.role}</Table.Cell>
              <Table.Cell>{member.courseTitle ?? "—"}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS[member.status].palette}>
                  {STATUS[member.status].label}
                </Badge>
              </Table.Cell>
              <Table.Cell>{member.stage ? STAGE[member.stage] : "—"}</Table.Cell>
              <Table.Cell>
                {member.certificateNumber ? (
                  <Link asChild colorPalette="blue">
                    <RouterLink to={`/verify/${encodeURIComponent(member.certificateNumber)}`}>
                      {member.certificateNumber}
                    </RouterLink>
                  </Link>
                ) : (
                  "—"
                )}
              </Table.Cell>
              <Table.Cell>{member.renewalDeadline ?? "—"}</Table.Cell>
              <Table.Cell>{ceHours(member) || "—"}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  {member.status === "Invited" && (
                    <Button size="xs" variant="outline" onClick={() => void sendAgain(member)}>
                      Resend
                    </Button>
                  )}
                  {member.role === "Agent" && member.status !== "Removed" && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setRemoving(member)}
                    >
                      {member.status === "Invited" ? "Revoke" : "Remove"}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableRoot>
      {removing && (
        <ConfirmDialog
          title={removing.status === "Invited" ? "Revoke Invitation" : "Remove Member"}
          confirmLabel={removing.status === "Invited" ? "Revoke" : "Remove"}
          loadingText="Removing..."
          loading={loading}
          onConfirm={() => void confirm()}
          onCancel={() => setRemoving(null)}
        >
          {removing.status === "Invited"
            ? `The invitation link sent to ${removing.email} stops working, and its seat is free again.`
            : `${removing.email} leaves the agency. Their course access and certificates stay theirs; a seat they never used is free again.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
