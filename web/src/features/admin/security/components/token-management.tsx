import { Alert, Box, Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { TextField } from "../../../../components/forms/text-field";
import { useUserTokenInfoQuery } from "../admin-security.generated";
import { showToast } from "../../../../lib/toast";
import { EmergencyActions } from "./emergency-actions";
import { UserSearch } from "./user-search";
import { UserTokenDetails } from "./user-token-details";

const INVALID_USER_ID = "Please enter a valid user ID";

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

  function pick(id: number) {
    setTyped(String(id));
    setProblem(null);
    if (id === userId) void refetch();
    else setUserId(id);
  }

  function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typed.trim();
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
      // The spec's toast, and the field marked with the same words.
      showToast("error", { title: "Invalid User ID", description: INVALID_USER_ID });
      setProblem(INVALID_USER_ID);
      return;
    }
    pick(Number(value));
  }

  const info = userId !== null && !error ? data?.userTokenInfo : undefined;
  return (
    <Stack gap="6">
      <UserSearch onPick={pick} />
      <form noValidate onSubmit={lookUp}>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "end" }}>
          <Box maxW={{ sm: "xs" }} flex="1">
            <TextField
              label="User ID"
              name="userId"
              inputMode="numeric"
              placeholder="Enter user ID"
              value={typed}
              onChange={event => setTyped(event.target.value)}
              error={problem ?? undefined}
            />
          </Box>
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
