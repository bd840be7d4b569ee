import { Button, Card, Field, HStack, Heading, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import {
  MEMBERSHIP_STATUSES,
  StatusOptionBadge,
} from "../../../components/data-table/status-badge";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TableRoot } from "../../../components/ui/page-recipes";
import { formatDate } from "../../../lib/format";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import {
  type PartnerHome_PartnerFragment,
  useInvitePartnerAdminMutation,
  useRemovePartnerAdminMutation,
} from "../partner-home.generated";

type Admin = PartnerHome_PartnerFragment["admins"][number];

/**
 * The partner's administrators: invite one by email (a single-use link is mailed), remove one
 * or revoke an invitation after a confirmation. The server keeps the last owner and says so.
 */
export function PartnerAdmins({ partnerId, admins }: { partnerId: number; admins: Admin[] }) {
  const [email, setEmail] = useState("");
  const [removing, setRemoving] = useState<Admin | null>(null);
  const [invite, inviting] = useInvitePartnerAdminMutation();
  const [remove, removal] = useRemovePartnerAdminMutation();

  const sendInvitation = async (event: FormEvent) => {
    event.preventDefault();
    const done = await runMutation(
      async () => (await invite({ variables: { partnerId, email } })).data?.invitePartnerAdmin,
      { title: "Not Invited", fallback: "The invitation could not be sent. Please try again." },
    );
    if (!done) return;
    showToast("success", { title: "Invitation Sent", description: `A link went to ${email}.` });
    setEmail("");
  };

  const confirm = async () => {
    if (!removing) return;
    const done = await runMutation(
      async () =>
        (await remove({ variables: { partnerId, adminId: removing.id } })).data?.removePartnerAdmin,
      { title: "Not Removed", fallback: "The administrator could not be removed." },
    );
    setRemoving(null);
    if (done) {
      showToast("success", { title: "Removed", description: `${removing.email} was removed.` });
    }
  };

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Administrators
        </Heading>
        {admins.length === 0 ? (
          <Text color="gray.600">
            No administrators yet: the owner is invited once the licence agreement is signed.
          </Text>
        ) : (
          <TableRoot size="sm" aria-label="Administrators">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Since</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {admins.map(admin => (
                <Table.Row key={admin.id}>
                  <Table.Cell>{admin.email}</Table.Cell>
                  <Table.Cell>{admin.role === "OWNER" ? "Owner" : "Administrator"}</Table.Cell>
                  <Table.Cell>
                    <StatusOptionBadge status={admin.status} options={MEMBERSHIP_STATUSES} />
                  </Table.Cell>
                  <Table.Cell>{formatDate(admin.joinedAt ?? admin.invitedAt)}</Table.Cell>
                  <Table.Cell>
                    {admin.status !== "REMOVED" && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Remove ${admin.email}`}
                        onClick={() => setRemoving(admin)}
                      >
                        {admin.status === "INVITED" ? "Revoke" : "Remove"}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
        )}
        <Stack
          as="form"
          aria-label="Invite an administrator"
          onSubmit={event => void sendInvitation(event)}
        >
          <HStack align="end" flexWrap="wrap" gap="3">
            <Field.Root required flex="1" minW="56">
              <Field.Label>Email</Field.Label>
              <Input type="email" value={email} onChange={event => setEmail(event.target.value)} />
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={inviting.loading}>
              Invite
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
      {removing && (
        <ConfirmDialog
          title={removing.status === "INVITED" ? "Revoke Invitation" : "Remove Administrator"}
          confirmLabel={removing.status === "INVITED" ? "Revoke" : "Remove"}
          loadingText="Removing..."
          loading={removal.loading}
          onConfirm={() => void confirm()}
          onCancel={() => setRemoving(null)}
        >
          {removing.status === "INVITED"
            ? `The invitation link sent to ${removing.email} stops working.`
            : `${removing.email} no longer administers this partner. Their own account stays.`}
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}
