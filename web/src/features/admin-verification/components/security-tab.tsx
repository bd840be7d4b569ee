import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import {
  useFlagAllVerificationIssuesMutation,
  useSecurityAuditTabQuery,
} from "../../../graphql/admin/hooks";
import { useRefresh } from "../use-refresh";
import { AnomalyList } from "./anomaly-list";
import { VerificationBanner } from "./verification-banner";
import { VerificationState } from "./verification-state";

const EXPORT = "/api/admin/verification/export";

/** The security audit, with Flag All Issues and Export Report of every current finding. */
export function SecurityTab({ refresh }: { refresh: number }) {
  const query = useSecurityAuditTabQuery({
    variables: { fresh: false },
    notifyOnNetworkStatusChange: true,
  });
  useRefresh(refresh, query.refetch);
  const [flagAll, flagging] = useFlagAllVerificationIssuesMutation();
  const [status, setStatus] = useState<string | null>(null);
  const flag = async () => {
    try {
      const { data } = await flagAll();
      const result = data?.flagVerificationAnomalies;
      if (result) {
        setStatus(
          `${result.flagged} issue${result.flagged === 1 ? "" : "s"} flagged for review` +
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
      loading={query.loading}
      error={query.error}
      data={query.data?.securityAudit}
      loadingText="Running security audit..."
      errorText="Failed to run security audit. Please try again."
      emptyText="No security audit data available."
      onRetry={() => query.refetch()}
    >
      {result => (
        <Stack gap="6">
          <VerificationBanner
            verified={result.verified}
            passed="Security Audit Passed"
            failed="Security Audit Failed"
            message={result.message}
          />
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
          />
        </Stack>
      )}
    </VerificationState>
  );
}
