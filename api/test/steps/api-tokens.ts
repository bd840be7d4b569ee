import { AuditEvent, AuditEventType } from "../../src/modules/audit/audit-event.entity.js";
import { type TestApp, startTestApp } from "../app.js";
import { type Client, someAddress } from "../client.js";

/** Personal API tokens as an administrator makes them and an integrator uses them. */
export const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id prefix role status ownerUsername } }
}`;

export interface Created {
  createApiToken: { token: string; apiToken: { id: number; prefix: string; role: string } };
}

export async function createToken(
  client: Client,
  role: string,
  extra: Record<string, unknown> = {},
) {
  const { body } = await client.graphql<Created>(CREATE, {
    input: { name: `token ${role}`, role, ...extra },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createApiToken;
}

/** A caller with no cookies, only the token. */
function bearerOf(app: TestApp, token: string, ip = someAddress()) {
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

/** The audit rows of refused Bearer requests, newest first. */
const tokenRefusals = (app: TestApp) =>
  app.orm.em
    .fork()
    .find(AuditEvent, { type: AuditEventType.ApiTokenRefused }, { orderBy: { id: "desc" } });

/**
 * The API token tests' app (no demo data), started before the file's tests and handed to `use`,
 * and the token calls on it.
 */
export function apiTokenTestApp(use: (app: TestApp) => void) {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ demo: false });
    use(app);
  });
  afterAll(() => app.close());
  return {
    bearer: (token: string, ip?: string) => bearerOf(app, token, ip),
    refusals: () => tokenRefusals(app),
  };
}
