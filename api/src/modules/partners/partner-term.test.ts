import type { TestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import {
  createCourse,
  createEnrollment,
  createPartner,
  createUser,
  signIn,
  signedInAs,
} from "../../../test/factories.js";
import { offerTestApp } from "../../../test/steps/business-offers.js";
import { type StartedPayment, payDemo } from "../../../test/steps/checkout.js";
import { REFUND } from "../../../test/steps/refund.js";
import type { JobDeps } from "../../jobs/deps.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { BusinessOffer, BusinessOfferStatus } from "../business-offers/business-offer.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { Payment } from "../payments/payment.entity.js";
import { LicenseType } from "./licence.rules.js";
import { PartnerAdmin, PartnerAdminRole, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { runPartnerTerms } from "./partner-term.job.js";
import { PartnerTerm, PartnerTermKind } from "./partner-term.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";
import { partnerStatusAt } from "./storefront.rules.js";
import { addYears } from "./term.rules.js";

const DAY = 86_400_000;
const offers = offerTestApp();
let app: TestApp;
let admin: Client;
beforeAll(() => {
  ({ app, admin } = offers.started());
});

const em = () => app.orm.em.fork();
const stored = (id: number) => em().findOneOrFail(Partner, id);
const deps = (): JobDeps => ({
  orm: app.orm,
  config: app.config,
  jobs: { send: async () => null } as unknown as NonNullable<JobDeps["jobs"]>,
});
const mails = (kind: string, partnerId: number) =>
  em().find(
    OutboxMail,
    { kind, dedupeKey: { $like: `%:${partnerId}:%` } },
    { orderBy: { id: "asc" } },
  );

/** A royalty-free partner whose term ends at `endsAt`, its owner signed in, launched unless told. */
async function royaltyFree(endsAt: Date) {
  const owner = await signedInAs(app);
  const partner = await createPartner(app, {
    admin: owner.user,
    licence: LicenseType.ROYALTY_FREE,
    signed: true,
    live: true,
    branding: { termEndsAt: endsAt },
  });
  return { partner, owner: owner.client, ownerUser: owner.user };
}

/** Whether the partner's storefront sells, as a visitor of /p/{slug} reads it. */
async function selling(slug: string) {
  const { body } = await new Client(app, "jest-visitor", someAddress()).graphql<{
    storefront: { selling: boolean; courses: unknown[] };
  }>("query($slug: String!) { storefront(slug: $slug) { selling courses { priceCents } } }", {
    slug,
  });
  return body.data!.storefront.selling;
}

/** The renewal as the page makes it: the intent, the demo card, the confirmation. */
async function renew(client: Client, partnerId: number) {
  const started = await client.request(`/api/partners/${partnerId}/renewals`, { method: "POST" });
  expect(started.status).toBe(200);
  const intent = (await started.json()) as StartedPayment;
  const paid = await payDemo(client, intent);
  expect(paid.body.data?.confirmDemoPayment.status).toBe("succeeded");
  const confirmed = await client.request(`/api/partners/${partnerId}/renewals/confirm`, {
    method: "POST",
    json: { paymentId: intent.id },
  });
  return { intent, confirmed };
}

describe("the licence term", () => {
  it("runs 3 years from a royalty-free fee's payment; a revenue share has no end", async () => {
    const before = new Date();
    const { offerId } = await offers.paidIntent("royalty-free");
    const partner = await em().findOneOrFail(Partner, { businessOffer: offerId });
    const after = new Date();
    expect(partner.termEndsAt!.getTime()).toBeGreaterThanOrEqual(addYears(before).getTime());
    expect(partner.termEndsAt!.getTime()).toBeLessThanOrEqual(addYears(after).getTime());
    const offer = await em().findOneOrFail(BusinessOffer, offerId);
    const [term] = await em().find(PartnerTerm, { partner }, { populate: ["payment"] });
    expect(term).toMatchObject({ kind: "initial", endsAt: partner.termEndsAt });
    expect(term!.payment?.getEntity().providerPaymentId).toBe(offer.paymentId);

    const share = await offers.paidIntent("revenue-share");
    const other = await em().findOneOrFail(Partner, { businessOffer: share.offerId });
    expect(other.termEndsAt).toBeNull();
    expect(await em().count(PartnerTerm, { partner: other })).toBe(0);
    // Years later, the job leaves it as it is.
    await runPartnerTerms(deps(), new Date(Date.now() + 20 * 365 * DAY));
    expect((await stored(other.id)).status).toBe(PartnerStatus.AWAITING_AGREEMENT);
  });

  it("reminds every joined administrator 90, 30 and 7 days before the end, each once", async () => {
    const end = new Date(Date.now() + 200 * DAY);
    const { partner } = await royaltyFree(end);
    const co = await createUser(app);
    await em().insert(PartnerAdmin, {
      partner: partner.id,
      user: co.id,
      email: co.email,
      role: PartnerAdminRole.ADMIN,
      status: PartnerAdminStatus.JOINED,
    });
    await em().insert(PartnerAdmin, {
      partner: partner.id,
      email: "invited-only@example.com",
      role: PartnerAdminRole.ADMIN,
      status: PartnerAdminStatus.INVITED,
    });
    const at = (daysBefore: number) => new Date(end.getTime() - daysBefore * DAY);
    const sent = async () =>
      (await mails("partner.term_reminder", partner.id)).map(mail => ({
        to: mail.recipient,
        days: mail.dedupeKey.split(":")[3],
      }));

    await runPartnerTerms(deps(), at(91));
    expect(await sent()).toEqual([]);
    // Two runs side by side and a third on the same day: one reminder each.
    await Promise.all([runPartnerTerms(deps(), at(90)), runPartnerTerms(deps(), at(90))]);
    await runPartnerTerms(deps(), at(89));
    expect(await sent()).toHaveLength(2);
    await runPartnerTerms(deps(), at(30));
    await runPartnerTerms(deps(), at(6)); // the 7-day run missed a day: still sent, once
    await runPartnerTerms(deps(), at(3));
    const all = await sent();
    expect(all.map(mail => mail.days)).toEqual(["90", "90", "30", "30", "7", "7"]);
    expect(new Set(all.map(mail => mail.to))).toEqual(
      new Set([
        co.email,
        (await em().findOneOrFail(PartnerAdmin, { partner, role: PartnerAdminRole.OWNER })).email,
      ]),
    );
    const [reminder] = await mails("partner.term_reminder", partner.id);
    expect(reminder!.subject).toMatch(/'s licence ends on /);
    expect(reminder!.textBody).toContain(`/partner/${partner.id}`);
  });

  it("ends an unrenewed term: ended, mailed once, not selling; its learners keep their courses", async () => {
    const end = new Date(Date.now() - DAY);
    const { partner, owner, ownerUser } = await royaltyFree(end);
    const learner = await createUser(app);
    const course = await createCourse(app);
    const { enrollment } = await createEnrollment(app, learner, course);
    await em().nativeUpdate(
      Enrollment,
      { id: enrollment.id },
      { partner: partner.id, moodleUrl: "https://lms.example/course/view.php?id=7" },
    );
    // Read as ended at once, before the job has run: the storefront stops selling.
    expect(partnerStatusAt(await stored(partner.id))).toBe(PartnerStatus.ENDED);
    expect(await selling(partner.slug!)).toBe(false);

    await runPartnerTerms(deps(), new Date());
    await runPartnerTerms(deps(), new Date());
    expect((await stored(partner.id)).status).toBe(PartnerStatus.ENDED);
    const ended = await mails("partner.term_ended", partner.id);
    expect(ended.map(mail => mail.recipient)).toEqual([ownerUser.email]);
    const events = await em().find(PartnerEvent, { partner, kind: PartnerEventKind.ENDED });
    expect(events).toHaveLength(1);
    expect(events[0]!.at).toEqual(end);

    const client = await signIn(app, learner);
    const mine = await client.graphql("{ myEnrollments { id status moodleUrl } }");
    expect(mine.body.data).toEqual({
      myEnrollments: [
        {
          id: enrollment.id,
          status: "ACTIVE",
          moodleUrl: "https://lms.example/course/view.php?id=7",
        },
      ],
    });
    expect((await em().findOneOrFail(Enrollment, enrollment.id)).status).toBe(
      EnrollmentStatus.ACTIVE,
    );

    // Renewed after its end: 3 years from now, live again.
    const before = new Date();
    const { confirmed } = await renew(owner, partner.id);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: "live" });
    const renewed = await stored(partner.id);
    expect(renewed.status).toBe(PartnerStatus.LIVE);
    expect(renewed.termEndsAt!.getTime()).toBeGreaterThanOrEqual(addYears(before).getTime());
    expect(renewed.termEndsAt!.getTime()).toBeLessThanOrEqual(addYears(new Date()).getTime());
    expect(await selling(partner.slug!)).toBe(true);
  });

  it("renews early from the end, once per payment; a revenue share and another partner's administrator are refused", async () => {
    const end = new Date(Date.now() + 100 * DAY);
    const { partner, owner } = await royaltyFree(end);
    const { intent, confirmed } = await renew(owner, partner.id);
    expect(confirmed.status).toBe(200);
    const expected = addYears(end);
    expect((await stored(partner.id)).termEndsAt).toEqual(expected);
    // The confirmation again (a replay, another tab): extended once.
    const again = await owner.request(`/api/partners/${partner.id}/renewals/confirm`, {
      method: "POST",
      json: { paymentId: intent.id },
    });
    expect(again.status).toBe(200);
    expect((await stored(partner.id)).termEndsAt).toEqual(expected);
    const renewals = await em().find(PartnerTerm, { partner, kind: PartnerTermKind.RENEWAL });
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ startsAt: end, endsAt: expected });
    const timeline = (await again.json()) as { timeline: { kind: string; note: string }[] };
    expect(timeline.timeline.filter(event => event.kind === "renewed")).toHaveLength(1);
    // Bought by the licence's offer, paid by the administrator: a licence payment of theirs.
    const payment = await em().findOneOrFail(Payment, { providerPaymentId: intent.id });
    expect(payment).toMatchObject({ amountCents: 250_000, status: "successful" });
    expect(payment.businessOffer?.id).toBe((await stored(partner.id)).businessOffer.id);

    const other = await signedInAs(app);
    await createPartner(app, { admin: other.user, licence: LicenseType.ROYALTY_FREE });
    const refused = await other.client.request(`/api/partners/${partner.id}/renewals`, {
      method: "POST",
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "You do not administer this partner" });

    const share = await signedInAs(app);
    const shared = await createPartner(app, { admin: share.user });
    const nothing = await share.client.request(`/api/partners/${shared.id}/renewals`, {
      method: "POST",
    });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({
      message: "A Revenue Share License has no end date: there is nothing to renew.",
    });
  });

  it("takes back a refunded renewal not yet begun, and refuses a full refund of one that has", async () => {
    const end = new Date(Date.now() + 50 * DAY);
    const { partner, owner } = await royaltyFree(end);
    const early = await renew(owner, partner.id);
    const paymentOf = async (intentId: string) =>
      (await em().findOneOrFail(Payment, { providerPaymentId: intentId })).id;
    const refund = await admin.graphql(REFUND, {
      input: { paymentId: await paymentOf(early.intent.id) },
    });
    expect(refund.body.data?.refundPayment).toMatchObject({ status: "REFUNDED" });
    expect((await stored(partner.id)).termEndsAt).toEqual(end);
    // The licence itself stands: the offer is not cancelled by its renewal's refund.
    const offer = await em().findOneOrFail(
      BusinessOffer,
      (await stored(partner.id)).businessOffer.id,
    );
    expect(offer.status).toBe(BusinessOfferStatus.PAID);
    // A replay of the refunded payment's confirmation extends nothing.
    await owner.request(`/api/partners/${partner.id}/renewals/confirm`, {
      method: "POST",
      json: { paymentId: early.intent.id },
    });
    expect((await stored(partner.id)).termEndsAt).toEqual(end);

    await em().nativeUpdate(
      Partner,
      { id: partner.id },
      { termEndsAt: new Date(Date.now() - DAY) },
    );
    const late = await renew(owner, partner.id);
    const refused = await admin.graphql(REFUND, {
      input: { paymentId: await paymentOf(late.intent.id) },
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message:
        "This renewal's term has begun, so its payment cannot be refunded in full: refund part of it instead.",
      extensions: { code: "CONFLICT" },
    });
  });

  it("is suspended and resumed by the academy's administrators, audited, the reason shown", async () => {
    const { partner, owner } = await royaltyFree(new Date(Date.now() + 400 * DAY));
    const bad = await admin.request(`/api/admin/partners/${partner.id}/suspend`, {
      method: "POST",
      json: { reason: "Unpaid\ninvoice" },
    });
    expect(bad.status).toBe(400);
    const byPartner = await owner.request(`/api/admin/partners/${partner.id}/suspend`, {
      method: "POST",
      json: { reason: "Mine" },
    });
    expect(byPartner.status).toBe(403);

    const suspended = await admin.request(`/api/admin/partners/${partner.id}/suspend`, {
      method: "POST",
      json: { reason: "Complaints about misleading course claims" },
    });
    expect(suspended.status).toBe(200);
    expect(await selling(partner.slug!)).toBe(false);
    const seen = await owner.request(`/api/partners/${partner.id}`);
    expect(await seen.json()).toMatchObject({
      status: "suspended",
      suspendedReason: "Complaints about misleading course claims",
    });
    // The term's end does not end a suspended partner.
    await runPartnerTerms(deps(), new Date(Date.now() + 500 * DAY));
    expect((await stored(partner.id)).status).toBe(PartnerStatus.SUSPENDED);

    const resumed = await admin.request(`/api/admin/partners/${partner.id}/resume`, {
      method: "POST",
    });
    expect(await resumed.json()).toMatchObject({ status: "live", suspendedReason: null });
    expect(await selling(partner.slug!)).toBe(true);
    const audit = await em().find(
      AuditEvent,
      { type: { $in: [AuditEventType.PartnerSuspended, AuditEventType.PartnerResumed] } },
      { orderBy: { id: "asc" } },
    );
    const mine = audit.filter(row => row.details?.partnerId === partner.id);
    expect(mine.map(row => [row.type, row.details?.reason ?? null])).toEqual([
      ["partner.suspended", "Complaints about misleading course claims"],
      ["partner.resumed", null],
    ]);
    const events = await em().find(PartnerEvent, { partner }, { orderBy: { id: "asc" } });
    expect(
      events.filter(event => ["suspended", "resumed"].includes(event.kind)).map(e => e.details),
    ).toEqual([{ note: "Complaints about misleading course claims" }, null]);
  });
});
