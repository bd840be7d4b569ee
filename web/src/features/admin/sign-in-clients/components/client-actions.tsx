import { HStack } from "@chakra-ui/react";
import { ConfirmedButton } from "../../components/confirmed-button";
import {
  useAdminRevokeOidcClientMutation,
  useAdminRotateOidcClientSecretMutation,
  type AdminSignInClientsPage_ClientFragment,
} from "../admin-sign-in-clients.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";

interface ClientActionsProps {
  client: AdminSignInClientsPage_ClientFragment;
  /** A new secret was made: show it this once. */
  onRotated(secret: string, client: AdminSignInClientsPage_ClientFragment): void;
}

/** An active client's Rotate Secret and Revoke, each behind a confirmation. */
export function ClientActions({ client, onRotated }: ClientActionsProps) {
  const { id, name } = client;
  const [rotate, rotating] = useAdminRotateOidcClientSecretMutation();
  const [revoke, revoking] = useAdminRevokeOidcClientMutation();
  async function confirmRotate() {
    const data = await runMutation(async () => (await rotate({ variables: { id } })).data, {
      title: "Rotate Failed",
      fallback: "Failed to give the client a new secret. Please try again.",
    });
    if (data) onRotated(data.adminRotateOidcClientSecret.secret, client);
  }
  async function confirmRevoke() {
    const data = await runMutation(async () => (await revoke({ variables: { id } })).data, {
      title: "Revoke Failed",
      fallback: "Failed to revoke the client. Please try again.",
    });
    if (data)
      showToast("success", {
        title: "Client revoked",
        description: `${name} can no longer sign anyone in.`,
      });
  }
  return (
    <HStack gap="2" wrap="wrap">
      <ConfirmedButton
        label="Rotate Secret"
        ariaLabel={`Rotate secret: ${name}`}
        title={`Give ${name} a new secret?`}
        confirmLabel="Rotate Secret"
        loadingText="Rotating..."
        consequence="Its current secret stops working at once: enter the new one in its settings straight away."
        loading={rotating.loading}
        onConfirm={confirmRotate}
      />
      <ConfirmedButton
        label="Revoke"
        ariaLabel={`Revoke: ${name}`}
        title={`Revoke ${name}?`}
        confirmLabel="Revoke Client"
        loadingText="Revoking..."
        consequence="Its next sign-in is refused from now on. This cannot be undone."
        loading={revoking.loading}
        onConfirm={confirmRevoke}
      />
    </HStack>
  );
}
