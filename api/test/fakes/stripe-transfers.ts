import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { StripeConnectFake } from "./stripe-connect.js";
import {
  idempotencyError,
  now,
  parseForm,
  sendError,
  sendJson,
  signedDelivery,
} from "./stripe-wire.js";

/** A transfer to a connected account as Stripe answers it. */
export interface FakeTransfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  reversals: { object: "list"; data: object[]; has_more: false; url: string };
  created: number;
  livemode: false;
}

/**
 * Transfers in the Stripe fake (stripe.ts hands it /v1/transfers): from the platform's available
 * balance (`available`, which the test fills as sales would) to a connected account of the Connect
 * fake whose transfers capability is active; once per idempotency key, as Stripe; reversals, which
 * Stripe tells with `transfer.reversed`. `balances` is what each connected account received.
 */
export class StripeTransfersFake {
  readonly transfers = new Map<string, FakeTransfer>();
  readonly balances = new Map<string, number>();
  /** The platform's available balance, in cents. */
  available = 0;
  /** A key's first answer (a transfer, or a refusal: Stripe answers both again for 24 hours). */
  private readonly idempotent = new Map<
    string,
    { params: string; status: number; answer: object }
  >();
  /**
   * Called once a transfer is made, before Stripe's answer is sent: a crash test kills the
   * portal's process here, so the transfer exists at Stripe and the portal never heard of it.
   */
  onCreated?: (transfer: FakeTransfer) => void;

  constructor(private readonly connect: StripeConnectFake) {}

  /** While set, Stripe cannot be asked for its transfers: every list answers an outage's 500. */
  listsFail = false;

  /** Stripe keeps a key's answer for at least 24 hours: a test a day later forgets them all. */
  forgetIdempotencyKeys() {
    this.idempotent.clear();
  }

  /** Answers a request about transfers, or returns false for another path. */
  handle(request: IncomingMessage, url: URL, body: string, response: ServerResponse): boolean {
    const one = /^\/v1\/transfers\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && url.pathname === "/v1/transfers") {
      this.create(request, body, response);
    } else if (request.method === "GET" && url.pathname === "/v1/transfers") {
      if (!this.listsFail) this.list(url, response);
      // Stripe's answer in an outage (the client retries it, then gives up).
      else sendError(response, 500, { type: "api_error", message: "An unknown error occurred." });
    } else if (request.method === "GET" && one) {
      const transfer = this.transfers.get(decodeURIComponent(one[1]));
      if (!transfer) return (this.noSuch(response, one[1]), true);
      sendJson(response, 200, transfer);
    } else return false;
    return true;
  }

  /**
   * Reverses `amount` (all that is left by default) of a transfer, as from the Dashboard: the
   * money goes back to the platform; answers the `transfer.reversed` delivery Stripe sends.
   */
  reverse(id: string, secret: string, amount?: number) {
    const transfer = this.transfers.get(id);
    if (!transfer) throw new Error(`no transfer ${id}`);
    const back = amount ?? transfer.amount - transfer.amount_reversed;
    transfer.amount_reversed += back;
    transfer.reversed = transfer.amount_reversed >= transfer.amount;
    transfer.reversals.data.push({
      id: `trr_${randomBytes(8).toString("hex")}`,
      object: "transfer_reversal",
      amount: back,
      transfer: id,
    });
    this.balances.set(transfer.destination, (this.balances.get(transfer.destination) ?? 0) - back);
    this.available += back;
    return signedDelivery({ type: "transfer.reversed", object: transfer, secret });
  }

  private noSuch(response: ServerResponse, id: string) {
    sendError(response, 404, {
      type: "invalid_request_error",
      code: "resource_missing",
      param: "id",
      message: `No such transfer: '${id}'`,
    });
  }

  private create(request: IncomingMessage, body: string, response: ServerResponse) {
    const key = request.headers["idempotency-key"];
    const earlier = typeof key === "string" ? this.idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.params === body) return sendJson(response, earlier.status, earlier.answer);
      return idempotencyError(response);
    }
    const params = parseForm(body);
    // Refusals once the request was taken up are saved with the key, as Stripe saves them.
    const refuse = (error: Record<string, string>) => {
      if (typeof key === "string")
        this.idempotent.set(key, { params: body, status: 400, answer: { error } });
      sendError(response, 400, error);
    };
    for (const param of ["amount", "currency", "destination"]) {
      if (!params[param]) {
        return sendError(response, 400, {
          type: "invalid_request_error",
          code: "parameter_missing",
          param,
          message: `Missing required param: ${param}.`,
        });
      }
    }
    const amount = Number(params.amount);
    const destination = String(params.destination);
    const account = this.connect.accounts.get(destination);
    if (!account || this.connect.deauthorized.has(destination)) {
      return refuse({
        type: "invalid_request_error",
        code: "resource_missing",
        param: "destination",
        message: `No such destination: '${destination}'`,
      });
    }
    if (account.capabilities.transfers !== "active") {
      return refuse({
        type: "invalid_request_error",
        code: "insufficient_capabilities_for_transfer",
        param: "destination",
        message:
          "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
      });
    }
    if (amount > this.available) {
      return refuse({
        type: "invalid_request_error",
        code: "balance_insufficient",
        message:
          "You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Top-ups.",
      });
    }
    const id = `tr_${randomBytes(8).toString("hex")}`;
    const transfer: FakeTransfer = {
      id,
      object: "transfer",
      amount,
      amount_reversed: 0,
      currency: String(params.currency),
      destination,
      transfer_group: (params.transfer_group as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      reversed: false,
      reversals: {
        object: "list",
        data: [],
        has_more: false,
        url: `/v1/transfers/${id}/reversals`,
      },
      created: now(),
      livemode: false,
    };
    this.available -= amount;
    this.balances.set(destination, (this.balances.get(destination) ?? 0) + amount);
    this.transfers.set(id, transfer);
    if (typeof key === "string") {
      this.idempotent.set(key, { params: body, status: 200, answer: transfer });
    }
    this.onCreated?.(transfer);
    sendJson(response, 200, transfer);
  }

  /**
   * GET /v1/transfers: newest first, by transfer_group and created[gte], paged by limit and
   * starting_after.
   */
  private list(url: URL, response: ServerResponse) {
    const group = url.searchParams.get("transfer_group");
    const limit = Number(url.searchParams.get("limit") ?? 10);
    let all = [...this.transfers.values()].reverse();
    if (group) all = all.filter(transfer => transfer.transfer_group === group);
    const since = url.searchParams.get("created[gte]");
    if (since) all = all.filter(transfer => transfer.created >= Number(since));
    const after = url.searchParams.get("starting_after");
    if (after) all = all.slice(all.findIndex(transfer => transfer.id === after) + 1);
    const data = all.slice(0, limit);
    sendJson(response, 200, {
      object: "list",
      data,
      has_more: all.length > limit,
      url: "/v1/transfers",
    });
  }
}
