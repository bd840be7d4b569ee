import { Button, Card, Field, Heading, HStack, Image, Input, Stack, Text } from "@chakra-ui/react";
import { type ChangeEvent, useState } from "react";
import { chosenPng } from "../../../lib/data-url";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import type { PartnerHome_PartnerFragment } from "../partner-home.generated";
import {
  useRemovePartnerLogoMutation,
  useSetPartnerLogoMutation,
} from "../partner-storefront.generated";

/** What the server takes (partner-storefront.service.ts LOGO_LIMITS), said before a choice. */
const LIMITS = "A PNG of at most 200 KB and 512 × 512 pixels; saved at once.";

/**
 * The storefront's logo: a PNG sent through the server's image intake (which re-encodes it and
 * says why it refuses one), its preview, and its removal.
 */
export function LogoPanel({ partner }: { partner: PartnerHome_PartnerFragment }) {
  const [upload, uploading] = useSetPartnerLogoMutation();
  const [remove, removing] = useRemovePartnerLogoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const variables = { partnerId: partner.id };

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const logo = await chosenPng(event, setProblem);
    if (!logo) return;
    const saved = await runMutation(
      async () => (await upload({ variables: { ...variables, logo } })).data?.setPartnerLogo,
      {
        title: "Logo Not Saved",
        fallback: "The logo could not be uploaded. Please try again.",
        form: {
          hasField: name => name === "logo",
          setFieldError: (_, message) => setProblem(message),
        },
      },
    );
    if (saved)
      showToast("success", { title: "Logo saved", description: "The storefront shows it." });
  }

  async function drop() {
    const done = await runMutation(
      async () => (await remove({ variables })).data?.removePartnerLogo,
      { title: "Logo Not Removed", fallback: "The logo could not be removed. Please try again." },
    );
    if (done)
      showToast("success", {
        title: "Logo removed",
        description: "The storefront shows its name alone.",
      });
  }

  return (
    <Card.Root as="section" aria-labelledby="logo-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="logo-heading">
          Logo
        </Heading>
        <Stack direction={{ base: "column", sm: "row" }} gap="6" align={{ sm: "center" }}>
          {partner.logoUrl ? (
            <Image
              src={partner.logoUrl}
              alt={`The logo of ${partner.displayName ?? partner.legalName}`}
              maxW="32"
              maxH="32"
              objectFit="contain"
              borderWidth="1px"
              rounded="md"
              p="2"
            />
          ) : (
            <Text color="gray.600">No logo yet: the storefront shows its name alone.</Text>
          )}
          <Stack gap="3" flex="1">
            <Field.Root invalid={problem !== null} disabled={uploading.loading}>
              <Field.Label>Upload logo (PNG)</Field.Label>
              <Input
                type="file"
                accept="image/png"
                p="1"
                onChange={event => void chosen(event)}
                aria-describedby="partner-logo-help"
              />
              <Text id="partner-logo-help" fontSize="sm" color="gray.600">
                {uploading.loading ? "Uploading…" : LIMITS}
              </Text>
              {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
            </Field.Root>
            {partner.logoUrl && (
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={removing.loading}
                  onClick={() => void drop()}
                >
                  Remove logo
                </Button>
              </HStack>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
