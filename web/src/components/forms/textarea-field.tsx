import { Field } from "@chakra-ui/react";
import type { TextareaProps } from "@chakra-ui/react";
import type { ChangeEvent } from "react";
import { useId } from "react";
import { Textarea } from "../ui/textarea";

interface TextareaFieldProps extends Omit<TextareaProps, "onChange"> {
  label: string;
  name: string;
  error?: string;
  helperText?: string;
  /** useForm's field handler (it reads only the target's value). */
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** A labelled multi-line input, with its error as its description (like TextField). */
export function TextareaField({
  label,
  error,
  helperText,
  required,
  onChange,
  ...textarea
}: TextareaFieldProps) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const describedBy = error ? ids.errorText : helperText ? ids.helperText : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={ids}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        {...textarea}
        aria-describedby={describedBy}
        onChange={event => onChange(event as unknown as ChangeEvent<HTMLInputElement>)}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
