import { countOf } from "../../../../lib/format";
import { Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import {
  useFlagAllVerificationIssuesMutation,
  useSecurityAuditTabQuery,
} from "../admin-verification.generated";
import { useSession } from "../../../../lib/session/session-context";
import { AnomalyList } from "./anomaly-list";
import { SecurityFindingActions, TrustedAddresses } from "./security-finding-actions";
import { VerificationState } from "./verification-state";

const EXPORT = "/api/admin/verification/export";

/**
 * The security audit, with Flag All Issues and Export Report of every current finding; each open
 * finding can be acknowledged, and a super administrator can trust an address.
 */
export function SecurityTab({ refresh }: { refresh: number }) {
  const query = useSecurityAuditTabQuery({
    variables: { fresh: false },
    notifyOnNetworkStatusChange: true,
  });
  const [flagAll, flagging] = useFlagAllVerificationIssuesMutation();
  const superAdmin = Boolean(useSession().user?.isSuperAdmin);
  const [status, setStatus] = useState<string | null>(null);
  const flag = async () => {
    try {
      const { data } = await flagAll();
      const result = data?.flagVerificationAnomalies;
      if (result) {
        setStatus(
          `${countOf(result.flagged, "issue")} flagged for review` +
            (result.alreadyFlagged ? ` (${result.alreadyFlagged} already flagged).` : "."),
        );
      }
      await query.refetch();
    } catch {
      setStatus("Failed to flag the issues. Please try again.");
    }
  };
  return (
    <VerificationState
      query={query}
      data={query.data?.securityAudit}
      refresh={refresh}
      texts={{
        loading: "Running security audit...",
        error: "Failed to run security audit. Please try again.",
        empty: "No security audit data available.",
        passed: "Security Audit Passed",
        failed: "Security Audit Failed",
      }}
    >
      {result => (
        <>
          <HStack wrap="wrap" gap="3">
            <Button colorPalette="orange" onClick={() => void flag()} loading={flagging.loading}>
              Flag All Issues
            </Button>
            <Button asChild variant="outline" colorPalette="blue">
              <a href={`${EXPORT}.csv?group=all`} download>
                Export Report
              </a>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <a href={`${EXPORT}.json?group=all`} download>
                Export as JSON
              </a>
            </Button>
          </HStack>
          {status && (
            <Text role="status" color="gray.700">
              {status}
            </Text>
          )}
          <AnomalyList
            anomalies={result.anomalies}
            fields={["userId", "ipAddress"]}
            onChanged={() => query.refetch()}
            tall
            actions={anomaly => (
              <SecurityFindingActions
                anomaly={anomaly}
                superAdmin={superAdmin}
                onChanged={() => query.refetch()}
              />
            )}
          />
          <TrustedAddresses superAdmin={superAdmin} onChanged={() => query.refetch()} />
        </>
      )}
    </VerificationState>
  );
}
