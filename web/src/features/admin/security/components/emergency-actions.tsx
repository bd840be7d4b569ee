import { Alert, Button, Card, Heading, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { useForceLogoutAllUsersMutation } from "../admin-security.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";

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
        <Heading as="h2" size="sm" color="red.700">
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
        <ConfirmDialog
          title="Force Logout ALL Users?"
          confirmLabel="Force Logout ALL Users"
          loadingText="Logging out..."
          loading={loading}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <Text>
            Are you sure you want to log out ALL users? This will affect everyone except you.
          </Text>
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}
