import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { DialogRoot } from "../../../components/ui/dialog-root";

interface SecretOnceDialogProps {
  /** The dialog's title, e.g. "Your New API Token". */
  title: string;
  /** Names the secret for screen readers, e.g. "API token". */
  label: string;
  secret: string;
  /** How to use it, below the secret. */
  children: ReactNode;
  onClose(): void;
}

/** A new secret (an API token, a client secret), shown this once, with a copy button. */
export function SecretOnceDialog({
  title,
  label,
  secret,
  children,
  onClose,
}: SecretOnceDialogProps) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }
  return (
    <DialogRoot open placement="center" onOpenChange={change => !change.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>
                    Copy it now: it will not be shown again. Keep it secret like a password.
                  </Alert.Title>
                </Alert.Root>
                <Text
                  as="code"
                  aria-label={label}
                  fontFamily="mono"
                  bg="gray.100"
                  p="2"
                  borderRadius="md"
                  wordBreak="break-all"
                >
                  {secret}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {children}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void copy()}>
                {copied ? "Copied" : "Copy"}
              </Button>
              <Button colorPalette="blue" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
