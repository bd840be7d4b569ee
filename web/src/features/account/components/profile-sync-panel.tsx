import { Alert, Badge, Button, Card, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { ScrollingTabList, TabsRoot } from "../../../components/ui/page-recipes";
import { useState } from "react";
import { LoadingState } from "../../../components/feedback/loading-state";
import type { SyncStatusList_RowsFragment } from "./profile-sync-panel.generated";
import {
  usePullProfileMutation,
  usePushProfileMutation,
  useProfileSyncStatusQuery,
  useSyncProfileMutation,
} from "../integration.generated";
import type { SystemKey } from "../../../graphql/types";
import { failureMessage } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import { formatTime, labelOf } from "../../../lib/format";

/** The systems a profile can be taken from or sent to; this portal is the source, not a target. */
const SYSTEMS: { key: SystemKey; label: string }[] = [
  { key: "MAIN", label: "Main Portal" },
  { key: "LMS", label: "Learning Management" },
  { key: "STORAGE", label: "File Storage" },
  { key: "VIDEO", label: "Video Processing" },
];

type Direction = "pull" | "push";
const WORDS = {
  pull: {
    intro: "Take your profile from a system when its copy is newer than this portal's.",
    confirm: (label: string) => `Pull your profile from ${label}? The newer copy is kept.`,
    done: "Profile Retrieved",
    failed: "Profile Retrieval Failed",
  },
  push: {
    intro: "Send this portal's profile to a system.",
    confirm: (label: string) => `Push your profile to ${label}? Its copy is replaced.`,
    done: "Profile Updated",
    failed: "Profile Update Failed",
  },
};

/** The failure's words: the server's message, or what the system answered. */
const describe = (error: unknown) =>
  failureMessage(error, { title: "", fallback: "The server could not be reached." });

function SyncStatusList({ rows }: { rows: SyncStatusList_RowsFragment[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {rows.map(row => (
        <HStack
          as="li"
          key={row.system}
          justify="space-between"
          borderWidth="1px"
          rounded="md"
          p="3"
        >
          <Stack gap="0">
            <Text fontWeight="semibold">{row.label}</Text>
            {row.details && (
              <Text fontSize="sm" color="gray.600">
                {row.details}
              </Text>
            )}
            <Text fontSize="sm" color="gray.600">
              Last synced: {row.lastSynced ? formatTime(row.lastSynced) : "Never"}
            </Text>
          </Stack>
          {row.connected ? (
            <Badge colorPalette={row.status === "SUCCESS" ? "green" : "yellow"}>
              {labelOf(row.status)}
            </Badge>
          ) : (
            <Badge colorPalette="gray">Not connected</Badge>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

/** Account > Integration: the profile's synchronization with the sibling systems. */
export function ProfileSyncPanel() {
  const status = useProfileSyncStatusQuery();
  const [syncAll] = useSyncProfileMutation();
  const [pull] = usePullProfileMutation();
  const [push] = usePushProfileMutation();
  const [tab, setTab] = useState("status");
  const [picked, setPicked] = useState<SystemKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setPicked(null);
      await status.refetch().catch(() => undefined);
    }
  }

  const syncAllSystems = () =>
    run(async () => {
      try {
        const { data } = await syncAll();
        const answered = data?.syncProfile ?? [];
        const failed = answered.filter(row => row.connected && row.status === "FAILED");
        // Systems the portal is not set up to reach are not tried: named, not counted as failed.
        const notConnected = answered.filter(row => !row.connected).map(row => row.label);
        if (failed.length === 0) {
          const sent = answered.filter(row => row.connected).map(row => row.label);
          showToast("success", {
            title: "Profile Synchronized",
            description: notConnected.length
              ? `Sent to ${sent.join(", ")}. Not connected: ${notConnected.join(", ")}.`
              : "Every system has your profile.",
          });
        } else {
          const description = failed
            .map(row => `${row.label}: ${row.details ?? "failed"}`)
            .join("; ");
          showToast("error", { title: "Synchronization Failed", description });
        }
      } catch (error) {
        showToast("error", { title: "Synchronization Failed", description: describe(error) });
      }
    });

  const confirm = (direction: Direction, system: SystemKey) =>
    run(async () => {
      const words = WORDS[direction];
      const variables = { variables: { system } };
      let result: SyncStatusList_RowsFragment | undefined;
      try {
        result =
          direction === "pull"
            ? (await pull(variables)).data?.pullProfile
            : (await push(variables)).data?.pushProfile;
      } catch (error) {
        showToast("error", { title: words.failed, description: describe(error) });
        return;
      }
      if (!result || result.status === "FAILED") {
        const description = result?.details ?? "The system did not accept it.";
        showToast("error", { title: words.failed, description });
        return;
      }
      showToast("success", { title: words.done, description: result.details ?? result.label });
    });

  // A system this portal is not set up to reach is offered as not connected, not tried.
  const rows = status.data?.profileSyncStatus ?? [];
  const connected = (key: SystemKey) => rows.find(row => row.system === key)?.connected ?? true;
  const anyConnected = rows.length === 0 || rows.some(row => row.connected);

  function transfer(direction: Direction) {
    const words = WORDS[direction];
    const chosen = SYSTEMS.find(system => system.key === picked);
    return (
      <Stack gap="4">
        <Text color="gray.700">{words.intro}</Text>
        <HStack gap="2" flexWrap="wrap" role="group" aria-label="Systems">
          {SYSTEMS.map(system => (
            <Button
              key={system.key}
              variant={picked === system.key ? "solid" : "outline"}
              colorPalette="blue"
              disabled={system.key === "MAIN" || !connected(system.key) || busy}
              onClick={() => setPicked(system.key)}
            >
              {system.key === "MAIN" || connected(system.key)
                ? system.label
                : `${system.label} (not connected)`}
            </Button>
          ))}
        </HStack>
        {chosen && (
          <Alert.Root status="warning" flexDirection="column" alignItems="flex-start" gap="3">
            <Alert.Title>{words.confirm(chosen.label)}</Alert.Title>
            <HStack gap="2">
              <Button
                size="sm"
                colorPalette="blue"
                loading={busy}
                onClick={() => void confirm(direction, chosen.key)}
              >
                Confirm
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setPicked(null)}>
                Cancel
              </Button>
            </HStack>
          </Alert.Root>
        )}
        <Button
          alignSelf="flex-start"
          variant="ghost"
          disabled={busy}
          onClick={() => setTab("status")}
        >
          Back to Status
        </Button>
      </Stack>
    );
  }

  let statusBody;
  if (status.loading && !status.data)
    statusBody = <LoadingState label="Loading the synchronization status…" />;
  else if (status.error)
    statusBody = (
      <Text color="red.700">Failed to load synchronization status. Please try again.</Text>
    );
  else if (!status.data?.profileSyncStatus.length) {
    statusBody = (
      <Text color="gray.600">No synchronization data is available. Try syncing your profile.</Text>
    );
  } else statusBody = <SyncStatusList rows={status.data.profileSyncStatus} />;

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Card.Title as="h2">Profile Synchronization</Card.Title>
          <Button
            colorPalette="blue"
            loading={busy && tab === "status"}
            disabled={busy || !anyConnected}
            onClick={() => void syncAllSystems()}
          >
            Sync All Systems
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {!anyConnected && (
          <Text color="gray.700" mb="4">
            No system is connected to this portal yet, so there is nothing to synchronize: each
            system shows as not connected.
          </Text>
        )}
        <TabsRoot
          value={tab}
          onValueChange={change => {
            setTab(change.value);
            setPicked(null);
          }}
          variant="enclosed"
          lazyMount
          unmountOnExit
        >
          <ScrollingTabList mb="4" fade="bg.muted">
            <Tabs.Trigger value="status">Sync Status</Tabs.Trigger>
            <Tabs.Trigger value="pull">Pull Data</Tabs.Trigger>
            <Tabs.Trigger value="push">Push Data</Tabs.Trigger>
          </ScrollingTabList>
          <Tabs.Content value="status">{statusBody}</Tabs.Content>
          <Tabs.Content value="pull">{transfer("pull")}</Tabs.Content>
          <Tabs.Content value="push">{transfer("push")}</Tabs.Content>
        </TabsRoot>
      </Card.Body>
    </Card.Root>
  );
}
