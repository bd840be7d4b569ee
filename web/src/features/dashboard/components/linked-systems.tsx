import { Badge, Box, Button, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { ScrollingTabList, TabsRoot } from "../../../components/ui/page-recipes";
import type { ReactNode } from "react";
import { LoadingState } from "../../../components/feedback/loading-state";
import {
  useActivityQuery,
  useMarkNotificationsReadMutation,
  useNotificationsQuery,
  useSystemStatusQuery,
} from "../dashboard.generated";
import { useLinkedSystemsQuery } from "../../systems/systems.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { isAdmin, useSession } from "../../../lib/session/session-context";
import { showToast } from "../../../lib/toast";
import { formatTime, labelOf } from "../../../lib/format";
import { BUILT_IN_SYSTEMS } from "../../systems/built-in-systems";

const HEALTH_COLORS: Record<string, string> = { HEALTHY: "green", DEGRADED: "yellow", DOWN: "red" };

/** A list that scrolls in a 400 px box, with its loading, error and empty texts. */
function ScrollList({
  what,
  loading,
  error,
  empty,
  children,
}: {
  what: string;
  loading: boolean;
  error?: { message: string };
  empty: string | null;
  children: ReactNode;
}) {
  if (loading) return <LoadingState label={`Loading ${what}…`} />;
  if (error) return <Text color="red.700">{`Error loading ${what}: ${error.message}`}</Text>;
  if (empty) return <Text color="gray.600">{empty}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" maxH="400px" overflowY="auto" pe="2">
      {children}
    </Stack>
  );
}

function Item({ children }: { children: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      {children}
    </Box>
  );
}

function Systems() {
  const { data, loading } = useLinkedSystemsQuery();
  const systems = data?.systems.length ? data.systems : BUILT_IN_SYSTEMS;
  return (
    <ScrollList what="systems" loading={loading && !data} empty={null}>
      {systems.map(system => (
        <Item key={system.id}>
          <HStack justify="space-between">
            <Text fontWeight="semibold">{system.name}</Text>
            <Badge colorPalette={system.isAvailable ? "green" : "gray"}>
              {system.isAvailable ? "Available" : "Unavailable"}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {system.description}
          </Text>
        </Item>
      ))}
    </ScrollList>
  );
}

function Activity() {
  const { data, loading, error } = useActivityQuery();
  const items = data?.activity ?? [];
  return (
    <ScrollList
      what="activity"
      loading={loading && !data}
      error={error}
      empty={items.length === 0 ? "No recent activity" : null}
    >
      {items.map(item => (
        <Item key={item.id}>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{item.action}</Text>
            <Text fontSize="sm" color="gray.600">
              {formatTime(item.timestamp)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="gray.700">
            {item.summary}
          </Text>
        </Item>
      ))}
    </ScrollList>
  );
}

function Notifications() {
  const { data, loading, error, refetch } = useNotificationsQuery();
  const [markRead, { loading: marking }] = useMarkNotificationsReadMutation();
  const items = data?.notifications ?? [];
  const unread = items.filter(item => !item.read).length;

  async function mark(ids: number[] | null) {
    const done = await runMutation(async () => (await markRead({ variables: { ids } })).data, {
      title: "Error",
      fallback: "the server could not be reached",
      describe: message => `Failed to mark notifications as read: ${message}`,
    });
    if (done === undefined) return;
    showToast("success", { title: "Notifications marked as read." });
    await refetch();
  }

  return (
    <Stack gap="3">
      {unread > 0 && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-end"
          disabled={marking}
          onClick={() => void mark(null)}
        >
          Mark all as read
        </Button>
      )}
      <ScrollList
        what="notifications"
        loading={loading && !data}
        error={error}
        empty={items.length === 0 ? "No notifications" : null}
      >
        {items.map(item => (
          <Item key={item.id}>
            <HStack justify="space-between" align="flex-start" gap="3">
              <Stack gap="1">
                <Text fontWeight={item.read ? "normal" : "semibold"}>{item.message}</Text>
                <Text fontSize="sm" color="gray.600">
                  {formatTime(item.timestamp)}
                </Text>
              </Stack>
              {!item.read && (
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={marking}
                  onClick={() => void mark([item.id])}
                >
                  Mark as read
                </Button>
              )}
            </HStack>
          </Item>
        ))}
      </ScrollList>
    </Stack>
  );
}

function Status() {
  const { data, loading, error } = useSystemStatusQuery();
  const items = data?.systemStatus ?? [];
  return (
    <ScrollList what="system status" loading={loading && !data} error={error} empty={null}>
      {items.map(item => (
        <Item key={item.system}>
          <HStack justify="space-between">
            <Text fontWeight="semibold">{item.name}</Text>
            <Badge colorPalette={HEALTH_COLORS[item.status] ?? "gray"}>
              {labelOf(item.status)}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="gray.600">
            Version {item.version ?? "unknown"} · Last checked {formatTime(item.lastChecked)}
          </Text>
        </Item>
      ))}
    </ScrollList>
  );
}

/** The sibling systems, the learner's activity and notifications, and (admins) their health. */
export function LinkedSystems() {
  const { user } = useSession();
  const { data } = useNotificationsQuery();
  const unread = data?.notifications.filter(item => !item.read).length ?? 0;
  return (
    <TabsRoot defaultValue="systems" variant="enclosed" lazyMount>
      <ScrollingTabList fade="bg.muted">
        <Tabs.Trigger value="systems">Systems</Tabs.Trigger>
        <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
        <Tabs.Trigger value="notifications">
          Notifications
          {unread > 0 && (
            <Badge colorPalette="red" variant="solid" aria-label={`${unread} unread`}>
              {unread}
            </Badge>
          )}
        </Tabs.Trigger>
        {isAdmin(user) && <Tabs.Trigger value="status">Status</Tabs.Trigger>}
      </ScrollingTabList>
      <Tabs.Content value="systems">
        <Systems />
      </Tabs.Content>
      <Tabs.Content value="activity">
        <Activity />
      </Tabs.Content>
      <Tabs.Content value="notifications">
        <Notifications />
      </Tabs.Content>
      {isAdmin(user) && (
        <Tabs.Content value="status">
          <Status />
        </Tabs.Content>
      )}
    </TabsRoot>
  );
}
