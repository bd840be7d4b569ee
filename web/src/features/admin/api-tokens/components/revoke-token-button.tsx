import { ConfirmedButton } from "../../components/confirmed-button";
import { useRevokeApiTokenMutation } from "../admin-api-tokens.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";

/** Revokes a token behind a confirmation; it stops working at once. */
export function RevokeTokenButton({ id, name }: { id: number; name: string }) {
  const [revoke, { loading }] = useRevokeApiTokenMutation();
  async function confirm() {
    const data = await runMutation(async () => (await revoke({ variables: { id } })).data, {
      title: "Revoke Failed",
      fallback: "Failed to revoke the token. Please try again.",
    });
    if (data)
      showToast("success", { title: "Token revoked", description: `${name} no longer works.` });
  }
  return (
    <ConfirmedButton
      label="Revoke"
      ariaLabel={`Revoke: ${name}`}
      title={`Revoke ${name}?`}
      confirmLabel="Revoke Token"
      loadingText="Revoking..."
      consequence="Every request with this token is refused from now on. This cannot be undone."
      loading={loading}
      onConfirm={confirm}
    />
  );
}
