import {
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { TabsRoot, NativeSelectRoot } from "../../../components/ui/page-recipes";
import { useState } from "react";
import type { FormEvent } from "react";
import { serverMessage } from "../../../lib/graphql/errors";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import {
  useEnrollmentAgreementQuery,
  useSignAgreementMutation,
  type SignAgreementMutation,
} from "../checkout.generated";
import { useSession } from "../../../lib/session/session-context";
import { showToast } from "../../../lib/toast";
import { LegalHtml } from "../../legal/components/legal-html";
import { useCheckoutFailure } from "../checkout-failure";
import { SignaturePad } from "./signature-pad";
import { CheckboxRoot } from "../../../components/ui/checkbox-root";

/** The five styles of a typed signature and the lettering each is shown in. */
export const SIGNATURE_STYLES = [
  {
    value: "handwritten",
    label: "Handwritten",
    font: "'Brush Script MT', 'Segoe Script', cursive",
  },
  { value: "formal", label: "Formal", font: "'Times New Roman', Times, serif", italic: true },
  { value: "casual", label: "Casual", font: "'Comic Sans MS', 'Comic Neue', cursive" },
  { value: "professional", label: "Professional", font: "Georgia, serif" },
  { value: "standard", label: "Standard", font: "Arial, Helvetica, sans-serif" },
] as const;

type Method = "TYPED" | "DRAWN";
export type SignedAgreement = SignAgreementMutation["signAgreement"];

/** SHA-256 (hex) of the document exactly as shown: the server refuses it if it has changed. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map(byte => byte.toString(16).padStart(2, "0")).join("");
}

interface AgreementStepProps {
  courseId: number;
  onSigned: (agreement: SignedAgreement) => void;
}

/** Step 1: read the enrollment agreement, agree, sign by typing or drawing, submit. */
export function AgreementStep({ courseId, onSigned }: AgreementStepProps) {
  const { user } = useSession();
  const { data, loading, error, refetch } = useEnrollmentAgreementQuery();
  const [agreed, setAgreed] = useState(false);
  const [method, setMethod] = useState<Method>("TYPED");
  const [typed, setTyped] = useState(() =>
    `${user?.firstName ?? ""} ${user?.lastName ?? ""}`.trim(),
  );
  const [style, setStyle] = useState<string>(SIGNATURE_STYLES[0].value);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [sign, { loading: submitting }] = useSignAgreementMutation();
  const fail = useCheckoutFailure(courseId);

  if (loading && !data) return <LoadingState label="Loading the enrollment agreement…" />;
  if (error || !data) {
    return (
      <ErrorState
        title="An error occurred while loading the document"
        description={serverMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  const document = data.activeLegalDocument;
  const signed = method === "TYPED" ? typed.trim() !== "" : drawn !== null;
  const font = SIGNATURE_STYLES.find(option => option.value === style) ?? SIGNATURE_STYLES[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      showToast("error", {
        title: "Authentication Required",
        description: "You must be logged in to submit this agreement.",
      });
      return;
    }
    if (!agreed || !signed) {
      showToast("error", {
        title: "Missing information",
        description: "Please read the document and provide your signature.",
      });
      return;
    }
    const signature =
      method === "TYPED"
        ? { type: method, text: typed.trim(), style }
        : { type: method, data: drawn };
    try {
      const result = await sign({
        variables: {
          input: {
            documentId: document.id,
            courseId,
            signature,
            documentSha256: await sha256(document.content),
          },
        },
      });
      if (!result.data) throw new Error("The server answered without data.");
      onSigned(result.data.signAgreement);
    } catch (failure) {
      fail(failure, {
        title: "Submission Failed",
        fallback: "There was a problem submitting your agreement. Please try again.",
      });
    }
  }

  return (
    <Stack as="form" gap="6" onSubmit={submit}>
      <Stack gap="2">
        <Heading as="h2" size="lg">
          {document.title}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          Version {document.version}
        </Text>
        <Box
          tabIndex={0}
          aria-label="Enrollment agreement text"
          role="region"
          maxH="96"
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
          p="4"
          bg="gray.50"
        >
          <LegalHtml html={document.content} />
        </Box>
      </Stack>

      <CheckboxRoot checked={agreed} onCheckedChange={change => setAgreed(change.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          I have read and agree to the terms of this enrollment agreement
        </Checkbox.Label>
      </CheckboxRoot>

      {agreed && (
        <Stack gap="4">
          <Heading as="h3" size="md">
            Your signature
          </Heading>
          <TabsRoot value={method} onValueChange={change => setMethod(change.value as Method)}>
            <Tabs.List>
              <Tabs.Trigger value="TYPED">Type Signature</Tabs.Trigger>
              <Tabs.Trigger value="DRAWN">Draw Signature</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="TYPED">
              <Stack gap="4" maxW="lg">
                <HStack gap="4" align="flex-end" flexWrap="wrap">
                  <Field.Root flex="1" minW="48">
                    <Field.Label>Full name</Field.Label>
                    <Input value={typed} maxLength={100} onChange={e => setTyped(e.target.value)} />
                  </Field.Root>
                  <Field.Root minW="40" w="auto">
                    <Field.Label>Style</Field.Label>
                    <NativeSelectRoot>
                      <NativeSelect.Field value={style} onChange={e => setStyle(e.target.value)}>
                        {SIGNATURE_STYLES.map(option => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelectRoot>
                  </Field.Root>
                </HStack>
                <Box
                  aria-label="Signature preview"
                  role="img"
                  borderBottomWidth="2px"
                  borderColor="gray.800"
                  minH="16"
                  px="2"
                  fontSize="3xl"
                  fontFamily={font.font}
                  fontStyle={"italic" in font ? "italic" : "normal"}
                >
                  {typed}
                </Box>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="DRAWN">
              <SignaturePad onChange={setDrawn} />
            </Tabs.Content>
          </TabsRoot>
        </Stack>
      )}

      <Box>
        <Button type="submit" colorPalette="blue" disabled={!agreed || !signed || submitting}>
          {submitting ? "Submitting..." : "Sign Agreement"}
        </Button>
      </Box>
    </Stack>
  );
}
