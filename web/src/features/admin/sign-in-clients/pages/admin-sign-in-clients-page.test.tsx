import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminCreateOidcClientDocument,
  AdminOidcClientsDocument,
  AdminRevokeOidcClientDocument,
  AdminRotateOidcClientSecretDocument,
  type AdminCreateOidcClientMutationVariables,
  type AdminSignInClientsPage_ClientFragment,
} from "../admin-sign-in-clients.generated";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, server, signedInAs } from "../../../../test/server";

type Client = AdminSignInClientsPage_ClientFragment;

const client = (id: number, fields: Partial<Client> = {}): Client => ({
  __typename: "OidcClient",
  id,
  clientId: `system-${id}`,
  name: `System ${id}`,
  redirectUris: [`https://lms${id}.example.org/admin/oauth2callback.php`],
  postLogoutRedirectUris: [],
  firstParty: true,
  createdAt: "2026-11-20T12:00:00Z",
  secretRotatedAt: null,
  revokedAt: null,
  ...fields,
});

const SECRET = "s".repeat(43);

function answerClients(clients: Client[]) {
  server.use(
    api.query(AdminOidcClientsDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", adminOidcClients: clients } }),
    ),
  );
}

function withClipboard() {
  const writeText = jest.fn(async (_text: string) => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
}

async function openClients() {
  signedInAs(administrator);
  await renderPage("/admin/sign-in-clients");
}

describe("admin sign-in clients", () => {
  it("lists clients with their id, redirect URIs, secret date and status", async () => {
    answerClients([
      client(1, { secretRotatedAt: "2026-11-22T08:00:00Z" }),
      client(2, { firstParty: false, revokedAt: "2026-11-23T08:00:00Z" }),
    ]);
    await openClients();
    const table = await screen.findByRole("table", { name: "Sign-in clients" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("System 1");
    expect(rows[1]).toHaveTextContent("system-1");
    expect(rows[1]).toHaveTextContent("https://lms1.example.org/admin/oauth2callback.php");
    expect(rows[1]).toHaveTextContent("Academy system");
    expect(rows[1]).toHaveTextContent("Rotated");
    expect(rows[1]).toHaveTextContent("Active");
    expect(rows[2]).toHaveTextContent("Other");
    expect(rows[2]).toHaveTextContent("Revoked");
    expect(within(rows[2]).queryByRole("button", { name: /Revoke|Rotate/ })).toBeNull();
    expect(screen.getByText(/\/\.well-known\/openid-configuration$/)).toBeInTheDocument();
  });

  it("registers a client and shows its secret once, with a copy button", async () => {
    answerClients([]);
    const asked: AdminCreateOidcClientMutationVariables[] = [];
    server.use(
      api.mutation(AdminCreateOidcClientDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminCreateOidcClient: {
              __typename: "OidcClientWithSecret",
              secret: SECRET,
              client: client(7, { clientId: "moodle", name: "Moodle" }),
            },
          },
        });
      }),
    );
    const writeText = withClipboard();
    await openClients();
    expect(await screen.findByText("No sign-in clients yet")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Register Client" }));
    const form = await screen.findByRole("form", { name: "Register Sign-in Client" });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: "Moodle" } });
    fireEvent.change(within(form).getByLabelText(/^Client ID/), { target: { value: "moodle" } });
    fireEvent.change(within(form).getByLabelText(/^Redirect URIs/), {
      target: { value: "https://lms.example.org/admin/oauth2callback.php\n\n" },
    });
    fireEvent.change(within(form).getByLabelText(/^Back-channel logout URI/), {
      target: { value: " https://lms.example.org/backchannel " },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Register Client" }));
    expect(await screen.findByLabelText("Client secret")).toHaveTextContent(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(asked).toEqual([
      {
        input: {
          name: "Moodle",
          clientId: "moodle",
          redirectUris: ["https://lms.example.org/admin/oauth2callback.php"],
          postLogoutRedirectUris: [],
          backchannelLogoutUri: "https://lms.example.org/backchannel",
          firstParty: true,
        },
      },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
  });

  it("asks for a client id and a redirect URI before it sends anything", async () => {
    answerClients([]);
    await openClients();
    fireEvent.click(await screen.findByRole("button", { name: "Register Client" }));
    const form = await screen.findByRole("form", { name: "Register Sign-in Client" });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: "Moodle" } });
    fireEvent.change(within(form).getByLabelText(/^Client ID/), {
      target: { value: "moodle client" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Register Client" }));
    expect(await within(form).findByText(/Client ID: use 1-100 letters/)).toBeInTheDocument();
    expect(within(form).getByText("Redirect URIs: give at least one")).toBeInTheDocument();
  });

  it("rotates a client's secret after a confirmation and shows the new one once", async () => {
    answerClients([client(3)]);
    const rotated: number[] = [];
    server.use(
      api.mutation(AdminRotateOidcClientSecretDocument, ({ variables }) => {
        rotated.push(variables.id);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminRotateOidcClientSecret: {
              __typename: "OidcClientWithSecret",
              secret: SECRET,
              client: client(3, { secretRotatedAt: new Date().toISOString() }),
            },
          },
        });
      }),
    );
    await openClients();
    fireEvent.click(await screen.findByRole("button", { name: "Rotate secret: System 3" }));
    expect(rotated).toEqual([]);
    fireEvent.click(await screen.findByRole("button", { name: "Rotate Secret" }));
    expect(await screen.findByLabelText("Client secret")).toHaveTextContent(SECRET);
    expect(screen.getByText("system-3", { selector: "code" })).toBeInTheDocument();
    expect(rotated).toEqual([3]);
  });

  it("revokes a client after a confirmation", async () => {
    answerClients([client(4)]);
    const revoked: number[] = [];
    server.use(
      api.mutation(AdminRevokeOidcClientDocument, ({ variables }) => {
        revoked.push(variables.id);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminRevokeOidcClient: client(4, { revokedAt: new Date().toISOString() }),
          },
        });
      }),
    );
    await openClients();
    fireEvent.click(await screen.findByRole("button", { name: "Revoke: System 4" }));
    expect(revoked).toEqual([]);
    fireEvent.click(await screen.findByRole("button", { name: "Revoke Client" }));
    expect(await screen.findByText("Client revoked")).toBeInTheDocument();
    expect(revoked).toEqual([4]);
  });

  it("is for super administrators only", async () => {
    signedInAs({ ...administrator, isSuperAdmin: false });
    await renderPage("/admin/sign-in-clients");
    expect(
      await screen.findByText("Only super administrators can manage sign-in clients."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register Client" })).toBeNull();
  });
});
