import { Button, HStack, Heading, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import {
  MEMBERSHIP_STATUSES,
  StatusOptionBadge,
} from "../../../components/data-table/status-badge";
import { SelectField } from "../../../components/forms/select-field";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TableRoot } from "../../../components/ui/page-recipes";
import {
  useRemoveAgencyMemberMutation,
  useResendAgencyInvitationMutation,
  type Agency_AgencyFragment,
} from "../agency.generated";
import { labelOf } from "../../../lib/format";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

type Member = Agency_AgencyFragment["members"][number];

/** The status filter's options, with each status's badge (its label is the status's name). */

const STAGE = {
  INVITED: "Link not used yet",
  AGREEMENT_PENDING: "Agreement pending",
  ENROLLED: "Enrolled",
  COMPLETED: "Completed",
} as const;

/**
 * The table's columns: each cell's text (the CSV export is the screen; an empty cell shows "—"),
 * and how a cell with text shows it where that is not as plain text.
 */
const COLUMNS: [
  header: string,
  text: (member: Member) => string,
  show?: (text: string, member: Member) => ReactNode,
][] = [
  ["Name", member => `${member.firstName} ${member.lastName}`],
  ["Email", member => member.email],
  ["Role", member => labelOf(member.role)],
  ["Course", member => member.courseTitle ?? ""],
  [
    "Status",
    member => labelOf(member.status),
    (_, member) => <StatusOptionBadge status={member.status} options={MEMBERSHIP_STATUSES} />,
  ],
  ["Progress", member => (member.stage ? STAGE[member.stage] : "")],
  [
    "Certificate",
    member => member.certificateNumber ?? "",
    number => (
      <Link asChild colorPalette="blue">
        <RouterLink to={`/verify/${encodeURIComponent(number)}`}>{number}</RouterLink>
      </Link>
    ),
  ],
  ["Renewal Deadline", member => member.renewalDeadline ?? ""],
  [
    "CE Hours",
    member =>
      member.ceHoursRequired == null ? "" : `${member.ceHoursEarned} of ${member.ceHoursRequired}`,
  ],
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
        <SelectField
          label="Filter by Status"
          name="status"
          size="sm"
          maxW="48"
          placeholder="All"
          options={MEMBERSHIP_STATUSES.map(({ status, label }) => ({ value: status, label }))}
          value={status}
          onChange={event => setStatus(event.target.value)}
        />
        <SelectField
          label="Filter by Course"
          name="course"
          size="sm"
          maxW="xs"
          placeholder="All"
          options={courses.map(title => ({ value: title, label: title }))}
          value={course}
          onChange={event => setCourse(event.target.value)}
        />
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
              {COLUMNS.map(([header, text, show]) => {
                const value = text(member);
                return (
                  <Table.Cell key={header}>
                    {value ? (show?.(value, member) ?? value) : "—"}
                  </Table.Cell>
                );
              })}
              <Table.Cell>
                <HStack gap="2">
                  {member.status === "INVITED" && (
                    <Button size="xs" variant="outline" onClick={() => void sendAgain(member)}>
                      Resend
                    </Button>
                  )}
                  {member.role === "AGENT" && member.status !== "REMOVED" && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setRemoving(member)}
                    >
                      {member.status === "INVITED" ? "Revoke" : "Remove"}
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
          title={removing.status === "INVITED" ? "Revoke Invitation" : "Remove Member"}
          confirmLabel={removing.status === "INVITED" ? "Revoke" : "Remove"}
          loadingText="Removing..."
          loading={loading}
          onConfirm={() => void confirm()}
          onCancel={() => setRemoving(null)}
        >
          {removing.status === "INVITED"
            ? `The invitation link sent to ${removing.email} stops working, and its seat is free again.`
            : `${removing.email} leaves the agency. Their course access and certificates stay theirs; a seat they never used is free again.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
