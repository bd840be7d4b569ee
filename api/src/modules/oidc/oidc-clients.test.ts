import { type TestApp, startTestApp } from "../../../test/app.js";
import { signedInAs } from "../../../test/factories.js";
import { seed } from "../../seed/seed.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { errors } from "oidc-provider";
import { PostgresAdapter, type Sql } from "./oidc-adapter.sql.js";
import { OidcClient } from "./oidc-client.entity.js";
import { hashSecret } from "./oidc-clients.service.js";
import { oidcSweepJob } from "./oidc-sweep.job.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const CREATE = `mutation($input: CreateOidcClientInput!) {
  adminCreateOidcClient(input: $input) { secret client { id clientId firstParty redirectUris revokedAt } }
}`;
const REDIRECT = "https://lms.example.org/admin/oauth2callback.php";
let n = 0;
const input = (change: Record<string, unknown> = {}) => ({
  clientId: `client-${Date.now()}-${n++}`,
  name: "Moodle",
  redirectUris: [REDIRECT],
  firstParty: true,
  ...change,
});

/** The token endpoint's verdict on a client's credentials (a forged code: the secret is checked first). */
async function tokenVerdict(clientId: string, secret: string): Promise<string> {
  const response = await app.request("/oidc/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: "forged",
      redirect_uri: REDIRECT,
      code_verifier: "v".repeat(43),
      client_id: clientId,
      client_secret: secret,
    }).toString(),
  });
  return ((await response.json()) as { error: string }).error;
}

describe("the sign-in provider's clients", () => {
  it("are registered by a super administrator: the secret shown once, kept as a hash, audited", async () => {
    const { user, client: admin } = await signedInAs(app, { kind: "superAdmin" });
    const { body } = await admin.graphql<{
      adminCreateOidcClient: { secret: string; client: { id: number; clientId: string } };
    }>(CREATE, { input: input() });
    expect(body.errors).toBeUndefined();
    const { secret, client } = body.data!.adminCreateOidcClient;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await app.orm.em.fork().findOneOrFail(OidcClient, { id: client.id });
    expect(row.secretHash).toBe(hashSecret(secret));
    const [text] = await app.orm.em
      .getConnection()
      .execute<{ all: string }[]>(
        "select (select string_agg(c::text, '|') from oidc_clients c) || (select string_agg(e.details::text, '|') from audit_events e) as all",
      );
    expect(text.all).not.toContain(secret);
    const audits = await app.orm.em
      .fork()
      .find(AuditEvent, { type: AuditEventType.OidcClientCreated, actor: user.id });
    expect(audits.map(a => a.details)).toEqual([
      { clientId: client.clientId, name: "Moodle", firstParty: true, backchannelLogout: false },
    ]);
    // The list never carries a secret; REST answers the same rows.
    const list = await admin.request("/api/admin/oidc-clients");
    const listed = (await list.json()) as { clients: Record<string, unknown>[] };
    expect(listed.clients.find(c => c.id === client.id)).toMatchObject({
      clientId: client.clientId,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(await tokenVerdict(client.clientId, secret)).toBe("invalid_grant");
  });

  it("get a new secret at once (the old one stops working) and are revoked once", async () => {
    const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
    const { body } = await admin.graphql<{
      adminCreateOidcClient: { secret: string; client: { id: number; clientId: string } };
    }>(CREATE, { input: input() });
    const { secret, client } = body.data!.adminCreateOidcClient;
    const rotated = await admin.request(`/api/admin/oidc-clients/${client.id}/secret`, {
      method: "POST",
    });
    expect(rotated.status).toBe(200);
    const fresh = ((await rotated.json()) as { secret: string }).secret;
    expect(fresh).not.toBe(secret);
    expect(await tokenVerdict(client.clientId, secret)).toBe("invalid_client");
    expect(await tokenVerdict(client.clientId, fresh)).toBe("invalid_grant");

    for (let i = 0; i < 2; i++) {
      const revoked = await admin.request(`/api/admin/oidc-clients/${client.id}`, {
        method: "DELETE",
      });
      expect(revoked.status).toBe(200);
    }
    const audits = await app.orm.em.fork().find(AuditEvent, {
      type: { $in: [AuditEventType.OidcClientSecretRotated, AuditEventType.OidcClientRevoked] },
      details: { clientId: client.clientId },
    });
    expect(audits.map(a => a.type).sort()).toEqual([
      AuditEventType.OidcClientRevoked,
      AuditEventType.OidcClientSecretRotated,
    ]);
    expect(await tokenVerdict(client.clientId, fresh)).toBe("invalid_client");
    // A revoked client gets no new secret.
    const again = await admin.graphql(
      "mutation($id: Int!) { adminRotateOidcClientSecret(id: $id) { secret } }",
      { id: client.id },
    );
    expect(again.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it.each([
    [{ redirectUris: [] }, "redirectUris", /at least one/],
    [{ redirectUris: ["https://lms.example.org/cb#frag"] }, "redirectUris", /fragment/],
    [{ redirectUris: ["javascript:alert(1)"] }, "redirectUris", /https:\/\//],
    [{ redirectUris: ["https://*.example.org/cb"] }, "redirectUris", /./],
    [{ redirectUris: ["/relative"] }, "redirectUris", /not an absolute address/],
    [{ redirectUris: ["https://user:pw@lms.example.org/cb"] }, "redirectUris", /credentials/],
    [{ redirectUris: [`https://lms.example.org/${"a".repeat(3000)}`] }, "redirectUris", /longer/],
    [{ postLogoutRedirectUris: ["https://x.example/a b"] }, "postLogoutRedirectUris", /spaces/],
    [{ backchannelLogoutUri: "javascript:alert(1)" }, "backchannelLogoutUri", /https:\/\//],
    [{ backchannelLogoutUri: "https://lms.example.org/bc#x" }, "backchannelLogoutUri", /fragment/],
    [
      { backchannelLogoutUri: "https://u:p@lms.example.org/bc" },
      "backchannelLogoutUri",
      /credentials/,
    ],
    [{ clientId: "has space" }, "clientId", /letters, digits/],
    [{ name: "" }, "name", /required/],
  ])("refuses %j naming the field", async (change, field, message) => {
    const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
    const { body } = await admin.graphql(CREATE, { input: input(change) });
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const fields = body.errors?.[0].extensions?.fields as Record<string, string>;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toMatch(message);
  });

  it("keep a back-channel logout URI given over REST, shown in the list; empty is none", async () => {
    const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
    const uri = "https://lms.example.org/backchannel";
    const made = await admin.request("/api/admin/oidc-clients", {
      method: "POST",
      json: input({ backchannelLogoutUri: ` ${uri} ` }),
    });
    expect(made.status).toBe(201);
    const { client } = (await made.json()) as { client: { id: number } };
    const none = await admin.graphql<{ adminCreateOidcClient: { client: { id: number } } }>(
      CREATE,
      { input: input({ backchannelLogoutUri: "" }) },
    );
    const list = (await (await admin.request("/api/admin/oidc-clients")).json()) as {
      clients: { id: number; backchannelLogoutUri: string | null }[];
    };
    const byId = new Map(list.clients.map(c => [c.id, c.backchannelLogoutUri]));
    expect(byId.get(client.id)).toBe(uri);
    expect(byId.get(none.body.data!.adminCreateOidcClient.client.id)).toBeNull();
  });

  it("refuses a client id already taken", async () => {
    const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
    const first = input();
    await admin.graphql(CREATE, { input: first });
    const { body } = await admin.graphql(CREATE, { input: { ...first, name: "Other" } });
    expect(body.errors?.[0].extensions?.fields).toEqual({
      clientId: "Client ID: another client has it",
    });
  });

  it("takes the environment's client at start: its secret and redirect URI follow the environment", async () => {
    const client = { clientId: `env-${Date.now()}`, secret: "e".repeat(40), redirectUri: REDIRECT };
    await seed(app.orm.em.fork(), { demo: false, oidcClient: client });
    expect(await tokenVerdict(client.clientId, client.secret)).toBe("invalid_grant");
    const changed = { ...client, secret: "f".repeat(40), redirectUri: `${REDIRECT}?v=2` };
    await seed(app.orm.em.fork(), { demo: false, oidcClient: changed });
    const row = await app.orm.em.fork().findOneOrFail(OidcClient, { clientId: client.clientId });
    expect(row).toMatchObject({
      firstParty: true,
      secretHash: hashSecret(changed.secret),
      redirectUris: [changed.redirectUri],
    });
    expect(await tokenVerdict(client.clientId, client.secret)).toBe("invalid_client");
  });
});

/** The provider's storage of authorization codes, on the test app's database. */
function codeAdapter() {
  const connection = app.orm.em.getConnection();
  const sql: Sql = (query, params) => connection.execute(query, params);
  const invalidGrant = (description: string) => new errors.InvalidGrant(description);
  return new PostgresAdapter("AuthorizationCode", sql, async () => undefined, invalidGrant);
}

describe("the provider's storage", () => {
  it("lets exactly one of two parallel consumers of a code have it", async () => {
    const adapter = codeAdapter();
    for (let round = 0; round < 5; round++) {
      const id = `code-${Date.now()}-${round}`;
      await adapter.upsert(id, { jti: id, grantId: "g1", kind: "AuthorizationCode" }, 60);
      const results = await Promise.allSettled([adapter.consume(id), adapter.consume(id)]);
      expect(results.map(r => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = results.find(r => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ error: "invalid_grant" });
      expect(await adapter.find(id)).toMatchObject({ jti: id, consumed: expect.any(Number) });
    }
  });

  it("forgets a grant's codes and expired rows are swept", async () => {
    const adapter = codeAdapter();
    await adapter.upsert("kept", { grantId: "g-keep" }, 60);
    await adapter.upsert("gone", { grantId: "g-revoked" }, 60);
    await adapter.upsert("old", { grantId: "g-old" }, -1);
    await adapter.revokeByGrantId("g-revoked");
    expect(await adapter.find("gone")).toBeUndefined();
    await oidcSweepJob.run({}, { orm: app.orm, config: app.config });
    expect(await adapter.find("old")).toBeUndefined();
    expect(await adapter.find("kept")).toMatchObject({ grantId: "g-keep" });
  });
});
