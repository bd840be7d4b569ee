import { Field, NativeSelect } from "@chakra-ui/react";
import type { FieldRootProps, NativeSelectRootProps } from "@chakra-ui/react";
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
  size?: NativeSelectRootProps["size"];
  /** The field's widest, e.g. a filter in a row of them. */
  maxW?: FieldRootProps["maxW"];
}

/** A labelled native select with its error, like TextField. */
export function SelectField(props: SelectFieldProps) {
  const { label, error, options, placeholder, size, maxW, ...select } = props;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={select.required}
      disabled={select.disabled}
      maxW={maxW}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelectRoot size={size}>
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
