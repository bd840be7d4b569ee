import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { type Client, someAddress } from "../../../test/client.js";
import { createUser, signIn, signedInAs } from "../../../test/factories.js";
import { repoRoot } from "../../config.js";
import { LIMITS } from "../../graphql/limits.js";
import { LOG_REDACT } from "../../util/logger.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { ApiToken } from "./api-token.entity.js";
import { API_TOKEN_LIMITS } from "./api-token-limits.rules.js";
import { hashToken } from "./api-tokens.service.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id prefix role status ownerUsername } }
}`;

interface Created {
  createApiToken: { token: string; apiToken: { id: number; prefix: string; role: string } };
}

async function createToken(client: Client, role: string, extra: Record<string, unknown> = {}) {
  const { body } = await client.graphql<Created>(CREATE, {
    input: { name: `token ${role}`, role, ...extra },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createApiToken;
}

/** A caller with no cookies, only the token. */
function bearer(token: string, ip = someAddress()) {
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    headers.set("x-forwarded-for", ip);
    return app.request(path, { ...init, headers });
  };
  return {
    request: call,
    async graphql(query: string, variables?: Record<string, unknown>) {
      const response = await call("/graphql", { json: { query, variables } });
      return {
        response,
        body: (await response.json()) as {
          data?: Record<string, unknown> | null;
          errors?: { message: string; extensions?: { code?: string } }[];
          message?: string;
          code?: string;
        },
      };
    },
  };
}

const refusals = () =>
  app.orm.em
    .fork()
    .find(AuditEvent, { type: AuditEventType.ApiTokenRefused }, { orderBy: { id: "desc" } });

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

  it("answers expired, malformed and unknown tokens with 401 and an audit row", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const created = await createToken(client, "ADMIN");
    await app.orm.em
      .fork()
      .nativeUpdate(
        ApiToken,
        { id: created.apiToken.id },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const ip = someAddress();
    const expired = await bearer(created.token, ip).graphql("{ myEnrollments { id } }");
    // On /graphql the refusal is a GraphQL answer with the same status, so clients show why.
    expect(expired.response.status).toBe(401);
    expect(expired.body.errors).toEqual([
      {
        message: "This API token has expired",
        extensions: { code: "UNAUTHENTICATED", requestId: expect.any(String) },
      },
    ]);
    expect((await refusals())[0].details).toMatchObject({ reason: "This API token has expired" });

    for (const token of ["gat_short", "not-a-token", `gat_${"A".repeat(43)}`]) {
      const response = await bearer(token, ip).request("/api/user/enrollments");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: "Invalid API token",
        code: "UNAUTHENTICATED",
        requestId: expect.any(String),
      });
    }
    const basic = await app.request("/graphql", {
      json: { query: "{ myEnrollments { id } }" },
      headers: { authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(basic.status).toBe(401);
    const rows = await app.orm.em
      .fork()
      .find(AuditEvent, { type: AuditEventType.ApiTokenRefused, ipAddress: ip });
    expect(rows).toHaveLength(4);
    expect(JSON.stringify(rows.map(r => r.details))).not.toContain(created.token);
  });

  it("writes at most a few refusal rows per address", async () => {
    const ip = someAddress();
    const max = API_TOKEN_LIMITS.failureAudits.max;
    for (let i = 0; i < max + 5; i++) {
      expect((await bearer("gat_nope", ip).request("/api/user/enrollments")).status).toBe(401);
    }
    expect(
      await app.orm.em
        .fork()
        .count(AuditEvent, { type: AuditEventType.ApiTokenRefused, ipAddress: ip }),
    ).toBe(max);
  });

  it("stops working when its owner is suspended or deleted", async () => {
    const user = await createUser(app, { kind: "admin" });
    const client = await signIn(app, user);
    const created = await createToken(client, "ADMIN");
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { status: UserStatus.SUSPENDED });
    const suspended = await bearer(created.token).graphql("{ myEnrollments { id } }");
    expect(suspended.response.status).toBe(401);
    await app.orm.em.fork().nativeDelete(User, { id: user.id });
    const deleted = await bearer(created.token).graphql("{ myEnrollments { id } }");
    expect(deleted.response.status).toBe(401);
    expect(deleted.body.errors?.[0].message).toBe("Invalid API token");
  });

  it("limits each token's requests: 429 with Retry-After and RateLimit headers", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const created = await createToken(client, "LEARNER");
    const saved = API_TOKEN_LIMITS.perToken;
    API_TOKEN_LIMITS.perToken = { ...saved, max: 3 };
    try {
      const caller = bearer(created.token);
      for (let i = 0; i < 3; i++) {
        const ok = await caller.request("/api/user/enrollments");
        expect(ok.status).toBe(200);
        expect(ok.headers.get("ratelimit-remaining")).toBe(String(2 - i));
      }
      const limited = await caller.request("/api/user/enrollments");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.headers.get("ratelimit-limit")).toBe("3");
      expect(limited.headers.get("ratelimit-remaining")).toBe("0");
      expect(Number(limited.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
      expect((await limited.json()) as object).toMatchObject({ code: "TOO_MANY_REQUESTS" });
      // A token bucket: a third of the window later one request is back, and only one.
      await app.orm.em
        .fork()
        .getConnection()
        .execute(
          `update rate_buckets set tat = tat - interval '20 seconds' where bucket = 'api-token' and key = ?`,
          [String(created.apiToken.id)],
        );
      const refilled = await caller.request("/api/user/enrollments");
      expect(refilled.status).toBe(200);
      expect(refilled.headers.get("ratelimit-remaining")).toBe("0");
      expect((await caller.request("/api/user/enrollments")).status).toBe(429);
      const graphql = await caller.graphql("{ myEnrollments { id } }");
      expect(graphql.response.status).toBe(429);
      expect(graphql.body.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
    } finally {
      API_TOKEN_LIMITS.perToken = saved;
    }
  });

  it("refuses a token's heavy query with the computed cost and the limit", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const created = await createToken(client, "ADMIN");
    // graphql-armor's cost: (2 + 1.5 × (2 + 1.5 × (2 + 1.5 × 1))) × first = 12.875 × 1000.
    const { response, body } = await bearer(created.token).graphql(
      "{ contactMessages(first: 1000) { edges { node { id } } } }",
    );
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      {
        message: `Query Cost limit of ${LIMITS.cost} exceeded, found 12875.`,
        extensions: {
          code: "GRAPHQL_VALIDATION_FAILED",
          cost: 12875,
          limit: LIMITS.cost,
          requestId: expect.any(String),
        },
      },
    ]);
  });

  it("limits each address before it looks at the token, whatever the token", async () => {
    const saved = API_TOKEN_LIMITS.perAddress;
    API_TOKEN_LIMITS.perAddress = { ...saved, max: 2 };
    try {
      const caller = bearer("gat_not-a-real-token");
      expect((await caller.request("/api/user/enrollments")).status).toBe(401);
      expect((await caller.request("/api/user/enrollments")).status).toBe(401);
      const limited = await caller.request("/api/user/enrollments");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("ratelimit-limit")).toBe("2");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      API_TOKEN_LIMITS.perAddress = saved;
    }
  });

  it("keeps the CSRF rule for a request that carries a session cookie", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const created = await createToken(client, "ADMIN");
    const headers = { authorization: `Bearer ${created.token}` };
    const query = encodeURIComponent("{ myEnrollments { id } }");
    // A GET with only the token passes; with the session cookie too it needs the preflight header.
    expect((await bearer(created.token).request(`/graphql?query=${query}`)).status).toBe(200);
    const withCookie = await client.request(`/graphql?query=${query}`, { headers });
    expect(withCookie.status).toBe(400);
  });
});

describe("tokens end with a compromise, not with the owner's own password change", () => {
  const REVOKED = {
    message: "This API token has been revoked",
    extensions: { code: "UNAUTHENTICATED" },
  };
  const ENDS: [string, AuditEventType, (superAdmin: Client, id: number) => Promise<Response>][] = [
    [
      "a password reset by an administrator",
      AuditEventType.PasswordReset,
      (superAdmin, id) =>
        superAdmin.request(`/api/admin/users/${id}/reset-password`, {
          json: { newPassword: "Reset#Tokens2026", confirmPassword: "Reset#Tokens2026" },
        }),
    ],
    [
      "a force logout",
      AuditEventType.ForceLogout,
      (superAdmin, id) =>
        superAdmin.request(`/api/admin/security-management/force-logout/${id}`, { json: {} }),
    ],
    [
      "a suspension",
      AuditEventType.UserUpdated,
      (superAdmin, id) =>
        superAdmin.request(`/api/admin/users/${id}`, {
          method: "PATCH",
          json: { status: "suspended" },
        }),
    ],
  ];

  it.each(ENDS)(
    "%s revokes the user's API tokens with their sessions",
    async (_what, type, act) => {
      const { user, client } = await signedInAs(app, { kind: "admin" });
      const created = await createToken(client, "ADMIN");
      const caller = bearer(created.token);
      expect((await caller.request("/api/admin/outbox")).status).toBe(200);
      const { client: superAdmin } = await signedInAs(app, { kind: "superAdmin" });

      expect((await act(superAdmin, user.id)).status).toBe(200);
      const after = await caller.graphql("{ myEnrollments { id } }");
      expect(after.response.status).toBe(401);
      expect(after.body.errors?.[0]).toMatchObject(REVOKED);
      expect((await client.request("/api/auth/user")).status).toBe(401);
      const [audit] = await app.orm.em
        .fork()
        .find(AuditEvent, { type, subject: user.id }, { orderBy: { id: "desc" } });
      expect(audit.details).toMatchObject({ apiTokensRevoked: 1 });

      // Active again (or signed in again), the old token stays revoked.
      await superAdmin.request(`/api/admin/users/${user.id}`, {
        method: "PATCH",
        json: { status: "active" },
      });
      expect((await caller.request("/api/admin/outbox")).status).toBe(401);
    },
  );

  it("keeps them through the owner's own password change, and the mail counts them", async () => {
    const { user, client } = await signedInAs(app, { kind: "admin" });
    const first = await createToken(client, "ADMIN");
    await createToken(client, "LEARNER");
    const newPassword = "Changed#Tokens2026";
    const changed = await client.request("/api/account/change-password", {
      json: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await bearer(first.token).request("/api/admin/outbox")).status).toBe(200);

    const mail = await app.orm.em
      .fork()
      .findOneOrFail(OutboxMail, { recipient: user.email, kind: "password.changed" });
    expect(mail.textBody).toContain("2 API tokens are still active");
    expect(mail.textBody).toContain("{portal}/admin/api-tokens");
  });

  it("says nothing of tokens to a user who has none", async () => {
    const { user, client } = await signedInAs(app);
    const newPassword = "Changed#Tokens2026";
    const changed = await client.request("/api/account/change-password", {
      json: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    const mail = await app.orm.em
      .fork()
      .findOneOrFail(OutboxMail, { recipient: user.email, kind: "password.changed" });
    expect(mail.textBody).toContain("was changed on");
    expect(mail.textBody).not.toMatch(/token/i);
  });
});
