import { Button, Card, Field, HStack, Heading, Input, List, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import {
  useAdminMapPartnerHostMutation,
  useAdminUnmapPartnerHostMutation,
} from "../admin-partners.generated";

const refetchQueries = ["AdminPartnerPage"];

/**
 * The partner's own domains (host names that serve its storefront, docs/partners.md): add one,
 * remove one. The server checks the name (no IP address, port or the portal's own host).
 */
export function PartnerDomains({ partnerId, hosts }: { partnerId: number; hosts: string[] }) {
  const [host, setHost] = useState("");
  const [map, mapping] = useAdminMapPartnerHostMutation({ refetchQueries });
  const [unmap, unmapping] = useAdminUnmapPartnerHostMutation({ refetchQueries });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const done = await runMutation(
      async () => (await map({ variables: { partnerId, host } })).data?.adminMapPartnerHost,
      { title: "Not Added", fallback: "The domain could not be added. Please try again." },
    );
    if (!done) return;
    showToast("success", { title: "Domain Added", description: `${host} serves the storefront.` });
    setHost("");
  };

  const remove = async (name: string) => {
    const done = await runMutation(
      async () => (await unmap({ variables: { host: name } })).data?.adminUnmapPartnerHost,
      { title: "Not Removed", fallback: "The domain could not be removed. Please try again." },
    );
    if (done !== undefined) showToast("success", { title: "Domain Removed", description: name });
  };

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Domains
        </Heading>
        {hosts.length === 0 ? (
          <Text color="gray.600">
            No domain of its own: the storefront is served at its short address.
          </Text>
        ) : (
          <List.Root aria-label="Domains" gap="2" listStyle="none" ms="0">
            {hosts.map(name => (
              <List.Item key={name}>
                <HStack gap="3">
                  <Text>{name}</Text>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Remove ${name}`}
                    loading={unmapping.loading}
                    onClick={() => void remove(name)}
                  >
                    Remove
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Stack as="form" aria-label="Add a domain" onSubmit={event => void add(event)}>
          <HStack align="end" flexWrap="wrap" gap="3">
            <Field.Root required flex="1" minW="56">
              <Field.Label>Domain</Field.Label>
              <Input
                value={host}
                placeholder="learn.example.com"
                onChange={event => setHost(event.target.value)}
              />
              <Field.HelperText>
                Point its DNS at the portal and give the proxy its certificate first.
              </Field.HelperText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={mapping.loading}>
              Add domain
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
