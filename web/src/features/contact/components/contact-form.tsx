import { Button, Field, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { usePostedForm } from "../../../lib/posted-form";
import { LiveFieldset } from "../../../components/forms/live-fieldset";
import { NativeSelectRoot } from "../../../components/ui/page-recipes";
import { EMAIL_PATTERN, oneLineProblem, phoneProblem } from "@guardian/rules";
import { useState } from "react";
import type { FormEvent } from "react";
import { TextField } from "../../../components/forms/text-field";
import { TextareaField } from "../../../components/forms/textarea-field";
import { CheckCircleIcon } from "../../../components/icons/icons";
import { useSubmitContactMessageMutation } from "../contact.generated";
import type { ContactSubject } from "../../../graphql/types";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

const SUBJECTS: { value: ContactSubject; label: string }[] = [
  { value: "COURSE_INFO", label: "Course Information" },
  { value: "ENROLLMENT", label: "Enrollment" },
  { value: "TECHNICAL", label: "Technical Support" },
  { value: "BILLING", label: "Billing" },
  { value: "OTHER", label: "Other" },
];

interface Values {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
}
const EMPTY: Values = { name: "", email: "", phone: "", subject: "COURSE_INFO", message: "" };

/**
 * The message form: idle, submitting, then the success state with 'Send Another Message'. The app
 * sends it through GraphQL; without JavaScript it is a plain POST to /contact, answered with this
 * page rendered by the server showing the form as sent (`usePostedForm`: its confirmation, or each
 * field's refusal with what was typed).
 */
export function ContactForm() {
  const posted = usePostedForm("contact");
  const [values, setValues] = useState<Values>(() =>
    posted && !posted.sent ? { ...EMPTY, ...(posted.values as Partial<Values>) } : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>(posted?.errors ?? {});
  // The server's refusals shown beside the fields they name.
  const fieldErrors = {
    hasField: (name: string) => Object.hasOwn(EMPTY, name),
    setFieldError: (name: string, message: string) =>
      setErrors(current => ({ ...current, [name]: message })),
  };
  const [sent, setSent] = useState(posted?.sent ?? false);
  const [submit, { loading }] = useSubmitContactMessageMutation();
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues(current => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = { ...values, name: values.name.trim(), email: values.email.trim() };
    if (!trimmed.name || !trimmed.email || !values.message.trim()) {
      showToast("error", {
        title: "Missing Information",
        description: "Please fill out all required fields.",
      });
      return;
    }
    // The server's rules for each field, so a refusal shows before anything is sent.
    const problems = Object.entries({
      name: oneLineProblem("Name", trimmed.name),
      email: EMAIL_PATTERN.test(trimmed.email) ? undefined : "Please enter a valid email",
      phone: values.phone.trim() ? phoneProblem(values.phone.trim()) : undefined,
    }).filter((entry): entry is [keyof Values, string] => Boolean(entry[1]));
    if (problems.length) {
      setErrors(Object.fromEntries(problems));
      return;
    }
    setErrors({});
    const input = { ...trimmed, phone: values.phone.trim() || null };
    const done = await runMutation(
      async () => (await submit({ variables: { input } })).data?.submitContactMessage,
      {
        title: "Message Not Sent",
        fallback: "Something went wrong. Please try again.",
        form: fieldErrors,
      },
    );
    if (!done) return;
    setSent(true);
    setValues(EMPTY);
  }

  if (sent) {
    return (
      <Stack role="status" align="center" gap="4" py="10" textAlign="center">
        <CheckCircleIcon boxSize="12" color="green.600" aria-hidden />
        <Text fontSize="xl" fontWeight="bold">
          Message Sent!
        </Text>
        <Text color="gray.600">Thank you for contacting us. We will get back to you soon.</Text>
        {posted ? (
          // The server's answer to the form sent without JavaScript: a fresh contact page.
          <Button asChild variant="outline">
            <a href="/contact">Send Another Message</a>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setSent(false)}>
            Send Another Message
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <form
      method="post"
      action="/contact"
      onSubmit={event => void onSubmit(event)}
      noValidate
      aria-label="Contact form"
    >
      <LiveFieldset postsWithoutApp>
        <Stack gap="4">
          {posted?.message && (
            <Text role="alert" color="red.700">
              Message Not Sent: {posted.message}
            </Text>
          )}
          <TextField
            label="Name"
            name="name"
            required
            value={values.name}
            onChange={set("name")}
            error={errors.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            value={values.email}
            onChange={set("email")}
            error={errors.email}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            value={values.phone}
            onChange={set("phone")}
            error={errors.phone}
          />
          <Field.Root required invalid={Boolean(errors.subject)}>
            <Field.Label>
              Subject
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelectRoot>
              <NativeSelect.Field name="subject" value={values.subject} onChange={set("subject")}>
                {SUBJECTS.map(subject => (
                  <option key={subject.value} value={subject.value}>
                    {subject.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelectRoot>
            {errors.subject && <Field.ErrorText>{errors.subject}</Field.ErrorText>}
          </Field.Root>
          <TextareaField
            label="Message"
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={set("message")}
            error={errors.message}
          />
          <Button type="submit" colorPalette="blue" loading={loading} loadingText="Sending...">
            Send Message
          </Button>
        </Stack>
      </LiveFieldset>
    </form>
  );
}
