import { Box, Button, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { TableRoot } from "../../../../components/ui/page-recipes";
import {
  useIntrusionReportQuery,
  useUnblockAddressMutation,
  useUnlockAccountMutation,
} from "../admin-security.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { countOf, formatMoment } from "../../../../lib/format";

const REFRESH = { refetchQueries: ["IntrusionReport", "SecurityDashboard"] };

/** Intrusion Detection: what the lockout refuses now, with Unlock and Unblock. */
export function IntrusionTab() {
  const { data, loading, error, refetch } = useIntrusionReportQuery({
    fetchPolicy: "cache-and-network",
  });
  const [unlock, unlocking] = useUnlockAccountMutation(REFRESH);
  const [unblock, unblocking] = useUnblockAddressMutation(REFRESH);

  async function unlockAccount(userId: number, username: string) {
    const done = await runMutation(async () => (await unlock({ variables: { userId } })).data, {
      title: "Error",
      fallback: "Unknown error",
      describe: message => `Failed to unlock ${username}: ${message}`,
    });
    if (done)
      showToast("success", { title: "Account unlocked", description: done.unlockAccount.message });
  }

  async function unblockAddress(ipAddress: string) {
    const done = await runMutation(async () => (await unblock({ variables: { ipAddress } })).data, {
      title: "Error",
      fallback: "Unknown error",
      describe: message => `Failed to unblock ${ipAddress}: ${message}`,
    });
    if (done)
      showToast("success", {
        title: "Address unblocked",
        description: done.unblockAddress.message,
      });
  }

  if (error && !data) {
    return <ErrorState title="Failed to load intrusion data" onRetry={() => refetch()} />;
  }
  if (!data) return <LoadingState label="Loading intrusion data…" />;
  const { lockedAccounts, blockedAddresses, addressLimit, windowMinutes } = data.intrusionReport;
  return (
    <Stack gap="8">
      <Text color="gray.600" fontSize="sm">
        Refused by the sign-in lockout now. An address is blocked after{" "}
        {countOf(addressLimit, "failed sign-in")} within {countOf(windowMinutes, "minute")}.{" "}
        {loading && "Refreshing…"}
      </Text>
      <Box overflowX="auto">
        <Heading as="h2" size="sm" mb="2">
          Locked Accounts
        </Heading>
        {lockedAccounts.length === 0 ? (
          <Text color="gray.600">No accounts are locked.</Text>
        ) : (
          <TableRoot size="sm">
            <Table.Caption captionSide="bottom">
              Accounts locked after failed sign-ins
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>User</Table.ColumnHeader>
                <Table.ColumnHeader>Locked Until</Table.ColumnHeader>
                <Table.ColumnHeader>Failed Attempts</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lockedAccounts.map(account => (
                <Table.Row key={account.userId}>
                  <Table.Cell>
                    {account.username} (#{account.userId})
                  </Table.Cell>
                  <Table.Cell>{formatMoment(account.lockedUntil)}</Table.Cell>
                  <Table.Cell>{account.failedLoginCount}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={unlocking.loading}
                      aria-label={`Unlock ${account.username}`}
                      onClick={() => void unlockAccount(account.userId, account.username)}
                    >
                      Unlock
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
        )}
      </Box>
      <Box overflowX="auto">
        <Heading as="h2" size="sm" mb="2">
          Blocked Addresses
        </Heading>
        {blockedAddresses.length === 0 ? (
          <Text color="gray.600">No addresses are blocked.</Text>
        ) : (
          <TableRoot size="sm">
            <Table.Caption captionSide="bottom">Addresses over the failure limit</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>IP Address</Table.ColumnHeader>
                <Table.ColumnHeader>Failed Attempts</Table.ColumnHeader>
                <Table.ColumnHeader>Last Attempt</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {blockedAddresses.map(address => (
                <Table.Row key={address.ipAddress}>
                  <Table.Cell>{address.ipAddress}</Table.Cell>
                  <Table.Cell>{address.failures}</Table.Cell>
                  <Table.Cell>{formatMoment(address.lastAttemptAt)}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={unblocking.loading}
                      aria-label={`Unblock ${address.ipAddress}`}
                      onClick={() => void unblockAddress(address.ipAddress)}
                    >
                      Unblock
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
        )}
      </Box>
    </Stack>
  );
}
