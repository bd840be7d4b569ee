import { Alert, Button, HStack, Stack } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { TextField } from "../forms/text-field";
import { useConfirmDemoPaymentMutation } from "./demo-card-form.generated";
import { CARD_ERROR_FALLBACK } from "./card-form";
import type { CardFormProps } from "./card-form";

type Fields = "cardNumber" | "expiry" | "cvc";

/** Checks the card as a card form would before sending it; the processor decides the rest. */
function validate(values: Record<Fields, string>, now = new Date()) {
  const errors: Partial<Record<Fields, string>> = {};
  const digits = values.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = "Enter the card number (12 to 19 digits)";
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  const past =
    year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  if (!expiry || month < 1 || month > 12) errors.expiry = "Enter the expiry as MM / YY";
  else if (past) errors.expiry = "This card has expired";
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = "Enter the 3 or 4 digit security code";
  return {
    errors,
    card: { cardNumber: digits, expMonth: month, expYear: year, cvc: values.cvc.trim() },
  };
}

/**
 * The expiry as MM / YY while it is typed or pasted: `1230` becomes `12 / 30`, `4` becomes
 * `04 / `, `12/2030` becomes `12 / 30`; deleting past the separator removes it.
 */
export function formatExpiry(typed: string, before: string): string {
  const long = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(typed);
  if (long) return `${long[1].padStart(2, "0")} / ${long[2]}`;
  let digits = typed.replace(/\D/g, "").slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  const deleting = typed.length < before.length && before.startsWith(typed);
  return digits.length === 2 && !deleting ? `${digits} / ` : digits;
}

/** The demo processor's card form: it says plainly that no card is charged. */
export function DemoCardForm(props: CardFormProps) {
  const { intent, amount, onPaid, onCardError, onUnexpectedError } = props;
  const [values, setValues] = useState<Record<Fields, string>>({
    cardNumber: "",
    expiry: "",
    cvc: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [declined, setDeclined] = useState<string>();
  const [confirm, { loading }] = useConfirmDemoPaymentMutation();
  const set = (name: Fields) => (event: { target: { value: string } }) => {
    const typed = event.target.value;
    setValues(current => ({
      ...current,
      [name]: name === "expiry" ? formatExpiry(typed, current.expiry) : typed,
    }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setDeclined(undefined);
    try {
      const { data } = await confirm({
        variables: {
          input: { paymentIntentId: intent.id, clientSecret: intent.clientSecret, ...checked.card },
        },
      });
      const result = data?.confirmDemoPayment;
      if (result?.status === "succeeded") return onPaid(result.paymentIntentId);
      const message = result?.error ?? CARD_ERROR_FALLBACK;
      setDeclined(message);
      onCardError(message);
    } catch {
      onUnexpectedError();
    }
  }

  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Demo payments: no card is charged.</Alert.Title>
          <Alert.Description>
            Pay with 4242 4242 4242 4242 and any future expiry and CVC; 4000 0000 0000 0002 is
            declined.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <TextField
        label="Card number"
        name="cardNumber"
        error={errors.cardNumber}
        value={values.cardNumber}
        onChange={set("cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <HStack gap="4" align="flex-start">
        <TextField
          label="Expiry"
          name="expiry"
          error={errors.expiry}
          value={values.expiry}
          onChange={set("expiry")}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          maxLength={9}
        />
        <TextField
          label="CVC"
          name="cvc"
          error={errors.cvc}
          value={values.cvc}
          onChange={set("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </HStack>
      {declined && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{declined}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        type="submit"
        colorPalette="blue"
        size="lg"
        loading={loading}
        loadingText="Processing..."
      >
        Pay {amount}
      </Button>
    </Stack>
  );
}
