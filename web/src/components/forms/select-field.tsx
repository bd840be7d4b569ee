import { Field, NativeSelect } from "@chakra-ui/react";
import type { ChangeEvent } from "react";
import { NativeSelectRoot } from "../ui/page-recipes";

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/** A labelled native select with its error, like TextField. */
export function SelectField({ label, error, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={select.required} disabled={select.disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelectRoot>
        <NativeSelect.Field {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(option => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelectRoot>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
