import { Badge, Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable, wholeList } from "../../../../components/data-table/data-table";
import type { Column } from "../../../../components/data-table/data-table";
import { Truncated } from "../../../../components/data-table/truncated";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { formatMoment } from "../../../../lib/format";
import { SecretOnceDialog } from "../../components/secret-once-dialog";
import { SuperAdminOnly } from "../../components/super-admin-only";
import {
  useAdminOidcClientsQuery,
  type AdminSignInClientsPage_ClientFragment,
} from "../admin-sign-in-clients.generated";
import { ClientActions } from "../components/client-actions";
import { CreateClientDialog } from "../components/create-client-dialog";

type Client = AdminSignInClientsPage_ClientFragment;

/** A secret just made, and the client it is for. */
type Shown = { secret: string; client: Client };

function columns(onRotated: (secret: string, client: Client) => void): Column<Client>[] {
  return [
    {
      header: "Name",
      render: client => (
        <Stack gap="0">
          <Truncated text={client.name} fontWeight="medium" />
          <Truncated text={client.clientId} fontFamily="mono" fontSize="sm" color="gray.600" />
        </Stack>
      ),
    },
    {
      header: "Redirect URIs",
      render: client => (
        <Stack gap="0">
          {client.redirectUris.map(uri => (
            <Truncated key={uri} text={uri} maxW="14rem" fontFamily="mono" fontSize="sm" />
          ))}
        </Stack>
      ),
    },
    { header: "Kind", render: client => (client.firstParty ? "Academy system" : "Other") },
    {
      header: "Secret",
      render: client => {
        const since = client.secretRotatedAt ?? client.createdAt;
        return (
          <Stack gap="0">
            <Text fontSize="sm" color="gray.600">
              {client.secretRotatedAt ? "Rotated" : "Registered"}
            </Text>
            <time dateTime={since}>{formatMoment(since)}</time>
          </Stack>
        );
      },
    },
    {
      header: "Status",
      render: client =>
        client.revokedAt ? (
          <Badge colorPalette="red">Revoked</Badge>
        ) : (
          <Badge colorPalette="green">Active</Badge>
        ),
    },
    {
      header: "Actions",
      actions: true,
      render: client =>
        client.revokedAt ? null : <ClientActions client={client} onRotated={onRotated} />,
    },
  ];
}

/** /admin/sign-in-clients: super administrators only (the server refuses everyone else too). */
export function AdminSignInClientsPage() {
  return (
    <SuperAdminOnly refusal="Only super administrators can manage sign-in clients.">
      <SignInClients />
    </SuperAdminOnly>
  );
}

function SignInClients() {
  const list = useListParams({
    sortFields: ["CREATED_AT"] as const,
    defaultSort: { field: "CREATED_AT", direction: "DESC" },
  });
  const { data, loading, error, refetch } = useAdminOidcClientsQuery();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const discovery = `${window.location.origin}/.well-known/openid-configuration`;
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Sign-in Clients
          </Heading>
          <Text color="gray.600">
            Systems that sign learners in with their portal account (OpenID Connect), such as
            Moodle. Their discovery address:{" "}
            <Text as="code" wordBreak="break-all">
              {discovery}
            </Text>
          </Text>
        </Stack>
        <Button colorPalette="blue" onClick={() => setCreating(true)}>
          Register Client
        </Button>
      </HStack>
      <DataTable<Client>
        caption="Sign-in clients"
        columns={columns((secret, client) => setShown({ secret, client }))}
        rowKey={client => client.id}
        list={list}
        connection={wholeList(data?.adminOidcClients, client => client.id)}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load sign-in clients"
        emptyText="No sign-in clients yet"
      />
      {creating && (
        <CreateClientDialog
          onClose={() => setCreating(false)}
          onCreated={created => {
            setCreating(false);
            setShown(created);
          }}
        />
      )}
      {shown && (
        <SecretOnceDialog
          title={`The Secret of ${shown.client.name}`}
          label="Client secret"
          secret={shown.secret}
          onClose={() => setShown(null)}
        >
          Enter it as the client secret, with the client ID{" "}
          <Text as="code" fontFamily="mono">
            {shown.client.clientId}
          </Text>
          , in the system's settings (Moodle: Site administration &gt; Server &gt; OAuth 2
          services).
        </SecretOnceDialog>
      )}
    </Stack>
  );
}
