import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { useRevokeApiTokenMutation } from "../admin-api-tokens.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";

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
        <ConfirmDialog
          title={`Revoke ${name}?`}
          confirmLabel="Revoke Token"
          loadingText="Revoking..."
          loading={loading}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <Text>Every request with this token is refused from now on. This cannot be undone.</Text>
        </ConfirmDialog>
      )}
    </>
  );
}
