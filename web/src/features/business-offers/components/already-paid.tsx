import { Alert, Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

/** An offer that is no longer waiting for its fee: no card form, so nothing is charged twice. */
export function AlreadyPaid() {
  return (
    <Alert.Root status="success" flexDirection="column" alignItems="flex-start" gap="3">
      <Alert.Title>This offer has already been paid.</Alert.Title>
      <Alert.Description>
        Thank you. We will be in touch about your licensing agreement.
      </Alert.Description>
      <Button asChild size="sm" colorPalette="blue">
        <RouterLink to="/">Return to Home</RouterLink>
      </Button>
    </Alert.Root>
  );
}
