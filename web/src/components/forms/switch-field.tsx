import { Switch } from "@chakra-ui/react";

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A labelled on/off switch of a form (a checkbox to assistive technology). */
export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={details => onChange(details.checked)}
      colorPalette="blue"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
