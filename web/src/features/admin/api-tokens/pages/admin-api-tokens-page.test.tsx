import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
  type AdminApiTokensPage_TokenFragment,
  type CreateApiTokenMutationVariables,
} from "../admin-api-tokens.generated";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, server, signedInAs } from "../../../../test/server";
import { connectionOf } from "../../../../test/lists";

type Token = AdminApiTokensPage_TokenFragment;

const token = (id: number, fields: Partial<Token> = {}): Token => ({
  __typename: "ApiToken",
  id,
  name: `Script ${id}`,
  prefix: `gat_ab${id}x`,
  role: "ADMIN",
  status: "ACTIVE",
  ownerUsername: "manager",
  createdAt: "2026-11-20T12:00:00Z",
  expiresAt: "2027-02-18T12:00:00Z",
  revokedAt: null,
  lastUsedAt: "2026-11-21T09:30:00Z",
  lastUsedIp: "203.0.113.5",
  ...fields,
});

function answerTokens(tokens: Token[]) {
  server.use(
    api.query(ApiTokensDocument, () =>
      HttpResponse.json({
        data: {
          __typename: "Query",
          apiTokens: connectionOf("ApiToken", tokens),
        },
      }),
    ),
  );
}

async function openTokens(isSuperAdmin = false) {
  signedInAs({ ...administrator, isSuperAdmin });
  await renderPage("/admin/api-tokens");
  return screen.findByRole("table", { name: "API tokens" });
}

describe("admin API tokens", () => {
  it("lists tokens with prefix, role, expiry, last use and status; owners only for super admins", async () => {
    answerTokens([token(1), token(2, { status: "REVOKED", lastUsedAt: null, lastUsedIp: null })]);
    const table = await openTokens();
    const rows = within(table).getAllByRole("row");
    expect(rows[0]).not.toHaveTextContent("Owner");
    expect(rows[1]).toHaveTextContent("Script 1");
    expect(rows[1]).toHaveTextContent("gat_ab1x…");
    expect(rows[1]).toHaveTextContent("Administrator");
    expect(rows[1]).toHaveTextContent("203.0.113.5");
    expect(rows[1]).toHaveTextContent("Active");
    expect(rows[2]).toHaveTextContent("Revoked");
    expect(rows[2]).toHaveTextContent("Never");
    expect(within(rows[2]).queryByRole("button", { name: /Revoke/ })).toBeNull();
  });

  it("shows the owner column to a super administrator", async () => {
    answerTokens([token(1)]);
    const table = await openTokens(true);
    expect(within(table).getAllByRole("row")[0]).toHaveTextContent("Owner");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("manager");
  });

  it("creates a token and shows its secret once, with a copy button", async () => {
    answerTokens([]);
    const asked: CreateApiTokenMutationVariables[] = [];
    const secret = `gat_${"x".repeat(43)}`;
    server.use(
      api.mutation(CreateApiTokenDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            createApiToken: {
              __typename: "CreatedApiToken",
              token: secret,
              apiToken: token(9, { name: "CI" }),
            },
          },
        });
      }),
    );
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    signedInAs({ ...administrator, isSuperAdmin: false });
    await renderPage("/admin/api-tokens");
    expect(await screen.findByText("No API tokens yet")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Create Token" }));
    const form = await screen.findByRole("form", { name: "Create API Token" });
    // An administrator may not give a token a super administrator's role.
    expect(within(form).queryByRole("option", { name: "Super administrator" })).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: "CI" } });
    fireEvent.change(within(form).getByLabelText(/Role ceiling/), { target: { value: "ADMIN" } });
    fireEvent.click(within(form).getByRole("button", { name: "Create Token" }));
    expect(await screen.findByLabelText("API token")).toHaveTextContent(secret);
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(asked).toEqual([{ input: { name: "CI", expiresInDays: 90, role: "ADMIN" } }]);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
  });

  it("revokes a token after a confirmation", async () => {
    answerTokens([token(4)]);
    const revoked: number[] = [];
    server.use(
      api.mutation(RevokeApiTokenDocument, ({ variables }) => {
        revoked.push(variables.id);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            revokeApiToken: token(4, { status: "REVOKED", revokedAt: new Date().toISOString() }),
          },
        });
      }),
    );
    await openTokens();
    fireEvent.click(await screen.findByRole("button", { name: "Revoke: Script 4" }));
    expect(revoked).toEqual([]);
    fireEvent.click(await screen.findByRole("button", { name: "Revoke Token" }));
    expect(await screen.findByText("Token revoked")).toBeInTheDocument();
    expect(revoked).toEqual([4]);
  });
});
