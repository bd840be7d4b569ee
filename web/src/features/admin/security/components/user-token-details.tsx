import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  HStack,
  Heading,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import type { UserTokenInfoQuery } from "../admin-security.generated";
import { useForceLogout } from "../use-force-logout";
import { TableRoot } from "../../../../components/ui/page-recipes";
import { formatMoment } from "../../../../lib/format";
import { DataListRoot } from "../../../../components/ui/data-list-root";

type TokenInfo = UserTokenInfoQuery["userTokenInfo"];

interface UserTokenDetailsProps {
  info: TokenInfo;
  refreshing: boolean;
  onRefresh(): unknown;
}

/** User Information, Security Actions and the Login History of one looked-up user. */
export function UserTokenDetails({ info, refreshing, onRefresh }: UserTokenDetailsProps) {
  const { user, securityInfo } = info;
  const { logOut, loading } = useForceLogout();

  async function forceLogout() {
    if (await logOut(user.id)) void onRefresh();
  }

  const facts: [string, string][] = [
    ["Username", user.username],
    ["User ID", String(user.id)],
    ["Email", user.email],
    ["Token Version", String(user.tokenVersion)],
    ["Last Password Change", formatMoment(user.lastCredentialChange, "Never")],
    ["Admin Status", user.adminStatus],
    ["Active Sessions", String(securityInfo.activeSessions)],
    ["Last Login", formatMoment(securityInfo.lastLogin, "Never")],
  ];
  if (securityInfo.lockedUntil) {
    facts.push(["Locked Until", formatMoment(securityInfo.lockedUntil)]);
  }

  return (
    <Stack gap="4">
      <Stack direction={{ base: "column", lg: "row" }} gap="4" align="stretch">
        <Card.Root size="sm" flex="1">
          <Card.Header>
            <Heading as="h2" size="sm">
              User Information
            </Heading>
          </Card.Header>
          <Card.Body>
            <DataListRoot orientation="horizontal" size="sm">
              {facts.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataListRoot>
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm" flex="1">
          <Card.Header>
            <Heading as="h2" size="sm">
              Security Actions
            </Heading>
          </Card.Header>
          <Card.Body gap="4">
            <Stack gap="1">
              <Button colorPalette="red" loading={loading} onClick={() => void forceLogout()}>
                Force Logout This User
              </Button>
              <Text fontSize="sm" color="gray.600">
                Invalidates all of this user&apos;s sessions: every device they are signed in on is
                signed out at once.
              </Text>
            </Stack>
            <Button variant="outline" loading={refreshing} onClick={() => void onRefresh()}>
              Refresh Token Information
            </Button>
          </Card.Body>
        </Card.Root>
      </Stack>
      {securityInfo.loginHistory.length > 0 && (
        <Box overflowX="auto">
          <Heading as="h2" size="sm" mb="2">
            Login History
          </Heading>
          <TableRoot size="sm">
            <Table.Caption captionSide="bottom">Recent login attempts</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Timestamp</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>IP Address</Table.ColumnHeader>
                <Table.ColumnHeader>User Agent</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {securityInfo.loginHistory.map(attempt => (
                <Table.Row key={attempt.id}>
                  <Table.Cell>{formatMoment(attempt.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Badge colorPalette={attempt.success ? "green" : "red"}>
                        {attempt.success ? "Success" : "Failed"}
                      </Badge>
                      {attempt.reason && (
                        <Text fontSize="xs" color="gray.600">
                          {attempt.reason}
                        </Text>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{attempt.ipAddress ?? "Unknown"}</Table.Cell>
                  <Table.Cell maxW="sm" truncate title={attempt.userAgent ?? undefined}>
                    {attempt.userAgent ?? "Unknown"}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableRoot>
        </Box>
      )}
    </Stack>
  );
}
