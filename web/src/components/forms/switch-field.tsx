import { Switch } from "@chakra-ui/react";
import { SwitchRoot } from "../ui/switch-root";

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A labelled on/off switch of a form (a checkbox to assistive technology). */
export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  return (
    <SwitchRoot
      checked={checked}
      onCheckedChange={details => onChange(details.checked)}
      colorPalette="blue"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </SwitchRoot>
  );
}
