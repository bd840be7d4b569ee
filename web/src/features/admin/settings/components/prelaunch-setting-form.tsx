import { Button, Card, Heading, Stack } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { usePrelaunchDraft } from "../use-banner-drafts";
import { PrelaunchFields } from "./banner-setting-fields";
import { saveSettings } from "./save-settings";

/** The pre-launch banner's switch with a save of its own (Admin Legal's tab, too). */
export function PrelaunchSettingForm() {
  const draft = usePrelaunchDraft();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveSettings([draft.save], "The pre-launch banner has been saved.");
  };
  return (
    <Card.Root as="form" onSubmit={submit} aria-labelledby="prelaunch-setting-heading">
      <Card.Header>
        <Heading id="prelaunch-setting-heading" as="h2" size="lg">
          Pre-Launch Banner
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <PrelaunchFields draft={draft} />
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="start"
            loading={draft.saving}
            disabled={!draft.value}
          >
            Save Pre-Launch Banner
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
