import { Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { TabsRoot } from "../../../../components/ui/page-recipes";
import { useSecurityDashboardQuery } from "../admin-security.generated";
import { SuperAdminOnly } from "../../components/super-admin-only";
import { AuditLogTab } from "../components/audit-log-tab";
import { IntrusionTab } from "../components/intrusion-tab";
import { SecurityCards } from "../components/security-cards";
import { SecurityStatus } from "../components/security-status";
import { TokenManagement } from "../components/token-management";

const TABS = ["tokens", "intrusion", "audit"] as const;
type Tab = (typeof TABS)[number];

/** /admin/security: super administrators only (the server refuses everyone else too). */
export function AdminSecurityPage() {
  return (
    <SuperAdminOnly refusal="Only super administrators can use the Security Dashboard.">
      <SecurityDashboard />
    </SuperAdminOnly>
  );
}

function SecurityDashboard() {
  const { data, error, refetch } = useSecurityDashboardQuery({
    fetchPolicy: "cache-and-network",
  });
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab") ?? "";
  const tab: Tab = (TABS as readonly string[]).includes(raw) ? (raw as Tab) : "tokens";

  function select(next: string) {
    // Another tab starts from a clean query: the audit log's filters and cursor stay its own.
    setParams(next === "tokens" ? {} : { tab: next });
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Security Dashboard
        </Heading>
        <Text color="gray.600">Sessions, sign-in protection and the audit log.</Text>
      </Stack>
      {error && !data ? (
        <ErrorState title="Failed to load security data" onRetry={() => refetch()} />
      ) : !data ? (
        <LoadingState label="Loading security data…" />
      ) : (
        <SecurityCards cards={data.securityDashboard.cards} />
      )}
      <TabsRoot value={tab} onValueChange={change => select(change.value)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="tokens">Token Management</Tabs.Trigger>
          <Tabs.Trigger value="intrusion">Intrusion Detection</Tabs.Trigger>
          <Tabs.Trigger value="audit">Audit Logs</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tokens">
          <TokenManagement />
        </Tabs.Content>
        <Tabs.Content value="intrusion">
          <IntrusionTab />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditLogTab />
        </Tabs.Content>
      </TabsRoot>
      {data && <SecurityStatus items={data.securityDashboard.status} />}
    </Stack>
  );
}
