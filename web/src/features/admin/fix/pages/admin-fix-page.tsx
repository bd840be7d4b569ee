import { Alert, Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { useFixAdminMutation, type FixAdminMutation } from "../admin-fix.generated";
import { serverMessage } from "../../../../lib/graphql/errors";

type Report = FixAdminMutation["fixAdmin"];

/**
 * /admin-fix: runs the admin fix (super administrators only, enforced by the server) when the
 * page opens and shows its report as text; a refusal shows the server's reason.
 */
export function AdminFixPage() {
  const [fixAdmin, { data, error, loading }] = useFixAdminMutation();
  // The answer (report or refusal) is the hook's state; the promise's rejection is shown from it.
  const run = () => fixAdmin().catch(() => undefined);
  const report: Report | null = error ? null : (data?.fixAdmin ?? null);
  const failure = error ? (serverMessage(error) ?? "Failed to fix admin user") : null;

  useEffect(() => {
    void fixAdmin().catch(() => undefined);
  }, [fixAdmin]);

  return (
    <Container maxW="3xl" py="12">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Admin Fix
        </Heading>
        <Text color="gray.600">
          Checks that every super administrator is also an administrator (and repairs those who are
          not), and that at least one active super administrator exists.
        </Text>
        {loading && !report && !failure && <LoadingState label="Running the admin fix…" py="6" />}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Admin fix failed</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {report && (
          <Box
            as="pre"
            aria-label="Admin fix report"
            role="region"
            whiteSpace="pre-wrap"
            fontFamily="mono"
            fontSize="sm"
            bg="gray.50"
            borderWidth="1px"
            rounded="md"
            p="4"
          >
            {report.text}
          </Box>
        )}
        <Button alignSelf="start" variant="outline" loading={loading} onClick={() => void run()}>
          Run Again
        </Button>
      </Stack>
    </Container>
  );
}
