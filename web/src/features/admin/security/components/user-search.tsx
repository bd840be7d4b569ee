import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { TextField } from "../../../../components/forms/text-field";
import { useSecurityUserSearchLazyQuery } from "../admin-security.generated";

/** Finds a user by name or email and hands their ID to the token lookup. */
export function UserSearch({ onPick }: { onPick(userId: number): void }) {
  const [typed, setTyped] = useState("");
  const [search, { data, loading, called }] = useSecurityUserSearchLazyQuery();
  const found = data?.adminUsers.edges.map(edge => edge.node) ?? [];
  return (
    <Stack
      as="form"
      gap="2"
      maxW={{ sm: "md" }}
      onSubmit={event => {
        event.preventDefault();
        if (typed.trim()) void search({ variables: { search: typed.trim() } });
      }}
      role="search"
      aria-label="Find a user"
    >
      <TextField
        label="Find a user"
        name="userSearch"
        placeholder="Username, email or name"
        helperText="Press Enter, then choose the user to look up."
        value={typed}
        onChange={event => setTyped(event.target.value)}
      />
      {loading && <Text color="gray.600">Searching...</Text>}
      {called && !loading && found.length === 0 && <Text color="gray.600">No user matches.</Text>}
      {found.map(user => (
        <Button
          key={user.id}
          variant="outline"
          justifyContent="flex-start"
          onClick={() => onPick(user.id)}
        >
          {user.username} ({user.email}), ID {user.id}
        </Button>
      ))}
    </Stack>
  );
}
