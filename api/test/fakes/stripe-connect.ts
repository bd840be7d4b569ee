import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  idempotencyError,
  now,
  parseForm,
  sendError,
  sendJson,
  signedDelivery,
} from "./stripe-wire.js";

/** An Express connected account as Stripe answers it (the fields the portal reads, and a few). */
export interface FakeAccount {
  id: string;
  object: "account";
  type: string;
  country: string;
  email: string | null;
  default_currency: string;
  metadata: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  capabilities: { transfers?: "active" | "inactive" | "pending" };
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
    current_deadline: number | null;
    errors: never[];
    alternatives: never[];
  };
  created: number;
}

/** What Stripe asks of a new Express account before it can be paid out. */
export const NEW_ACCOUNT_DUE = [
  "business_profile.mcc",
  "business_profile.url",
  "business_type",
  "external_account",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

const requirements = (due: string[]): FakeAccount["requirements"] => ({
  currently_due: due,
  eventually_due: due,
  past_due: due,
  pending_verification: [],
  disabled_reason: due.length ? "requirements.past_due" : null,
  current_deadline: null,
  errors: [],
  alternatives: [],
});

const missing = (response: ServerResponse, param: string) =>
  sendError(response, 400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    param,
    message: `Missing required param: ${param}.`,
  });

const validUrl = (value: unknown) =>
  typeof value === "string" && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * Stripe Connect in the Stripe fake (stripe.ts hands it /v1/accounts and /v1/account_links):
 * Express accounts, single-use onboarding links, and what happens at Stripe while the portal is not
 * asked: the owner finishes onboarding, Stripe restricts the account, the owner disconnects it;
 * each told by an event signed as Connect endpoints receive them (`account` names the account).
 */
export class StripeConnectFake {
  readonly accounts = new Map<string, FakeAccount>();
  /** Accounts whose owner disconnected the platform: Stripe no longer lets it read them. */
  readonly deauthorized = new Set<string>();
  private readonly idempotent = new Map<string, { params: string; account: FakeAccount }>();
  /** Every onboarding link made: its account and URLs (the URL itself is the secret). */
  readonly links: { account: string; refresh_url: string; return_url: string; url: string }[] = [];
  /**
   * While true, account creation is refused as Stripe refuses a platform that has not signed up
   * for Connect (400 invalid_request_error).
   */
  refuseAccounts = false;

  /** Answers a request of Connect's, or returns false for a path that is not Connect's. */
  handle(request: IncomingMessage, url: URL, body: string, response: ServerResponse): boolean {
    const params = parseForm(body);
    const one = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && url.pathname === "/v1/accounts") {
      this.create(request, params, body, response);
    } else if (request.method === "GET" && one) {
      this.retrieve(decodeURIComponent(one[1]), response);
    } else if (request.method === "POST" && url.pathname === "/v1/account_links") {
      this.link(params, response);
    } else return false;
    return true;
  }

  /** The owner finished Stripe's onboarding: details submitted, payouts and transfers enabled. */
  completeOnboarding(id: string, secret: string) {
    const account = this.account(id);
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { transfers: "active" },
      requirements: requirements([]),
    });
    return this.event("account.updated", id, account, secret);
  }

  /** Stripe restricts the account: payouts off until the bank account (or `due`) is given. */
  restrict(id: string, secret: string, due = ["external_account"]) {
    const account = this.account(id);
    Object.assign(account, {
      details_submitted: true,
      payouts_enabled: false,
      capabilities: { transfers: "inactive" },
      requirements: requirements(due),
    });
    return this.event("account.updated", id, account, secret);
  }

  /** The owner disconnects the platform: the event carries the application, not the account. */
  deauthorize(id: string, secret: string) {
    this.account(id);
    this.deauthorized.add(id);
    const application = { id: "ca_fakeplatform", object: "application", name: "Guardian Academy" };
    return this.event("account.application.deauthorized", id, application, secret);
  }

  /** A Connect webhook delivery about a connected account, signed as Stripe signs it. */
  event(type: string, account: string, object: object, secret: string, timestamp?: number) {
    return signedDelivery({ type, object, secret, timestamp, account });
  }

  private account(id: string): FakeAccount {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`no account ${id}`);
    return account;
  }

  /** POST /v1/accounts: an Express account (type required here), once per idempotency key. */
  private create(
    request: IncomingMessage,
    params: Record<string, unknown>,
    body: string,
    response: ServerResponse,
  ) {
    const key = request.headers["idempotency-key"];
    const earlier = typeof key === "string" ? this.idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.params === body) return sendJson(response, 200, earlier.account);
      return idempotencyError(response);
    }
    if (!params.type) return missing(response, "type");
    if (this.refuseAccounts) {
      return sendError(response, 400, {
        type: "invalid_request_error",
        message:
          "You can only create new accounts if you've signed up for Connect, which you can learn how to do at https://stripe.com/docs/connect.",
      });
    }
    const requested = (params.capabilities as { transfers?: { requested?: string } } | undefined)
      ?.transfers?.requested;
    const account: FakeAccount = {
      id: `acct_${randomBytes(8).toString("hex")}`,
      object: "account",
      type: String(params.type),
      country: String(params.country ?? "US"),
      email: (params.email as string | undefined) ?? null,
      default_currency: "usd",
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: requested === "true" ? { transfers: "inactive" } : {},
      requirements: requirements([...NEW_ACCOUNT_DUE]),
      created: now(),
    };
    this.accounts.set(account.id, account);
    if (typeof key === "string") this.idempotent.set(key, { params: body, account });
    sendJson(response, 200, account);
  }

  /**
   * GET /v1/accounts/{id}: unknown, 404; disconnected from the platform, 403 as Stripe answers a
   * platform whose access to the account was revoked.
   */
  private retrieve(id: string, response: ServerResponse) {
    const account = this.accounts.get(id);
    if (account && this.deauthorized.has(id)) {
      return sendError(response, 403, {
        type: "invalid_request_error",
        code: "account_invalid",
        message: `The provided key 'sk_test_********ake' does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
      });
    }
    if (!account) {
      return sendError(response, 404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "account",
        message: `No such account: '${id}'`,
      });
    }
    sendJson(response, 200, account);
  }

  /** POST /v1/account_links: account_onboarding for a known account, both URLs required. */
  private link(params: Record<string, unknown>, response: ServerResponse) {
    for (const param of ["account", "refresh_url", "return_url", "type"]) {
      if (!params[param]) return missing(response, param);
    }
    for (const param of ["refresh_url", "return_url"]) {
      if (!validUrl(params[param])) {
        return sendError(response, 400, {
          type: "invalid_request_error",
          code: "url_invalid",
          param,
          message: "Not a valid URL",
        });
      }
    }
    const id = String(params.account);
    if (!this.accounts.has(id) || this.deauthorized.has(id)) {
      return sendError(response, 400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "account",
        message: `No such account: '${id}'`,
      });
    }
    const created = now();
    const url = `https://connect.stripe.com/setup/e/${id}/${randomBytes(9).toString("base64url")}`;
    this.links.push({
      account: id,
      refresh_url: String(params.refresh_url),
      return_url: String(params.return_url),
      url,
    });
    sendJson(response, 200, { object: "account_link", created, expires_at: created + 300, url });
  }
}
