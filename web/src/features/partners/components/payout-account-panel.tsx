import { Badge, Button, Card, Heading, List, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { FactList } from "../../../components/ui/data-list-root";
import { browserLocation } from "../../../lib/browser-location";
import { serverMessage } from "../../../lib/graphql/errors";
import { runMutation } from "../../../lib/graphql/run-mutation";
import {
  usePartnerPayoutAccountQuery,
  useStartPayoutOnboardingMutation,
} from "../partner-home.generated";
import { PAYOUT_STATE } from "../partner-words";

/**
 * The partner's payout account: its state in words, why it cannot be paid out, what the
 * processor still asks for, and a button to the processor's onboarding (a fresh single-use link
 * each time). Back from the processor with `?payouts=refresh` (a used or expired link), it starts
 * again at once.
 */
export function PayoutAccountPanel({
  partnerId,
  payouts,
}: {
  partnerId: number;
  /** The processor's way back: "return" (details sent or not) or "refresh" (start again). */
  payouts: string | null;
}) {
  const { data, loading, error, refetch } = usePartnerPayoutAccountQuery({
    variables: { partnerId },
  });
  const [start, starting] = useStartPayoutOnboardingMutation();
  const restarted = useRef(false);

  const onboard = async () => {
    const link = await runMutation(
      async () => (await start({ variables: { partnerId } })).data?.startPayoutOnboarding,
      {
        title: "Onboarding Not Started",
        fallback: "Onboarding could not start. Please try again.",
      },
    );
    if (link) browserLocation.assign(link.url);
  };

  useEffect(() => {
    if (payouts !== "refresh" || restarted.current) return;
    restarted.current = true;
    void onboard();
  });

  const account = data?.partnerPayoutAccount;
  let body;
  if (!account && loading) body = <LoadingState label="Loading the payout account" py="4" />;
  else if (!account) {
    body = (
      <ErrorState
        title="The payout account could not be read"
        description={serverMessage(error) ?? undefined}
        onRetry={refetch}
      />
    );
  } else {
    const state = PAYOUT_STATE[account.state];
    const connected = account.state !== "NOT_CONNECTED" && account.state !== "DISCONNECTED";
    body = (
      <Stack gap="4">
        {payouts === "return" && (
          <Text>Welcome back. This is what the payment processor says about your account now.</Text>
        )}
        <FactList
          facts={[
            [
              "State",
              <Badge key="state" colorPalette={state.color} variant="subtle">
                {state.label}
              </Badge>,
            ],
            ...(account.reason ? [["Reason", account.reason] as const] : []),
          ]}
        />
        {account.currentlyDue.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="medium">Currently due</Text>
            <List.Root aria-label="Currently due" ps="5">
              {account.currentlyDue.map(item => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        {account.state !== "PAYOUTS_ENABLED" && (
          <Button
            alignSelf="start"
            colorPalette="blue"
            loading={starting.loading}
            onClick={() => void onboard()}
          >
            {connected ? "Continue onboarding" : "Connect payout account"}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Payout account
        </Heading>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
