import { useState } from "react";
import type { ChangeEvent, FormEvent } from "react";

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * Form state with client validation: errors show after the first submit and then follow every
 * keystroke; a submit with errors focuses the first invalid field.
 */
export function useForm<T extends Record<string, string>>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  /** Sets a field as typing would (a value the server made, such as an uploaded picture's). */
  function setValue(name: keyof T & string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  }

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      // Inputs and selects alike.
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValue(name, event.target.value),
    };
  }

  function handleSubmit(onValid: (values: T) => void | Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate(values);
      setSubmitted(true);
      setErrors(found);
      // A rule may name a field with no problem (undefined): only a message makes it invalid.
      const firstInvalid = Object.entries(found).find(([, message]) => message)?.[0];
      if (firstInvalid === undefined) {
        void onValid(values);
        return;
      }
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
    };
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  }

  /** Whether a field the server names in a refusal is one of this form's. */
  function hasField(name: string): name is keyof T & string {
    return Object.hasOwn(initial, name);
  }

  /** The server's refusal of one field; the next keystroke validates it afresh. */
  function setFieldError(name: string, message: string) {
    if (hasField(name)) setErrors(current => ({ ...current, [name]: message }));
  }

  return { values, field, setValue, handleSubmit, reset, hasField, setFieldError };
}
