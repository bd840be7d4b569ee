import { Button, HStack, Heading, List, Stack, Text } from "@chakra-ui/react";
import {
  useAcknowledgeSecurityFindingMutation,
  useTrustAddressMutation,
  useTrustedAddressesQuery,
  useUntrustAddressMutation,
  type AnomalyList_AnomalyFragment as Anomaly,
} from "../admin-verification.generated";
import { formatMoment } from "../../../../lib/format";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";

/** The check whose findings name an address an administrator may trust. */
const NEW_ADDRESS = "security.admin-new-ip";

/**
 * A security finding's own buttons: Acknowledge (it needs nothing more: resolved at once) and,
 * for a super administrator, Trust Address on an administrator's sign-in from a new address.
 */
export function SecurityFindingActions({
  anomaly,
  superAdmin,
  onChanged,
}: {
  anomaly: Anomaly;
  superAdmin: boolean;
  onChanged(): unknown;
}) {
  const [acknowledge, acknowledging] = useAcknowledgeSecurityFindingMutation();
  const [trust, trusting] = useTrustAddressMutation({ refetchQueries: ["TrustedAddresses"] });
  const address = anomaly.code === NEW_ADDRESS ? anomaly.ipAddress : null;

  async function acknowledged() {
    const data = await runMutation(
      async () => (await acknowledge({ variables: { anomalyKey: anomaly.key } })).data,
      { title: "Failed to acknowledge the finding", fallback: "Please try again." },
    );
    if (data) await onChanged();
  }

  async function trusted(ipAddress: string) {
    const data = await runMutation(async () => (await trust({ variables: { ipAddress } })).data, {
      title: "Failed to trust the address",
      fallback: "Please try again.",
    });
    if (!data) return;
    showToast("success", {
      title: "Address trusted",
      description: `Administrators' sign-ins from ${ipAddress} are no longer findings.`,
    });
    await onChanged();
  }

  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        loading={acknowledging.loading}
        aria-label={`Acknowledge: ${anomaly.reason}`}
        onClick={() => void acknowledged()}
      >
        Acknowledge
      </Button>
      {superAdmin && address && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="blue"
          loading={trusting.loading}
          onClick={() => void trusted(address)}
        >
          Trust {address}
        </Button>
      )}
    </HStack>
  );
}

/** The trusted addresses; a super administrator may stop trusting one. */
export function TrustedAddresses({
  superAdmin,
  onChanged,
}: {
  superAdmin: boolean;
  onChanged(): unknown;
}) {
  const { data } = useTrustedAddressesQuery();
  const [untrust, untrusting] = useUntrustAddressMutation({
    refetchQueries: ["TrustedAddresses"],
  });
  const addresses = data?.trustedAddresses ?? [];
  if (addresses.length === 0) return null;

  async function stop(ipAddress: string) {
    const done = await runMutation(async () => (await untrust({ variables: { ipAddress } })).data, {
      title: "Failed to stop trusting the address",
      fallback: "Please try again.",
    });
    if (done) await onChanged();
  }

  return (
    <Stack gap="2" as="section" aria-labelledby="trusted-addresses-heading">
      <Heading id="trusted-addresses-heading" as="h2" size="md">
        Trusted Addresses
      </Heading>
      <Text color="gray.600" fontSize="sm">
        Administrators' sign-ins from these addresses are not findings; failed sign-ins still are.
      </Text>
      <List.Root variant="plain" gap="2">
        {addresses.map(trusted => (
          <List.Item key={trusted.ipAddress}>
            <HStack gap="3" wrap="wrap">
              <Text fontFamily="mono">{trusted.ipAddress}</Text>
              <Text fontSize="sm" color="gray.600">
                {[trusted.note, `since ${formatMoment(trusted.trustedAt)}`]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
              {superAdmin && (
                <Button
                  size="xs"
                  variant="outline"
                  loading={untrusting.loading}
                  onClick={() => void stop(trusted.ipAddress)}
                >
                  Stop trusting {trusted.ipAddress}
                </Button>
              )}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
