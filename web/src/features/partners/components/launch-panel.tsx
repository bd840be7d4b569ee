import { Alert, Button, Card, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { formatDate } from "../../../lib/format";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import type { PartnerHome_PartnerFragment } from "../partner-home.generated";
import { useLaunchPartnerMutation } from "../partner-storefront.generated";

/** The storefront's address (its pages are the public storefront's). */
export const storefrontPath = (slug: string) => `/p/${slug}`;

/**
 * Launch: what is still missing (the server's own list), the Launch button, and once live the
 * storefront's address. The server refuses a launch that lacks anything and says what.
 */
export function LaunchPanel({ partner }: { partner: PartnerHome_PartnerFragment }) {
  const [launch, { loading }] = useLaunchPartnerMutation();
  const blocked = partner.status === "SUSPENDED" || partner.status === "ENDED";

  async function press() {
    const live = await runMutation(
      async () => (await launch({ variables: { partnerId: partner.id } })).data?.launchPartner,
      {
        title: "Not Launched",
        fallback: "The storefront could not be launched. Please try again.",
      },
    );
    if (live?.slug) {
      showToast("success", {
        title: "Launched",
        description: `Your storefront is live at ${storefrontPath(live.slug)}.`,
      });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="launch-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="launch-heading">
          Launch
        </Heading>
        {partner.status === "LIVE" && partner.slug ? (
          <Stack gap="2">
            <Text fontWeight="semibold">
              Live at{" "}
              <Link href={storefrontPath(partner.slug)} color="blue.700">
                {storefrontPath(partner.slug)}
              </Link>
            </Text>
            {partner.launchedAt && (
              <Text color="gray.600">Launched on {formatDate(partner.launchedAt)}.</Text>
            )}
            <Text color="gray.600" fontSize="sm">
              Changing the short address moves the storefront: the old address stops working.
            </Text>
          </Stack>
        ) : blocked ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>
              {partner.status === "SUSPENDED"
                ? "A suspended partner cannot launch its storefront."
                : "The licence's term has ended: renew it to launch."}
            </Alert.Description>
          </Alert.Root>
        ) : (
          <Stack gap="3" align="start">
            {partner.launchMissing.length > 0 ? (
              <>
                <Text>Before launching, please set:</Text>
                <List.Root aria-label="Missing before launch" ps="5">
                  {partner.launchMissing.map(item => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              </>
            ) : (
              <Text>
                Everything is set. Launching opens your storefront to learners at{" "}
                {storefrontPath(partner.slug ?? "")}.
              </Text>
            )}
            <Button
              colorPalette="green"
              loading={loading}
              loadingText="Launching..."
              disabled={partner.launchMissing.length > 0}
              onClick={() => void press()}
            >
              Launch storefront
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
