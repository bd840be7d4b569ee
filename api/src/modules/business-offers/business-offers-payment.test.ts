import type { TestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { offerTestApp } from "../../../test/steps/business-offers.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { BusinessOfferStatus } from "./business-offer.entity.js";

const offers = offerTestApp();
const { visitor, application, apply, paymentIntent, patch, stored, paidIntent } = offers;
let app: TestApp;
let admin: Client;
let adminId: number;
beforeAll(() => {
  ({ app, admin, adminId } = offers.started());
});

describe("paying the licence fee", () => {
  it("charges the licence type's fee, not the client's amount, and a retry gets the same payment", async () => {
    const client = visitor();
    const offer = await apply(client, application({ licenseType: "revenue-share" }));
    const first = await paymentIntent(client, offer.body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount: 750, amountCents: 75_000, processor: "demo" });
    const again = await paymentIntent(client, offer.body);
    expect(again.body.id).toBe(first.body.id);
    expect((await paymentIntent(client, { ...offer.body, id: 999_999_999 })).status).toBe(404);
  });

  it("marks the offer paid when the demo card is confirmed, though the browser never asks", async () => {
    const { offerId, intent } = await paidIntent();
    expect(await stored(offerId)).toMatchObject({
      status: BusinessOfferStatus.PAID,
      paymentId: intent.id,
      paymentAmountCents: 250_000,
    });
  });

  it("marks the offer paid only for its verified payment, once, and tells the admins", async () => {
    const { client, offerId, intent } = await paidIntent();
    const answer = await patch(client, offerId, {
      status: "paid",
      paymentId: intent.id,
      paymentAmount: 1,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: offerId, status: "paid" });
    expect(await stored(offerId)).toMatchObject({
      status: BusinessOfferStatus.PAID,
      paymentId: intent.id,
      paymentAmountCents: 250_000,
    });
    const payment = await app.orm.em
      .fork()
      .findOneOrFail(Payment, { providerPaymentId: intent.id });
    expect(payment).toMatchObject({ status: PaymentStatus.SUCCESSFUL, amountCents: 250_000 });
    expect(payment.businessOffer?.id).toBe(offerId);

    // The same call again (a retry) answers the offer; nothing is recorded twice.
    const replay = await patch(client, offerId, { status: "paid", paymentId: intent.id });
    expect(replay.status).toBe(200);
    const em = app.orm.em.fork();
    expect(await em.count(Payment, { providerPaymentId: intent.id })).toBe(1);
    expect(
      await em.count(AuditEvent, {
        type: AuditEventType.PaymentRecorded,
        details: { paymentId: intent.id },
      }),
    ).toBe(1);
    const mails = await em.find(OutboxMail, {
      kind: "business_offer.paid",
      textBody: { $like: `%${intent.id}%` },
    });
    expect(mails.map(mail => [mail.recipient, mail.subject])).toEqual([
      [(await stored(offerId)).contactEmail, "Your Royalty-Free License payment was received"],
    ]);
    expect(mails[0]!.textBody).toContain("$2,500.00");
    const notices = await em.find(Notification, { user: adminId });
    expect(notices.map(notice => notice.message)).toContainEqual(
      expect.stringMatching(/paid the royalty-free licence fee \(\$2,500\.00\)/),
    );

    const listed = await admin.request("/api/business-offers?status=paid");
    const offers = (await listed.json()) as Record<string, unknown>[];
    expect(offers.find(offer => offer.id === offerId)).toMatchObject({
      paymentId: intent.id,
      paymentAmount: 2500,
      status: "paid",
      contactName: "Pat Owner",
    });
  });

  it("ends the licence when its fee is refunded in full", async () => {
    const { client, offerId, intent } = await paidIntent("revenue-share");
    expect((await patch(client, offerId, { status: "paid", paymentId: intent.id })).status).toBe(
      200,
    );
    const payment = await app.orm.em
      .fork()
      .findOneOrFail(Payment, { providerPaymentId: intent.id });
    const refund = await admin.request(`/api/admin/payments/${payment.id}/refund`, {
      method: "POST",
      json: { full: true },
    });
    expect(refund.status).toBe(200);
    expect(await refund.json()).toMatchObject({ status: "refunded", refundedCents: 75_000 });
    expect((await stored(offerId)).status).toBe(BusinessOfferStatus.CANCELLED);
  });

  it("keeps the licence through a partial refund of its fee, and names the licence to administrators", async () => {
    const { client, offerId, intent } = await paidIntent("revenue-share");
    await patch(client, offerId, { status: "paid", paymentId: intent.id });
    const payment = await app.orm.em
      .fork()
      .findOneOrFail(Payment, { providerPaymentId: intent.id });
    // No enrollment to keep: a licence fee's partial refund needs no keepEnrollment.
    const { body } = await admin.graphql(
      `mutation($input: RefundPaymentInput!) {
        refundPayment(input: $input) { status refundedCents licence businessName courseTitle }
      }`,
      { input: { paymentId: payment.id, amountCents: 5000 } },
    );
    expect(body.data).toEqual({
      refundPayment: {
        status: "SUCCESSFUL",
        refundedCents: 5000,
        licence: "Revenue Share License",
        businessName: expect.any(String),
        courseTitle: null,
      },
    });
    expect((await stored(offerId)).status).toBe(BusinessOfferStatus.PAID);
  });

  it("refuses a payment that is unpaid, unknown or made for another offer, and the offer stays pending", async () => {
    const client = visitor();
    const offer = await apply(client, application());
    const unpaid = await paymentIntent(client, offer.body);
    const refusals: [Record<string, unknown>, number][] = [
      [{ status: "paid", paymentId: unpaid.body.id }, 402],
      [{ status: "paid", paymentId: "pi_fake" }, 404],
      [{ status: "paid", paymentId: "'; drop table payments; --" }, 404],
      [{ status: "paid", paymentId: (await paidIntent()).intent.id }, 400],
      // Without a payment id only an administrator changes a status.
      [{ status: "paid" }, 401],
      [{ status: "active" }, 401],
    ];
    for (const [json, status] of refusals) {
      expect([json, (await patch(client, offer.body.id, json)).status]).toEqual([json, status]);
    }
    expect((await stored(offer.body.id)).status).toBe(BusinessOfferStatus.PENDING);
  });
});
