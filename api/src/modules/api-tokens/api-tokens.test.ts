import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { signedInAs } from "../../../test/factories.js";
import { repoRoot } from "../../config.js";
import { LOG_REDACT } from "../../util/logger.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { ApiToken } from "./api-token.entity.js";
import { API_TOKEN_LIMITS } from "./api-token-limits.rules.js";
import { hashToken } from "./api-tokens.service.js";
import {
  CREATE,
  type Created,
  createToken,
  apiTokenTestApp,
} from "../../../test/steps/api-tokens.js";

let app: TestApp;
const { bearer, refusals } = apiTokenTestApp(started => (app = started));

describe("personal API tokens", () => {
  it("lives: created once, used on GraphQL and REST, capped at its role, revoked at once", async () => {
    const { user, client } = await signedInAs(app, { kind: "admin" });
    const created = await createToken(client, "ADMIN");
    expect(created.token).toMatch(/^gat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ role: "ADMIN", prefix: created.token.slice(0, 8) });

    // Stored only as its hash; the audit row does not carry it either.
    const row = await app.orm.em.fork().findOneOrFail(ApiToken, { id: created.apiToken.id });
    expect(row.tokenHash).toBe(hashToken(created.token));
    const [text] = await app.orm.em
      .getConnection()
      .execute<{ all: string }[]>(
        "select (select string_agg(t::text, '|') from api_tokens t) || (select string_agg(e.details::text, '|') from audit_events e) as all",
      );
    expect(text.all).not.toContain(created.token);
    expect(text.all).not.toContain(created.token.slice(8));
    const audits = await app.orm.em
      .fork()
      .find(AuditEvent, { type: AuditEventType.ApiTokenCreated, actor: user.id });
    expect(audits).toHaveLength(1);
    // The Authorization header is never logged.
    expect(LOG_REDACT).toContain("req.headers.authorization");

    // GraphQL over POST and GET: no cookie, no CSRF preflight header needed.
    const caller = bearer(created.token, "203.0.113.40");
    const post = await caller.graphql("{ contactMessages(first: 1) { totalCount } }");
    expect(post.body.errors).toBeUndefined();
    expect(post.response.headers.get("ratelimit-limit")).toBe(
      String(API_TOKEN_LIMITS.perToken.max),
    );
    const get = await caller.request(
      `/graphql?query=${encodeURIComponent("{ myEnrollments { id } }")}`,
    );
    expect(get.status).toBe(200);
    expect(((await get.json()) as { errors?: unknown }).errors).toBeUndefined();
    // REST
    const rest = await caller.request("/api/admin/outbox");
    expect(rest.status).toBe(200);
    const used = await app.orm.em.fork().findOneOrFail(ApiToken, { id: created.apiToken.id });
    expect(used.lastUsedIp).toBe("203.0.113.40");
    expect(used.lastUsedAt).toBeInstanceOf(Date);

    // Listed for its owner; revoked, its next use is refused.
    const list = await client.graphql<{ apiTokens: { edges: { node: { id: number } }[] } }>(
      "{ apiTokens { edges { node { id status lastUsedIp } } } }",
    );
    expect(list.body.data!.apiTokens.edges.map(e => e.node.id)).toEqual([created.apiToken.id]);
    const revoked = await client.graphql(
      "mutation($id: Int!) { revokeApiToken(id: $id) { status } }",
      {
        id: created.apiToken.id,
      },
    );
    expect(revoked.body.data).toEqual({ revokeApiToken: { status: "REVOKED" } });
    const after = await caller.graphql("{ myEnrollments { id } }");
    expect(after.response.status).toBe(401);
    expect(after.body.errors?.[0]).toMatchObject({
      message: "This API token has been revoked",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const restAfter = await caller.request("/api/user/enrollments");
    expect(restAfter.status).toBe(401);
    expect((await refusals())[0]).toMatchObject({
      actor: expect.objectContaining({ id: user.id }),
      details: expect.objectContaining({ reason: "This API token has been revoked" }),
    });
    expect(
      await app.orm.em
        .fork()
        .count(AuditEvent, { type: AuditEventType.ApiTokenRevoked, actor: user.id }),
    ).toBe(1);
  });

  it("refuses a read-only token every write, a public one too, over GraphQL and REST alike", async () => {
    const { client, user } = await signedInAs(app, { kind: "admin" });
    const caller = bearer((await createToken(client, "LEARNER")).token);
    const graphql = await caller.graphql(
      "mutation($email: String!) { requestPasswordReset(email: $email) { success } }",
      { email: user.email },
    );
    expect(graphql.response.status).toBe(403);
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: "This API token is read-only (learner level): it cannot change anything",
      extensions: { code: "FORBIDDEN" },
    });
    const rest = await caller.request("/api/auth/forgot-password", {
      method: "POST",
      json: { email: user.email },
    });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ code: "FORBIDDEN" });
    // Refused before it ran: no reset link was mailed.
    const mails = await app.orm.em.fork().count(OutboxMail, { recipient: user.email });
    expect(mails).toBe(0);
    // The same token still reads.
    expect((await caller.graphql("{ myEnrollments { id } }")).response.status).toBe(200);
  });

  it("enforces the role ceiling and never creates a token above its creator", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const learnerToken = await createToken(client, "LEARNER");
    const caller = bearer(learnerToken.token);
    const admin = await caller.graphql("{ contactMessages(first: 1) { totalCount } }");
    expect(admin.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await caller.request("/api/admin/outbox")).status).toBe(403);
    expect((await caller.request("/api/user/enrollments")).status).toBe(200);
    // Learner level reads only: a mutation is refused over GraphQL and REST alike.
    const write = await caller.graphql(`mutation { updateProfile(input: { phone: "1" }) { id } }`);
    expect(write.response.status).toBe(403);
    expect(write.body.errors?.[0].message).toMatch(/read-only/);
    const restWrite = await caller.request("/api/account/update-profile", {
      method: "POST",
      json: { phone: "1" },
    });
    expect(restWrite.status).toBe(403);

    const above = await client.graphql(CREATE, {
      input: { name: "too high", role: "SUPER_ADMIN" },
    });
    expect(above.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const tooLong = await client.graphql(CREATE, {
      input: { name: "long", role: "ADMIN", expiresInDays: 366 },
    });
    expect(tooLong.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");

    // A token cannot mint tokens.
    const adminToken = await createToken(client, "ADMIN");
    const minted = await bearer(adminToken.token).graphql(CREATE, {
      input: { name: "child", role: "LEARNER" },
    });
    expect(minted.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("names its ceiling and acts at it in me, over GraphQL and REST", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const created = await createToken(client, "LEARNER");
    const ME = "{ me { username isAdmin isSuperAdmin apiTokenRole } }";
    const own = await client.graphql<{ me: Record<string, unknown> }>(ME);
    expect(own.body.data?.me).toMatchObject({ isAdmin: true, apiTokenRole: null });
    const caller = bearer(created.token);
    const viaToken = await caller.graphql(ME);
    expect(viaToken.body.data?.me).toEqual({
      ...own.body.data?.me,
      isAdmin: false,
      isSuperAdmin: false,
      apiTokenRole: "LEARNER",
    });
    const rest = await caller.request("/api/auth/user");
    expect(await rest.json()).toMatchObject({ isAdmin: false, apiTokenRole: "LEARNER" });
  });

  it("gives any valid token the schema's SDL, and strangers a 401", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const created = await createToken(client, "LEARNER");
    const sdl = await bearer(created.token).request("/graphql/schema.graphql");
    expect(sdl.status).toBe(200);
    expect(sdl.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await sdl.text()).toBe(readFileSync(join(repoRoot, "schema", "schema.graphql"), "utf8"));
    const stranger = await app.request("/graphql/schema.graphql");
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    const forged = await bearer(`gat_${"B".repeat(43)}`).request("/graphql/schema.graphql");
    expect([forged.status, ((await forged.json()) as { message: string }).message]).toEqual([
      401,
      "Invalid API token",
    ]);
  });

  it("opens introspection to tokens acting as administrators only with GRAPHQL_INTROSPECTION=tokens", async () => {
    const tokensOnly = await startTestApp({
      demo: false,
      env: { GRAPHQL_INTROSPECTION: "tokens" },
    });
    try {
      const { client } = await signedInAs(tokensOnly, { kind: "admin" });
      const tokenOf = async (role: string) => {
        const { body } = await client.graphql<Created>(CREATE, { input: { name: role, role } });
        return body.data!.createApiToken.token;
      };
      const INTROSPECT = "{ __schema { queryType { name } } }";
      const withToken = async (role: string) =>
        tokensOnly.request("/graphql", {
          json: { query: INTROSPECT },
          headers: { authorization: `Bearer ${await tokenOf(role)}` },
        });
      const admin = await withToken("ADMIN");
      expect(await admin.json()).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
      // A learner's token, the admin's own session and a stranger are refused as where it is off.
      for (const refused of [
        await withToken("LEARNER"),
        await client.request("/graphql", { json: { query: INTROSPECT } }),
        await tokensOnly.request("/graphql", { json: { query: INTROSPECT } }),
      ]) {
        expect(refused.status).toBe(400);
        const { errors } = (await refused.json()) as { errors: { extensions: object }[] };
        expect(errors[0].extensions).toMatchObject({ code: "GRAPHQL_VALIDATION_FAILED" });
      }
    } finally {
      await tokensOnly.close();
    }
  });

  it("refuses learners: they cannot create or list tokens", async () => {
    const { client } = await signedInAs(app);
    const { body } = await client.graphql(CREATE, { input: { name: "mine", role: "LEARNER" } });
    expect(body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await client.request("/api/admin/api-tokens")).status).toBe(403);
  });

  it("shows a super administrator everyone's tokens, an administrator only their own", async () => {
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const mine = await createToken(admin, "ADMIN");
    const { client: superAdmin } = await signedInAs(app, { kind: "superAdmin" });
    const all = await superAdmin.graphql<{ apiTokens: { edges: { node: { id: number } }[] } }>(
      "{ apiTokens(first: 100) { edges { node { id ownerUsername } } } }",
    );
    expect(all.body.data!.apiTokens.edges.map(e => e.node.id)).toContain(mine.apiToken.id);
    const { client: other } = await signedInAs(app, { kind: "admin" });
    const theirs = await other.graphql<{ apiTokens: { edges: unknown[] } }>(
      "{ apiTokens { edges { node { id } } } }",
    );
    expect(theirs.body.data!.apiTokens.edges).toEqual([]);
    const revoke = await other.graphql("mutation($id: Int!) { revokeApiToken(id: $id) { id } }", {
      id: mine.apiToken.id,
    });
    expect(revoke.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
