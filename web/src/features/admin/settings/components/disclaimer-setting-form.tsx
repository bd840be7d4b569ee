import { Button, Card, Heading, Stack } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { useDisclaimerDraft } from "../use-banner-drafts";
import { DisclaimerFields } from "./banner-setting-fields";
import { saveSettings } from "./save-settings";

/** The disclaimer banner's switch and text with a save of its own (Admin Legal's tab, too). */
export function DisclaimerSettingForm() {
  const draft = useDisclaimerDraft();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveSettings([draft.save], "The disclaimer banner has been saved.");
  };
  return (
    <Card.Root as="form" onSubmit={submit} aria-labelledby="disclaimer-setting-heading">
      <Card.Header>
        <Heading id="disclaimer-setting-heading" as="h2" size="lg">
          Disclaimer Banner
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DisclaimerFields draft={draft} />
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="start"
            loading={draft.saving}
            disabled={!draft.value}
          >
            Save Disclaimer
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
