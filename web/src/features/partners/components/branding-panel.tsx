import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { partnerBrandingProblems } from "@guardian/rules";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import type { PartnerHome_PartnerFragment } from "../partner-home.generated";
import { useUpdatePartnerBrandingMutation } from "../partner-storefront.generated";

type Partner = PartnerHome_PartnerFragment;

/** The settings as the form holds them (the server trims and lower-cases as it checks). */
const valuesOf = (partner: Partner) => ({
  displayName: partner.displayName ?? "",
  slug: partner.slug ?? "",
  brandColour: partner.brandColour ?? "",
  supportEmail: partner.supportEmail ?? "",
  supportPhone: partner.supportPhone ?? "",
});

const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The storefront's branding: name, short address, colour and support contacts. The rules are
 * @guardian/rules' (the server's own), shown before sending; a refusal the server still makes
 * (a slug another partner took) is shown beside its field.
 */
export function BrandingPanel({ partner }: { partner: Partner }) {
  const [save, { loading }] = useUpdatePartnerBrandingMutation();
  const form = useForm(valuesOf(partner), values => partnerBrandingProblems(values));
  const colour = form.values.brandColour.trim();

  const submit = form.handleSubmit(async values => {
    const input = {
      ...values,
      slug: values.slug.trim().toLowerCase(),
      supportPhone: values.supportPhone.trim() || null,
    };
    const saved = await runMutation(
      async () =>
        (await save({ variables: { partnerId: partner.id, input } })).data?.updatePartnerBranding,
      { title: "Not Saved", fallback: "The settings could not be saved. Please try again.", form },
    );
    if (saved) showToast("success", { title: "Saved", description: "The branding is saved." });
  });

  return (
    <Card.Root as="section" aria-labelledby="branding-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="branding-heading">
          Branding
        </Heading>
        <form onSubmit={submit} noValidate aria-label="Branding">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="Display name"
                required
                helperText="The name your storefront shows (2 to 80 characters)."
                {...form.field("displayName")}
              />
              <TextField
                label="Short address"
                required
                autoCapitalize="none"
                helperText={`Your storefront: /p/${form.values.slug.trim().toLowerCase() || "your-name"}. Changing it after launch moves the storefront: the old address stops working.`}
                {...form.field("slug")}
              />
              <TextField
                label="Brand colour"
                required
                placeholder="#1a4d8f"
                helperText="A colour like #1a4d8f, dark enough for white text and to read on the page (contrast at least 4.5:1)."
                {...form.field("brandColour")}
              />
              <Stack gap="1" aria-hidden="true">
                <Text fontSize="sm" fontWeight="medium">
                  Preview
                </Text>
                <HStack gap="3" flexWrap="wrap">
                  <Box
                    px="4"
                    py="2"
                    rounded="md"
                    bg={COLOUR.test(colour) ? colour : "gray.600"}
                    color="white"
                    fontWeight="semibold"
                  >
                    Enroll now
                  </Box>
                  <Text color={COLOUR.test(colour) ? colour : "gray.500"} fontWeight="semibold">
                    {form.values.displayName.trim() || "Your academy"}
                  </Text>
                </HStack>
              </Stack>
              <TextField
                label="Support email"
                type="email"
                autoComplete="email"
                required
                {...form.field("supportEmail")}
              />
              <TextField
                label="Support phone"
                type="tel"
                autoComplete="tel"
                helperText="Optional."
                {...form.field("supportPhone")}
              />
            </SimpleGrid>
            <HStack>
              <Button type="submit" colorPalette="blue" loading={loading} loadingText="Saving...">
                Save branding
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
