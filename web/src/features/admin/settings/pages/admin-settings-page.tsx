import { Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { RenewalRuleForm } from "../../ce-ledger/components/renewal-rule-form";
import { DisclaimerFields, PrelaunchFields } from "../components/banner-setting-fields";
import { saveSettings } from "../components/save-settings";
import { TimeZoneForm } from "../components/time-zone-form";
import { useDisclaimerDraft, usePrelaunchDraft, useSaveBanners } from "../use-banner-drafts";

/** /admin/settings: both banners with one Save Settings button. */
export function AdminSettingsPage() {
  const disclaimer = useDisclaimerDraft();
  const prelaunch = usePrelaunchDraft();
  const banners = useSaveBanners(disclaimer, prelaunch);
  const saving = banners.saving;
  const ready = disclaimer.value !== null && prelaunch.value !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveSettings(
      [banners.save],
      "Your banner settings have been saved and the public site shows them now.",
    );
  };

  return (
    <Stack gap="8">
      <Stack as="form" gap="6" maxW="3xl" onSubmit={submit}>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Settings
          </Heading>
          <Text color="gray.600">The banners shown above every page of the public site.</Text>
        </Stack>
        <Card.Root aria-labelledby="settings-disclaimer-heading">
          <Card.Header>
            <Heading id="settings-disclaimer-heading" as="h2" size="lg">
              Disclaimer Banner
            </Heading>
          </Card.Header>
          <Card.Body>
            <DisclaimerFields draft={disclaimer} />
          </Card.Body>
        </Card.Root>
        <Card.Root aria-labelledby="settings-prelaunch-heading">
          <Card.Header>
            <Heading id="settings-prelaunch-heading" as="h2" size="lg">
              Pre-Launch Banner
            </Heading>
          </Card.Header>
          <Card.Body>
            <PrelaunchFields draft={prelaunch} />
          </Card.Body>
        </Card.Root>
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="start"
          loading={saving}
          disabled={!ready}
        >
          Save Settings
        </Button>
      </Stack>
      <RenewalRuleForm />
      <TimeZoneForm />
    </Stack>
  );
}
