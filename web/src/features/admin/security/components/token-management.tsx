import { Alert, Button, Field, Input, Stack } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { useUserTokenInfoQuery } from "../../../../graphql/admin/hooks";
import { EmergencyActions } from "./emergency-actions";
import { UserTokenDetails } from "./user-token-details";

export const TOKEN_INFO_FAILED =
  "Failed to load user token information. User may not exist or you may not have permission.";

/** Token Management: look a user up by id, see their sessions, sign them out. */
export function TokenManagement() {
  const [typed, setTyped] = useState("");
  const [userId, setUserId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { data, loading, error, refetch } = useUserTokenInfoQuery({
    variables: { userId: userId ?? 0 },
    skip: userId === null,
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });

  function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typed.trim();
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
      setProblem("Enter a user ID: a whole number from 1");
      return;
    }
    setProblem(null);
    if (Number(value) === userId) void refetch();
    else setUserId(Number(value));
  }

  const info = userId !== null && !error ? data?.userTokenInfo : undefined;
  return (
    <Stack gap="6">
      <form noValidate onSubmit={lookUp}>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "end" }}>
          <Field.Root invalid={problem !== null} maxW={{ sm: "xs" }}>
            <Field.Label>User ID</Field.Label>
            <Input
              inputMode="numeric"
              placeholder="Enter user ID"
              value={typed}
              onChange={event => setTyped(event.target.value)}
            />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={loading} loadingText="Loading...">
            Get Token Info
          </Button>
        </Stack>
      </form>
      {userId !== null && error && !loading && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{TOKEN_INFO_FAILED}</Alert.Title>
        </Alert.Root>
      )}
      {info && <UserTokenDetails info={info} refreshing={loading} onRefresh={() => refetch()} />}
      <EmergencyActions />
    </Stack>
  );
}
