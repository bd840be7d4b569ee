import type { TestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { signedInAs } from "../../../test/factories.js";
import { REFUND, refundTestApp } from "../../../test/steps/refund.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { DemoRefund } from "./demo-refund.entity.js";
import { Payment } from "./payment.entity.js";

const refundApp = refundTestApp();
const { purchase } = refundApp;
let app: TestApp;
let admin: Client;
beforeAll(() => {
  ({ app, admin } = refundApp.started());
});

describe("a refund asked twice is one refund", () => {
  const KEYED = `mutation($input: RefundPaymentInput!) {
    refundPayment(input: $input) { id status amountCents refundedCents pendingRefundCents createdAt }
  }`;
  const refundsAtProcessor = (intentId: string) =>
    app.orm.em.fork().count(DemoRefund, { intentId });
  const restRefund = (paymentId: number, json: unknown, key?: string) =>
    admin.request(`/api/admin/payments/${paymentId}/refund`, {
      json,
      headers: key === undefined ? {} : { "idempotency-key": key },
    });

  it("gives twenty parallel and then twenty sequential requests with one key one refund and twenty equal answers", async () => {
    const { payment, intentId } = await purchase();
    const input = { paymentId: payment.id, amountCents: 5000, keepEnrollment: true };
    const ask = () => admin.graphql(KEYED, { input: { ...input, idempotencyKey: "dialog-1" } });
    const parallel = await Promise.all(Array.from({ length: 20 }, ask));
    const sequential = [];
    for (let i = 0; i < 20; i++) sequential.push(await ask());
    for (const answers of [parallel, sequential]) {
      expect(answers.map(answer => answer.body)).toEqual(
        Array.from({ length: 20 }, () => parallel[0]!.body),
      );
    }
    expect(parallel[0]!.body.data).toMatchObject({
      refundPayment: { status: "SUCCESSFUL", refundedCents: 5000 },
    });
    expect(await refundsAtProcessor(intentId)).toBe(1);
    expect((await app.orm.em.fork().findOneOrFail(Payment, payment.id)).refundedCents).toBe(5000);
    expect(
      await app.orm.em.fork().count(AuditEvent, {
        type: AuditEventType.PaymentRefunded,
        details: { paymentId: intentId },
      }),
    ).toBe(1);
  });

  it("takes REST's Idempotency-Key: twenty parallel and twenty sequential, one refund, twenty equal answers", async () => {
    const { payment, intentId } = await purchase();
    const body = { amount: 20, keepEnrollment: true };
    const ask = async () => {
      const response = await restRefund(payment.id, body, '"8e03978e-40d5-43e8-bc93-6894a57f9324"');
      return [response.status, await response.json()] as const;
    };
    const parallel = await Promise.all(Array.from({ length: 20 }, ask));
    const sequential = [];
    for (let i = 0; i < 20; i++) sequential.push(await ask());
    expect([...parallel, ...sequential]).toEqual(Array.from({ length: 40 }, () => parallel[0]));
    expect(parallel[0]![0]).toBe(200);
    expect(parallel[0]![1]).toMatchObject({ refundedCents: 2000, status: "successful" });
    expect(await refundsAtProcessor(intentId)).toBe(1);
    // The same key bare (not a structured-field string) is the same key.
    expect(
      (await restRefund(payment.id, body, "8e03978e-40d5-43e8-bc93-6894a57f9324")).status,
    ).toBe(200);
    expect(await refundsAtProcessor(intentId)).toBe(1);
  });

  it("refuses the same key with another amount (422) and refunds nothing more", async () => {
    const { payment, intentId } = await purchase();
    const first = await restRefund(payment.id, { amount: 10, keepEnrollment: true }, "key-422");
    expect(first.status).toBe(200);
    const other = await restRefund(payment.id, { amount: 11, keepEnrollment: true }, "key-422");
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      message:
        "This idempotency key was used for another refund of this payment: send a new key for a new refund.",
    });
    const viaGraphql = await admin.graphql(KEYED, {
      input: { paymentId: payment.id, amountCents: 1000, idempotencyKey: "key-422" },
    });
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await refundsAtProcessor(intentId)).toBe(1);
    // Another key is another refund.
    const next = await restRefund(payment.id, { amount: 10, keepEnrollment: true }, "key-423");
    expect(await next.json()).toMatchObject({ refundedCents: 2000 });
    expect(await refundsAtProcessor(intentId)).toBe(2);
  });

  it("keeps a key to its administrator and payment: the same key elsewhere is another refund", async () => {
    const first = await purchase();
    const second = await purchase();
    const other = (await signedInAs(app, { kind: "admin" })).client;
    const body = { amount: 5, keepEnrollment: true };
    const ask = (client: Client, paymentId: number) =>
      client.request(`/api/admin/payments/${paymentId}/refund`, {
        json: body,
        headers: { "idempotency-key": "shared-key" },
      });
    for (const [client, paymentId] of [
      [admin, first.payment.id],
      [other, first.payment.id],
      [admin, second.payment.id],
      [admin, first.payment.id],
    ] as const) {
      expect((await ask(client, paymentId)).status).toBe(200);
    }
    expect(await refundsAtProcessor(first.intentId)).toBe(2);
    expect(await refundsAtProcessor(second.intentId)).toBe(1);
  });

  it("refuses an empty, huge or control-character key with 400, refunding nothing", async () => {
    const { payment, intentId } = await purchase();
    const message = "The idempotency key must be 1 to 255 printable ASCII characters";
    // (A header cannot carry a line break, NUL or other control characters but the tab: the
    // HTTP parser refuses those before the portal sees them.)
    for (const key of ["", '""', "k".repeat(256), "caf\u00e9", "tab\there"]) {
      const response = await restRefund(payment.id, { amount: 1, keepEnrollment: true }, key);
      expect([key, response.status, await response.json()]).toEqual([
        key,
        400,
        expect.objectContaining({
          message,
          code: "BAD_USER_INPUT",
          fields: { idempotencyKey: message },
        }),
      ]);
    }
    for (const key of ["", "k".repeat(256), "line\nbreak", "nul\u0000", "\u202eevil"]) {
      const { body } = await admin.graphql(KEYED, {
        input: {
          paymentId: payment.id,
          amountCents: 100,
          keepEnrollment: true,
          idempotencyKey: key,
        },
      });
      // (NUL is refused for any text by the edge check, in its own words.)
      expect([key, body.errors?.[0]?.extensions?.code]).toEqual([key, "BAD_USER_INPUT"]);
    }
    expect(await refundsAtProcessor(intentId)).toBe(0);
    expect(await app.orm.em.fork().findOneOrFail(Payment, payment.id)).toMatchObject({
      refundedCents: 0,
      metadata: expect.not.objectContaining({ refunds: expect.anything() }),
    });
  });

  it("refuses, without a key, the same refund again within 10 minutes (409 naming it), unless a new one is meant", async () => {
    const { payment, intentId } = await purchase();
    const body = { amount: 15, keepEnrollment: true };
    const first = await restRefund(payment.id, body);
    expect(first.status).toBe(200);
    const [recorded] = (await app.orm.em.fork().findOneOrFail(Payment, payment.id)).metadata!
      .refunds as { id: string }[];
    const again = await restRefund(payment.id, body);
    expect(again.status).toBe(409);
    const refusal = (await again.json()) as { message: string; code: string };
    expect(refusal.code).toBe("CONFLICT");
    expect(refusal.message).toMatch(
      new RegExp(
        `^A refund of \\$15\\.00 \\(${recorded!.id}\\) was made \\d+ seconds? ago\\. To give the same amount back again, say it is a new refund \\(repeat\\), or send an idempotency key\\.$`,
      ),
    );
    const viaGraphql = await admin.graphql(REFUND, {
      input: { paymentId: payment.id, amountCents: 1500, keepEnrollment: true },
    });
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await refundsAtProcessor(intentId)).toBe(1);
    // Another amount is no retry; the same amount said to be new is refunded.
    expect((await restRefund(payment.id, { amount: 16, keepEnrollment: true })).status).toBe(200);
    const meant = await restRefund(payment.id, { ...body, repeat: true });
    expect(meant.status).toBe(200);
    expect(await meant.json()).toMatchObject({ refundedCents: 4600 });
    expect(await refundsAtProcessor(intentId)).toBe(3);
  });

  it("takes a refund older than 10 minutes for no retry", async () => {
    const { payment, intentId } = await purchase();
    const input = { paymentId: payment.id, amountCents: 700, keepEnrollment: true };
    await admin.graphql(REFUND, { input });
    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(Payment, payment.id);
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString();
    const refunds = (stored.metadata!.refunds as Record<string, unknown>[]).map(refund => ({
      ...refund,
      askedAt: eleven,
      refundedAt: eleven,
    }));
    stored.metadata = { ...stored.metadata, refunds };
    await em.flush();
    const again = await admin.graphql(REFUND, { input });
    expect(again.body.data).toMatchObject({ refundPayment: { refundedCents: 1400 } });
    expect(await refundsAtProcessor(intentId)).toBe(2);
  });
});
