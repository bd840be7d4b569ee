import { Field, Input } from "@chakra-ui/react";
import type { InputProps } from "@chakra-ui/react";
import { useId } from "react";

interface TextFieldProps extends InputProps {
  label: string;
  name: string;
  error?: string;
  helperText?: string;
}

/**
 * A labelled input. Its error is both its aria-errormessage (set by Chakra) and its description,
 * since screen readers announce descriptions more reliably.
 */
export function TextField({
  label,
  error,
  helperText,
  required,
  readOnly,
  ...input
}: TextFieldProps) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const describedBy = error ? ids.errorText : helperText ? ids.helperText : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} ids={ids}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} aria-describedby={describedBy} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
