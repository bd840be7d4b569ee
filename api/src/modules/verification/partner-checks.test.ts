import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  createCourse,
  createLegalDocument,
  createPartner,
  createPartnerEnrollment,
  signedInAs,
} from "../../../test/factories.js";
import { partnerSale } from "../../../test/steps/partner-sales.js";
import { type Anomaly, found, verifyGroup } from "../../../test/steps/verification.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { LicenseType } from "../partners/licence.rules.js";
import { PartnerStatus } from "../partners/partner.entity.js";

// Issue 54, item 6: each anomaly is injected with SQL (or by moving a term's clock) after real
// storefront sales, and found by the verification group that lists it.
let app: TestApp;
let admin: Client;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  admin = (await signedInAs(app, { kind: "admin" })).client;
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(text, params);

/** A learner's purchase of `course` at the partner's storefront, as the checkout makes it. */
const storefrontSale = (partner: { id: number; slug?: string | null }, course: { id: number }) =>
  partnerSale(app, { partner, course, agreementId });

/** A live, signed partner selling a new course (the academy's price $249.00) at $199.00. */
async function selling(licence = LicenseType.REVENUE_SHARE) {
  const course = await createCourse(app, { priceCents: 24_900 });
  const partner = await createPartner(app, {
    live: true,
    signed: true,
    licence,
    prices: [[course.id, 19_900]],
  });
  return { course, partner };
}

const byRecord = (anomalies: Anomaly[], record: string) =>
  anomalies.filter(anomaly => anomaly.recordIds.includes(record));

describe("partner checks", () => {
  it("find nothing for a normal storefront sale at the partner's price, in force then", async () => {
    const { course, partner } = await selling(LicenseType.ROYALTY_FREE);
    // A term in force, a suspension resumed before the sale.
    await sql(
      `insert into partner_terms (partner_id, kind, starts_at, ends_at)
       values (?, 'initial', now() - interval '1 day', now() + interval '3 years')`,
      [partner.id],
    );
    await sql(`update partners set term_ends_at = now() + interval '3 years' where id = ?`, [
      partner.id,
    ]);
    await sql(
      `insert into partner_events (partner_id, kind, at, details) values
         (?, 'suspended', now() - interval '2 hours', '{"reason":"Unpaid invoice"}'),
         (?, 'resumed', now() - interval '1 hour', null)`,
      [partner.id, partner.id],
    );
    const sale = await storefrontSale(partner, course);
    expect(sale.payment.amountCents).toBe(19_900);
    // A new price set after the sale is not the sale's.
    await sql(
      `insert into partner_course_prices (partner_id, course_id, price_cents, set_at)
       values (?, ?, 15000, now() + interval '1 minute')`,
      [partner.id, course.id],
    );

    const payments = (await verifyGroup(admin, "payments")).anomalies;
    const enrollments = (await verifyGroup(admin, "enrollments")).anomalies;
    expect(byRecord(payments, `payment:${sale.payment.id}`)).toEqual([]);
    expect(byRecord(payments, `partner:${partner.id}`)).toEqual([]);
    expect(byRecord(enrollments, `enrollment:${sale.enrollmentId}`)).toEqual([]);
  });

  it("find a sale after the licence ended: by the term history, and by the end alone", async () => {
    // Term history: ended two days ago, renewed an hour ago; a sale in the gap, one after.
    const renewed = await selling(LicenseType.ROYALTY_FREE);
    await sql(
      `insert into partner_terms (partner_id, kind, starts_at, ends_at) values
         (?, 'initial', now() - interval '3 years 2 days', now() - interval '2 days'),
         (?, 'renewal', now() - interval '1 hour', now() + interval '3 years')`,
      [renewed.partner.id, renewed.partner.id],
    );
    await sql(`update partners set term_ends_at = now() + interval '3 years' where id = ?`, [
      renewed.partner.id,
    ]);
    const inGap = await storefrontSale(renewed.partner, renewed.course);
    const afterRenewal = await storefrontSale(renewed.partner, renewed.course);
    await sql(`update payments set created_at = now() - interval '1 day' where id = ?`, [
      inGap.payment.id,
    ]);
    // No history: the partner's end moved before its sale (the clock moved on).
    const moved = await selling(LicenseType.ROYALTY_FREE);
    await sql(`update partners set term_ends_at = now() + interval '1 day' where id = ?`, [
      moved.partner.id,
    ]);
    const late = await storefrontSale(moved.partner, moved.course);
    await sql(`update partners set term_ends_at = now() - interval '1 hour' where id = ?`, [
      moved.partner.id,
    ]);

    const result = await verifyGroup(admin, "payments");
    const ended = found(result, "partner.sale-ended");
    expect(ended.map(a => a.key).sort()).toEqual(
      [`partner.sale-ended:${inGap.payment.id}`, `partner.sale-ended:${late.payment.id}`].sort(),
    );
    expect(byRecord(result.anomalies, `payment:${afterRenewal.payment.id}`)).toEqual([]);
    const gap = ended.find(a => a.key.endsWith(`:${inGap.payment.id}`))!;
    expect(gap).toMatchObject({
      type: "Partner sale after the licence ended",
      recordIds: [`payment:${inGap.payment.id}`, `partner:${renewed.partner.id}`],
    });
    expect(gap.reason).toMatch(
      new RegExp(
        `^Payment ${inGap.payment.providerPaymentId} of \\S+ \\(\\$199\\.00\\) for ${renewed.course.title} through partner Partner \\S+ Academy \\(#${renewed.partner.id}\\) was made after the partner's licence ended on \\d{4}-`,
      ),
    );
  });

  it("finds a sale made while the partner was suspended", async () => {
    const { course, partner } = await selling();
    const sale = await storefrontSale(partner, course);
    await sql(
      `insert into partner_events (partner_id, kind, at, details) values
         (?, 'suspended', ? ::timestamptz - interval '1 minute', '{"reason":"Complaints under review"}'),
         (?, 'resumed', ? ::timestamptz + interval '1 minute', null)`,
      [partner.id, sale.payment.createdAt, partner.id, sale.payment.createdAt],
    );

    const suspended = found(await verifyGroup(admin, "payments"), "partner.sale-suspended");
    expect(suspended.map(a => a.key)).toEqual([`partner.sale-suspended:${sale.payment.id}`]);
    expect(suspended[0].reason).toMatch(
      /was made while the partner was suspended \(since .+: 'Complaints under review'\)\.$/,
    );
  });

  it("finds a partner's learner's enrollment without a signed enrollment agreement", async () => {
    const { course, partner } = await selling();
    const { user } = await signedInAs(app);
    // Recorded for the partner without the checkout's signature.
    const { enrollment } = await createPartnerEnrollment(app, partner, user, {
      id: course.id,
      priceCents: 19_900,
    });

    const result = await verifyGroup(admin, "enrollments");
    expect(found(result, "partner.enrollment-unsigned").map(a => a.key)).toEqual([
      `partner.enrollment-unsigned:${enrollment.id}`,
    ]);
    expect(found(result, "partner.enrollment-unsigned")[0].reason).toMatch(
      new RegExp(
        `^Enrollment #${enrollment.id} of \\S+ in ${course.title}, sold by partner Partner \\S+ Academy \\(#${partner.id}\\), has no signed 'Document \\S+' \\(active version .+ requires a signature\\)\\.$`,
      ),
    );
    // Told once, by the check that names the partner.
    expect(found(result, "enrollment.no-agreement").map(a => a.key)).not.toContain(
      `enrollment.no-agreement:${enrollment.id}`,
    );
  });

  it("finds a live or launched partner without a signed licence agreement", async () => {
    const live = await createPartner(app, { live: true });
    const suspended = await createPartner(app, { live: true, status: PartnerStatus.SUSPENDED });
    const signed = await createPartner(app, { live: true, signed: true });
    const notLaunched = await createPartner(app, {});

    const unsigned = found(await verifyGroup(admin, "payments"), "partner.live-unsigned");
    const keys = unsigned.map(a => a.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        `partner.live-unsigned:${live.id}`,
        `partner.live-unsigned:${suspended.id}`,
      ]),
    );
    expect(keys).not.toContain(`partner.live-unsigned:${signed.id}`);
    expect(keys).not.toContain(`partner.live-unsigned:${notLaunched.id}`);
    expect(unsigned.find(a => a.key.endsWith(`:${live.id}`))!.reason).toMatch(
      new RegExp(
        `^The storefront of partner Partner \\S+ Academy \\(#${live.id}\\) is live \\(launched .+\\) without a signed licence agreement\\.$`,
      ),
    );
  });

  it("finds a partner sale paid at another price than the one in force", async () => {
    // At the partner's own price, paid $100.00.
    const own = await selling();
    const cheap = await storefrontSale(own.partner, own.course);
    await sql(`update payments set amount_cents = 10000 where id = ?`, [cheap.payment.id]);
    // At the academy's price (no price row), paid $100.00.
    const course = await createCourse(app, { priceCents: 24_900 });
    const plain = await createPartner(app, { live: true, signed: true });
    const academyPriced = await storefrontSale(plain, course);
    expect(academyPriced.payment.amountCents).toBe(24_900);
    await sql(`update payments set amount_cents = 10000 where id = ?`, [academyPriced.payment.id]);

    const result = await verifyGroup(admin, "payments");
    const reasons = Object.fromEntries(
      found(result, "partner.price-mismatch").map(a => [a.key, a.reason]),
    );
    expect(reasons[`partner.price-mismatch:${cheap.payment.id}`]).toMatch(
      /\(\$100\.00\) .* was not the partner's price set on \d{4}-.+, \$199\.00\.$/,
    );
    expect(reasons[`partner.price-mismatch:${academyPriced.payment.id}`]).toMatch(
      /\(\$100\.00\) .* was not the academy's price at the time, \$249\.00\.$/,
    );
    // The academy's own course-price check leaves partners' sales to this one.
    expect(found(result, "payment.amount-mismatch")).toEqual([]);
  });
});
