// Every GET path of the OpenAPI document, called as a super administrator on the demo data, is
// answered as the document says (status, media type, body). The permission matrix checks every
// REST answer, writes and refusals included, against the document too.
import { type TestApp, startTestApp } from "./app.js";
import type { Client } from "./client.js";
import { createPartner, signedInAs } from "./factories.js";
import { type AnswerCheck, answerChecker } from "./openapi-answers.js";
import { hashToken } from "../src/modules/api-tokens/api-tokens.service.js";
import { PNG } from "pngjs";
import { PartnerAdmin, PartnerAdminRole } from "../src/modules/partners/partner-admin.entity.js";

let app: TestApp;
let admin: Client;
let adminId: number;
let partnerId: number;
let offerId: number;
let statementId: number;
const INVITATION_TOKEN = "openapi-answers-invitation";
const STOREFRONT = "openapi-storefront";
let onboardingLink: string;
let asDocumented: AnswerCheck;

beforeAll(async () => {
  app = await startTestApp();
  const { user, client } = await signedInAs(app, { kind: "superAdmin" });
  [admin, adminId] = [client, user.id];
  asDocumented = await answerChecker(app);
  // The demo data has no partner yet (the licence flow makes them): one of this test's own,
  // its licence agreement signed, its storefront live with a logo.
  const partner = await createPartner(app, {
    signed: true,
    live: true,
    branding: { slug: STOREFRONT },
    logo: PNG.sync.write(new PNG({ width: 1, height: 1 })),
  });
  [partnerId, offerId] = [partner.id, partner.businessOffer.id];
  // And an invitation of its (a link's token as the mail would carry it).
  const em = app.orm.em.fork();
  em.create(PartnerAdmin, {
    partner: partnerId,
    email: "invited@example.com",
    role: PartnerAdminRole.ADMIN,
    tokenHash: hashToken(INVITATION_TOKEN),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await em.flush();
  // A monthly statement of its (no sales: a month closed with nothing payable).
  [{ id: statementId }] = await em.execute<{ id: number }[]>(
    `insert into statements (partner_id, period, sales_cents, refunds_cents, royalty_cents, fees_cents,
       partner_share_cents, carried_in_cents, payable_cents, carried_out_cents)
     values (?, '2026-01-01', 0, 0, 0, 0, 0, 0, 0, 0) returning id`,
    [partnerId],
  );
  // A live link of the demo processor's onboarding page (made by the partner's payout onboarding).
  const started = await admin.request(`/api/partners/${partnerId}/payout-account/onboarding`, {
    method: "POST",
  });
  onboardingLink = new URL(((await started.json()) as { url: string }).url).pathname
    .split("/")
    .pop()!;
});
afterAll(() => app.close());

async function firstOf(path: string, key = "id"): Promise<string> {
  const rows = (await (await admin.request(path)).json()) as Record<string, unknown>[];
  expect(rows.length).toBeGreaterThan(0);
  return String(rows[0][key]);
}

/** The first course the storefront sells. */
async function storefrontCourse(): Promise<string> {
  const answer = await (await admin.request(`/api/storefronts/${STOREFRONT}`)).json();
  return String((answer as { courses: { course: { id: number } }[] }).courses[0].course.id);
}

/**
 * A demo value for each path parameter (a made-up one where the demo data has none), or for each
 * of a path's parameters in order.
 */
async function pathOf(template: string): Promise<string> {
  const values: Record<string, () => Promise<string | string[]>> = {
    "/api/courses/{id}": () => firstOf("/api/courses"),
    "/api/admin/receipts/{paymentId}": () => firstOf("/api/admin/payments"),
    "/api/receipts/{id}/pdf": () => firstOf("/api/admin/payments"),
    "/api/legal/{page}": async () => "terms",
    "/api/partners/{partnerId}": async () => String(partnerId),
    "/api/licence-agreements/{offerId}": async () => String(offerId),
    "/api/licence-agreements/{offerId}/pdf": async () => String(offerId),
    "/api/partners/{partnerId}/payout-account": async () => String(partnerId),
    "/api/partners/{partnerId}/statements": async () => String(partnerId),
    "/api/statements/{id}.pdf": async () => String(statementId),
    "/api/statements/{id}.csv": async () => String(statementId),
    "/api/partners/{partnerId}/prices": async () => String(partnerId),
    "/api/partners/{partnerId}/logo.png": async () => String(partnerId),
    "/demo-connect/onboarding/{link}": async () => onboardingLink,
    "/api/storefronts/{slug}": async () => STOREFRONT,
    "/api/storefronts/{slug}/courses/{courseId}": async () => [
      STOREFRONT,
      await storefrontCourse(),
    ],
    "/p/{slug}/logo.png": async () => STOREFRONT,
    "/api/legal-documents/type/{type}": () => firstOf("/api/admin/legal/documents?first=1", "type"),
  };
  const given = [await (values[template] ?? (async () => "1"))()].flat();
  return given.reduce(
    (path, value) => path.replace(/\{\w+\}/, encodeURIComponent(value)),
    template,
  );
}

it("answers every GET path as the document says, with demo data where there is some", async () => {
  const document = (await (await app.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const gets = Object.keys(document.paths).filter(path => document.paths[path].get);
  expect(gets.length).toBeGreaterThan(40);
  const statuses = new Map<string, number>();
  for (const template of gets) {
    const queries: Record<string, string> = {
      "/api/admin/security-management/user-token-info": `?userId=${adminId}`,
      "/api/partner-invitations": `?token=${INVITATION_TOKEN}`,
    };
    const path = template in queries ? template + queries[template] : await pathOf(template);
    const response = await admin.request(path);
    statuses.set(template, response.status);
    expect(await asDocumented("GET", path, response)).toEqual([]);
  }
  // Where the demo data has no row (no certificate, no uploaded course picture) a documented 404;
  // the rest answered (the partner's paid offer is offer 1; its logo is the one made above).
  const refused = [...statuses].filter(([, status]) => status !== 200).map(([path]) => path);
  expect(refused.sort()).toEqual(["/api/certificates/{number}/pdf", "/api/courses/{id}/image.png"]);
});
