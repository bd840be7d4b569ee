import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useSession } from "../../../lib/session/session-context";

/**
 * A screen for super administrators only: anyone else sees the refusal instead (the server
 * refuses them too, for every field and path).
 */
export function SuperAdminOnly({ refusal, children }: { refusal: string; children: ReactNode }) {
  const { user } = useSession();
  if (user?.isSuperAdmin) return children;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{refusal}</Alert.Title>
    </Alert.Root>
  );
}
