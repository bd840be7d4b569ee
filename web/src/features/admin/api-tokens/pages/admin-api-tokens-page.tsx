import { Badge, Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import type { Column } from "../../../../components/data-table/data-table";
import { Truncated } from "../../../../components/data-table/truncated";
import { useListParams } from "../../../../components/data-table/use-list-params";
import {
  useApiTokensQuery,
  type AdminApiTokensPage_TokenFragment,
} from "../admin-api-tokens.generated";
import { formatMoment } from "../../../../lib/format";
import { useSession } from "../../../../lib/session/session-context";
import { CreateTokenDialog, ROLE_LABELS } from "../components/create-token-dialog";
import { RevokeTokenButton } from "../components/revoke-token-button";
import { SecretOnceDialog } from "../../components/secret-once-dialog";

type Token = AdminApiTokensPage_TokenFragment;

const STATUS: Record<Token["status"], { label: string; color: string }> = {
  ACTIVE: { label: "Active", color: "green" },
  EXPIRED: { label: "Expired", color: "gray" },
  REVOKED: { label: "Revoked", color: "red" },
};

function columns(showOwner: boolean): Column<Token>[] {
  return [
    {
      header: "Name",
      render: token => (
        <Stack gap="0">
          <Truncated text={token.name} fontWeight="medium" />
          <Text fontFamily="mono" fontSize="sm" color="gray.600">
            {token.prefix}…
          </Text>
        </Stack>
      ),
    },
    ...(showOwner
      ? [{ header: "Owner", truncate: true, render: (token: Token) => token.ownerUsername }]
      : []),
    { header: "Role", render: token => ROLE_LABELS[token.role] },
    {
      header: "Expires",
      render: token => <time dateTime={token.expiresAt}>{formatMoment(token.expiresAt)}</time>,
    },
    {
      header: "Last used",
      render: token =>
        token.lastUsedAt ? (
          <Stack gap="0">
            <time dateTime={token.lastUsedAt}>{formatMoment(token.lastUsedAt)}</time>
            <Text fontSize="sm" color="gray.600">
              {token.lastUsedIp}
            </Text>
          </Stack>
        ) : (
          "Never"
        ),
    },
    {
      header: "Status",
      render: token => (
        <Badge colorPalette={STATUS[token.status].color}>{STATUS[token.status].label}</Badge>
      ),
    },
    {
      header: "Actions",
      actions: true,
      render: token =>
        token.status === "REVOKED" ? null : <RevokeTokenButton id={token.id} name={token.name} />,
    },
  ];
}

/** /admin/api-tokens: personal API tokens; super administrators see everyone's. */
export function AdminApiTokensPage() {
  const { user } = useSession();
  const isSuperAdmin = Boolean(user?.isSuperAdmin);
  const list = useListParams({
    sortFields: ["CREATED_AT"] as const,
    defaultSort: { field: "CREATED_AT", direction: "DESC" },
  });
  const { data, loading, error, refetch } = useApiTokensQuery({ variables: list.page });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            API Tokens
          </Heading>
          <Text color="gray.600">
            Personal tokens for scripts and tools: send one as{" "}
            <Text as="code">Authorization: Bearer gat_…</Text>
          </Text>
        </Stack>
        <Button colorPalette="blue" onClick={() => setCreating(true)}>
          Create Token
        </Button>
      </HStack>
      <DataTable<Token>
        caption="API tokens"
        columns={columns(isSuperAdmin)}
        rowKey={token => token.id}
        list={list}
        connection={data?.apiTokens}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load API tokens"
        emptyText="No API tokens yet"
      />
      {creating && (
        <CreateTokenDialog
          isSuperAdmin={isSuperAdmin}
          onClose={() => setCreating(false)}
          onCreated={created => {
            setCreating(false);
            setSecret(created.token);
          }}
        />
      )}
      {secret && (
        <SecretOnceDialog
          title="Your New API Token"
          label="API token"
          secret={secret}
          onClose={() => setSecret(null)}
        >
          Send it as{" "}
          <Text as="code" fontFamily="mono">
            Authorization: Bearer {"<token>"}
          </Text>
          .
        </SecretOnceDialog>
      )}
    </Stack>
  );
}
