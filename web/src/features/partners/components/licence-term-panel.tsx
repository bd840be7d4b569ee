import { Alert, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { PAYMENT_ERROR, useCardCheckReturn } from "../../../components/payment/card-check-return";
import { formatDate } from "../../../lib/format";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { isAdmin, useSession } from "../../../lib/session/session-context";
import { showToast } from "../../../lib/toast";
import type { PartnerHome_PartnerFragment } from "../partner-home.generated";
import { useCompletePartnerRenewalMutation } from "../partner-term.generated";
import { RenewalPayment } from "./renewal-payment";
import { SuspensionActions } from "./suspension-actions";

const DAY = 86_400_000;

/** Whole days from today to the term's end (0 on its last day), never below 0. */
export const daysLeft = (end: string, now = new Date()) =>
  Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / DAY));

/**
 * The licence's term on the partner's page: a royalty-free licence's end, the days left and
 * Renew (the card form; 3 more years); a revenue share's "No end date"; a suspension's reason
 * and an ended term's message. The academy's administrators also suspend and resume here.
 */
export function LicenceTermPanel({ partner }: { partner: PartnerHome_PartnerFragment }) {
  const { user } = useSession();
  const [renewing, setRenewing] = useState(false);
  const [complete, { loading: confirming }] = useCompletePartnerRenewalMutation();

  async function paid(paymentId: string) {
    const done = await runMutation(
      async () => (await complete({ variables: { partnerId: partner.id, paymentId } })).data,
      { title: PAYMENT_ERROR.title, fallback: PAYMENT_ERROR.description },
    );
    if (!done?.confirmPartnerRenewal.termEndsAt) return;
    setRenewing(false);
    showToast("success", {
      title: "Licence renewed",
      description: `It now runs until ${formatDate(done.confirmPartnerRenewal.termEndsAt)}.`,
    });
  }
  // Back from a card check (3-D Secure) with the renewal's payment.
  useCardCheckReturn({}, paymentId => void paid(paymentId));

  const end = partner.termEndsAt;
  const ended = partner.status === "ENDED";
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Licence term
        </Heading>
        {partner.status === "SUSPENDED" && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The academy suspended this partner</Alert.Title>
              <Alert.Description>
                {partner.suspendedReason ?? "No reason was given."}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {!end ? (
          <Text>No end date: a revenue share licence runs until it is cancelled.</Text>
        ) : ended ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The licence ended on {formatDate(end)}</Alert.Title>
              <Alert.Description>
                The storefront does not sell courses; its learners keep what they bought. Renew to
                sell again for 3 years from today.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="1">
            <HStack gap="1">
              <Text>Ends on</Text>
              <Text fontWeight="semibold">{formatDate(end)}</Text>
            </HStack>
            <Text color="gray.600">{daysLeft(end)} days left</Text>
          </Stack>
        )}
        {end &&
          (renewing ? (
            <RenewalPayment
              partnerId={partner.id}
              confirming={confirming}
              onPaid={paymentId => void paid(paymentId)}
            />
          ) : (
            <HStack>
              <Button colorPalette="blue" onClick={() => setRenewing(true)}>
                Renew for 3 years
              </Button>
            </HStack>
          ))}
        {isAdmin(user) && <SuspensionActions partner={partner} />}
      </Card.Body>
    </Card.Root>
  );
}
