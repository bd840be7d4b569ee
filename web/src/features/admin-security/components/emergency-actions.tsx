import { Alert, Button, Card, CloseButton, Dialog, Heading, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DialogRoot } from "../../../components/ui/dialog-root";
import { useForceLogoutAllUsersMutation } from "../../../graphql/admin/hooks";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";

/** Emergency Actions: sign every other user out, behind a confirmation. */
export function EmergencyActions() {
  const [confirming, setConfirming] = useState(false);
  const [forceAll, { loading }] = useForceLogoutAllUsersMutation();

  async function confirm() {
    const data = await runMutation(async () => (await forceAll()).data, {
      title: "Error",
      fallback: "Unknown error",
      describe: message => `Failed to force system-wide logout: ${message}`,
    });
    setConfirming(false);
    if (!data) return;
    showToast("success", {
      title: "All users logged out",
      description: `Successfully forced logout for ${data.forceLogoutAllUsers.affectedCount} users.`,
    });
  }

  return (
    <Card.Root size="sm" borderColor="red.300">
      <Card.Header>
        <Heading as="h3" size="sm" color="red.700">
          Emergency Actions
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            These actions affect every user of the portal. Use them only in a security emergency.
          </Alert.Title>
        </Alert.Root>
        <Button colorPalette="red" alignSelf="start" onClick={() => setConfirming(true)}>
          Force Logout ALL Users
        </Button>
      </Card.Body>
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
                  <Dialog.Title>Force Logout ALL Users?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>
                    Every user except you is signed out of every session at once and must sign in
                    again. This cannot be undone.
                  </Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" disabled={loading} onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                  <Button
                    colorPalette="red"
                    loading={loading}
                    loadingText="Logging out..."
                    onClick={() => void confirm()}
                  >
                    Force Logout ALL Users
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
    </Card.Root>
  );
}
