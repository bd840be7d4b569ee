import type { TestApp } from "../../../test/app.js";
import { type Client, someAddress } from "../../../test/client.js";
import { createUser, signIn, signedInAs } from "../../../test/factories.js";
import { LIMITS } from "../../graphql/limits.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { ApiToken } from "./api-token.entity.js";
import { API_TOKEN_LIMITS } from "./api-token-limits.rules.js";
import { apiTokenTestApp, createToken } from "../../../test/steps/api-tokens.js";

let app: TestApp;
const { bearer, refusals } = apiTokenTestApp(started => (app = started));

describe("personal API tokens", () => {
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
