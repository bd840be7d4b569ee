import { Field, Stack, Switch, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { PRELAUNCH_TEXT } from "../../../settings/components/site-banners";
import { MAX_DISCLAIMER_LENGTH } from "../settings-messages";
import type { DisclaimerDraft, PrelaunchDraft } from "../use-banner-drafts";
import { SwitchRoot } from "../../../../components/ui/switch-root";
import { Textarea } from "../../../../components/ui/textarea";

interface SettingSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** A labelled switch (a checkbox with the role of a switch for screen readers). */
export function SettingSwitch({ label, checked, disabled, onChange }: SettingSwitchProps) {
  return (
    <SwitchRoot
      checked={checked}
      disabled={disabled}
      onCheckedChange={details => onChange(details.checked)}
      colorPalette="blue"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </SwitchRoot>
  );
}

/** A setting's load state: the spinner, the spec's failure text with Try Again, or the fields. */
function Loaded(props: {
  query: { loading: boolean; error?: unknown; refetch(): unknown };
  ready: boolean;
  errorTitle: string;
  label: string;
  children: ReactNode;
}) {
  if (props.query.error && !props.ready) {
    return <ErrorState title={props.errorTitle} onRetry={() => props.query.refetch()} />;
  }
  if (!props.ready) return <LoadingState label={props.label} py="6" />;
  return <>{props.children}</>;
}

export function DisclaimerFields({ draft }: { draft: DisclaimerDraft }) {
  const { value, setDraft, saving } = draft;
  return (
    <Loaded
      query={draft.query}
      ready={value !== null}
      errorTitle="Failed to load disclaimer settings"
      label="Loading disclaimer settings…"
    >
      {value && (
        <Stack gap="4">
          <SettingSwitch
            label="Show Disclaimer Banner"
            checked={value.isVisible}
            disabled={saving}
            onChange={isVisible => setDraft({ ...value, isVisible })}
          />
          <Field.Root>
            <Field.Label>Disclaimer Text</Field.Label>
            <Textarea
              name="disclaimerText"
              rows={4}
              value={value.text}
              maxLength={MAX_DISCLAIMER_LENGTH}
              onChange={event => setDraft({ ...value, text: event.target.value })}
            />
            <Field.HelperText>
              Plain text, shown in the yellow bar at the top of every public page (
              {[...value.text].length}/{MAX_DISCLAIMER_LENGTH} characters).
            </Field.HelperText>
          </Field.Root>
        </Stack>
      )}
    </Loaded>
  );
}

export function PrelaunchFields({ draft }: { draft: PrelaunchDraft }) {
  const { value, setDraft, saving } = draft;
  return (
    <Loaded
      query={draft.query}
      ready={value !== null}
      errorTitle="Failed to load prelaunch banner settings"
      label="Loading prelaunch banner settings…"
    >
      {value && (
        <Stack gap="3">
          <SettingSwitch
            label="Show Pre-Launch Banner"
            checked={value.isVisible}
            disabled={saving}
            onChange={isVisible => setDraft({ isVisible })}
          />
          <Text fontSize="sm" color="gray.600">
            The banner tells visitors: “{PRELAUNCH_TEXT}”
          </Text>
        </Stack>
      )}
    </Loaded>
  );
}
