import { Button, Card, Heading, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { saveSettings } from "./save-settings";

interface SettingFormCardProps {
  /** The id of the heading that names the form. */
  headingId: string;
  title: string;
  /** The setting's draft (see use-banner-drafts): saved by the form's button. */
  draft: { value: unknown; saving: boolean; save(): Promise<boolean> };
  submitLabel: string;
  /** The success toast's description. */
  savedText: string;
  children: ReactNode;
}

/** A banner setting's form in a card, with a save of its own (Admin Legal's tab, too). */
export function SettingFormCard(props: SettingFormCardProps) {
  const { draft } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveSettings([draft.save], props.savedText);
  };
  return (
    <Card.Root as="form" onSubmit={submit} aria-labelledby={props.headingId}>
      <Card.Header>
        <Heading id={props.headingId} as="h2" size="lg">
          {props.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {props.children}
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="start"
            loading={draft.saving}
            disabled={!draft.value}
          >
            {props.submitLabel}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
