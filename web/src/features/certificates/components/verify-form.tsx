import { Button, HStack } from "@chakra-ui/react";
import { canonicalCertificateNumber } from "@guardian/rules";
import { useNavigate } from "react-router-dom";
import { TextField } from "../../../components/forms/text-field";
import { useForm } from "../../../components/forms/use-form";

// The API's rule (@guardian/rules): the shape and the check symbol, any case, O for 0, I/L for 1.
function validate({ number }: { number: string }) {
  if (!number.trim()) return { number: "Enter a certificate number" };
  if (!canonicalCertificateNumber(number)) {
    return { number: "A certificate number looks like GA-2026-7K3M9QXTQ" };
  }
  return {};
}

/**
 * Asks for a certificate number and opens its verification page. Before the app is live and
 * without it, a plain GET form: /verify?number=… (VerifyPage reads it).
 */
export function VerifyForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const form = useForm({ number: initial }, validate);
  const submit = form.handleSubmit(({ number }) => {
    const to = `/verify/${encodeURIComponent(canonicalCertificateNumber(number) ?? "")}`;
    // After the submit event: a navigation (a transition) started inside it makes React treat
    // the submit as a form action and read the form's FormData, which nothing here needs.
    queueMicrotask(() => void navigate(to));
  });
  return (
    <form
      method="get"
      action="/verify"
      onSubmit={submit}
      noValidate
      aria-label="Verify a certificate"
    >
      <HStack align="flex-end" gap="3" flexWrap={{ base: "wrap", sm: "nowrap" }}>
        <TextField
          label="Certificate number"
          placeholder="GA-2026-7K3M9QXTQ"
          autoComplete="off"
          maxLength={64}
          {...form.field("number")}
        />
        <Button type="submit" colorPalette="blue" flexShrink={0}>
          Verify
        </Button>
      </HStack>
    </form>
  );
}
