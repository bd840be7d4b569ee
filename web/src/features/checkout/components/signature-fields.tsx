import {
  Box,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { NativeSelectRoot, TabsRoot } from "../../../components/ui/page-recipes";
import { LegalHtml } from "../../legal/components/legal-html";
import { SignaturePad } from "./signature-pad";

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

/** SHA-256 (hex) of the document exactly as shown: the server refuses it if it has changed. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map(byte => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A signature being made, typed (name and style) or drawn: `signed` once there is one,
 * `signature` as the API's SignatureInput takes it.
 */
export function useSignature(name: string) {
  const [method, setMethod] = useState<Method>("TYPED");
  const [typed, setTyped] = useState(name);
  const [style, setStyle] = useState<string>(SIGNATURE_STYLES[0].value);
  const [drawn, setDrawn] = useState<string | null>(null);
  const signed = method === "TYPED" ? typed.trim() !== "" : drawn !== null;
  const signature =
    method === "TYPED"
      ? { type: method, text: typed.trim(), style }
      : { type: method, data: drawn };
  return { method, setMethod, typed, setTyped, style, setStyle, setDrawn, signed, signature };
}

export type SignatureState = ReturnType<typeof useSignature>;

/** Sign by typing the name (in one of five styles) or by drawing on the pad. */
export function SignatureFields({ state }: { state: SignatureState }) {
  const { method, setMethod, typed, setTyped, style, setStyle, setDrawn } = state;
  const font = SIGNATURE_STYLES.find(option => option.value === style) ?? SIGNATURE_STYLES[0];
  return (
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
  );
}

/** The document to sign: its title, version and text in a scroll box named `label`. */
export function AgreementText({
  document,
  label,
}: {
  document: { title: string; version: string; content: string };
  label: string;
}) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        {document.title}
      </Heading>
      <Text fontSize="sm" color="gray.600">
        Version {document.version}
      </Text>
      <Box
        tabIndex={0}
        aria-label={label}
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
  );
}
