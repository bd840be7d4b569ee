import { Badge, Box, Button, HStack, Heading, Input, List, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import {
  useResolveVerificationIssueMutation,
  type AnomalyList_AnomalyFragment as Anomaly,
} from "../admin-verification.generated";
import { formatMoment } from "../../../../lib/format";

/** Which of an anomaly's record fields a tab shows beside its type and reason. */
export type AnomalyField =
  "enrollmentId" | "paymentId" | "businessName" | "course" | "userId" | "ipAddress";

const LABELS: Record<AnomalyField, (a: Anomaly) => string | null> = {
  enrollmentId: a => (a.enrollmentId ? `Enrollment #${a.enrollmentId}` : null),
  paymentId: a => (a.paymentId ? `Payment ${a.paymentId}` : null),
  businessName: a => a.businessName ?? null,
  course: a =>
    a.courseId ? `Course #${a.courseId}${a.courseTitle ? ` ${a.courseTitle}` : ""}` : null,
  userId: a => (a.userId ? `User #${a.userId}` : null),
  ipAddress: a => (a.ipAddress ? `IP ${a.ipAddress}` : null),
};

function ResolveForm({ anomaly, onResolved }: { anomaly: Anomaly; onResolved(): unknown }) {
  const [note, setNote] = useState("");
  const [resolve, { loading, error }] = useResolveVerificationIssueMutation();
  const save = async () => {
    await resolve({ variables: { anomalyKey: anomaly.key, note } });
    await onResolved();
  };
  return (
    <Stack gap="1">
      <HStack>
        <Input
          size="sm"
          aria-label="Resolution note"
          placeholder="How was it resolved?"
          value={note}
          onChange={event => setNote(event.target.value)}
        />
        <Button
          size="sm"
          onClick={() => void save().catch(() => {})}
          loading={loading}
          disabled={!note.trim()}
        >
          Resolve
        </Button>
      </HStack>
      {error && (
        <Text color="red.700" fontSize="sm">
          {error.message}
        </Text>
      )}
    </Stack>
  );
}

interface AnomalyListProps {
  anomalies: readonly Anomaly[];
  fields: readonly AnomalyField[];
  /** Refetches the tab after a resolution. */
  onChanged(): unknown;
  /** The security list is taller. */
  tall?: boolean;
  /** More buttons of an anomaly (the security audit's Acknowledge and Trust Address). */
  actions?(anomaly: Anomaly): ReactNode;
  title?: string;
}

/** A tab's anomalies, scrolling in a fixed-height area; flagged ones can be resolved with a note. */
export function AnomalyList({
  anomalies,
  fields,
  onChanged,
  tall,
  title = "Anomalies",
  actions,
}: AnomalyListProps) {
  const [resolving, setResolving] = useState<string | null>(null);
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" size="md">
        {title} ({anomalies.filter(a => !a.resolved).length})
      </Heading>
      {anomalies.length === 0 ? (
        <Text color="gray.600">No anomalies detected.</Text>
      ) : (
        <Box maxH={tall ? "32rem" : "20rem"} overflowY="auto" borderWidth="1px" borderRadius="md">
          <List.Root variant="plain">
            {anomalies.map(anomaly => (
              <List.Item key={anomaly.key} display="block" px="4" py="3" borderBottomWidth="1px">
                <Stack gap="1" opacity={anomaly.resolved ? 0.6 : 1}>
                  <HStack wrap="wrap" gap="2">
                    <Text fontWeight="semibold">{anomaly.type}</Text>
                    {anomaly.flagged && !anomaly.resolved && (
                      <Badge colorPalette="orange">Flagged</Badge>
                    )}
                    {anomaly.resolved && <Badge colorPalette="green">Resolved</Badge>}
                  </HStack>
                  <Text>{anomaly.reason}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {[
                      ...fields.map(field => LABELS[field](anomaly)).filter(Boolean),
                      formatMoment(anomaly.timestamp, "No timestamp available"),
                    ].join(" · ")}
                  </Text>
                  {anomaly.resolutionNote && (
                    <Text fontSize="sm" color="gray.600">
                      Resolution: {anomaly.resolutionNote}
                    </Text>
                  )}
                  {!anomaly.resolved && actions?.(anomaly)}
                  {anomaly.flagged &&
                    !anomaly.resolved &&
                    (resolving === anomaly.key ? (
                      <ResolveForm anomaly={anomaly} onResolved={() => onChanged()} />
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        alignSelf="start"
                        onClick={() => setResolving(anomaly.key)}
                      >
                        Resolve…
                      </Button>
                    ))}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
