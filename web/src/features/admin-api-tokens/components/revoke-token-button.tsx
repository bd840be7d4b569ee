import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DialogRoot } from "../../../components/ui/dialog-root";
import { useRevokeApiTokenMutation } from "../../../graphql/admin/hooks";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

/** Revokes a token behind a confirmation; it stops working at once. */
export function RevokeTokenButton({ id, name }: { id: number; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const [revoke, { loading }] = useRevokeApiTokenMutation();
  async function confirm() {
    const data = await runMutation(async () => (await revoke({ variables: { id } })).data, {
      title: "Revoke Failed",
      fallback: "Failed to revoke the token. Please try again.",
    });
    setConfirming(false);
    if (data)
      showToast("success", { title: "Token revoked", description: `${name} no longer works.` });
  }
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={() => setConfirming(true)}
        aria-label={`Revoke: ${name}`}
      >
        Revoke
      </Button>
      {confirming && (
        <DialogRoot
          open
          role="alertdialog"
          placement="center"
          onOpenChange={change => !change.open && !loading && setConfirming(false)}
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content mx="4">
                <Dialog.Header>
                  <Dialog.Title>Revoke {name}?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>
                    Every request with this token is refused from now on. This cannot be undone.
                  </Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" disabled={loading} onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                  <Button
                    colorPalette="red"
                    loading={loading}
                    loadingText="Revoking..."
                    onClick={() => void confirm()}
                  >
                    Revoke Token
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" disabled={loading} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </DialogRoot>
      )}
    </>
  );
}
