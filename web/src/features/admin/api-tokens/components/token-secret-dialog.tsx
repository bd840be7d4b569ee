import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DialogRoot } from "../../../../components/ui/dialog-root";

/** The new token, shown this once, with a copy button. */
export function TokenSecretDialog({ token, onClose }: { token: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(token);
    setCopied(true);
  }
  return (
    <DialogRoot open placement="center" onOpenChange={change => !change.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Your New API Token</Dialog.Title>
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
                  aria-label="API token"
                  fontFamily="mono"
                  bg="gray.100"
                  p="2"
                  borderRadius="md"
                  wordBreak="break-all"
                >
                  {token}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  Send it as{" "}
                  <Text as="code" fontFamily="mono">
                    Authorization: Bearer {"<token>"}
                  </Text>
                  .
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
