import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createPartner, signedInAs } from "../../../test/factories.js";
import { LicenseType } from "./licence.rules.js";
import { PartnerAdmin, PartnerAdminRole, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";

/**
 * Who may read a partner: its own joined administrators and the academy's. Anyone else, an
 * administrator of another partner included, is refused alike over GraphQL and REST, whether the
 * partner exists or not.
 */
let app: TestApp;
let partnerA: Partner;
let partnerB: Partner;
let adminOfA: Client;
let adminOfB: Client;
let emailOfA: string;

const PARTNER = `query($id: Int!) { partner(partnerId: $id) {
  id legalName licenceType status termEndsAt admins { email role status } timeline { kind note }
} }`;
const MINE = "{ myPartners { id legalName status role } }";
const REFUSAL = { message: "You do not administer this partner", code: "FORBIDDEN" };

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  const a = await signedInAs(app);
  const b = await signedInAs(app);
  [adminOfA, adminOfB, emailOfA] = [a.client, b.client, a.user.email.toLowerCase()];
  partnerA = await createPartner(app, { admin: a.user });
  partnerB = await createPartner(app, { admin: b.user, licence: LicenseType.ROYALTY_FREE });
  const em = app.orm.em.fork();
  em.create(PartnerEvent, {
    partner: partnerA.id,
    kind: PartnerEventKind.FEE_PAID,
    details: { note: "$750.00" },
  });
  await em.flush();
});
afterAll(() => app.close());

async function refusedEverywhere(client: Client, partnerId: number) {
  const { body } = await client.graphql(PARTNER, { id: partnerId });
  expect(body.data).toBeNull();
  expect(body.errors?.[0]).toMatchObject({
    message: REFUSAL.message,
    extensions: { code: REFUSAL.code },
  });
  const response = await client.request(`/api/partners/${partnerId}`);
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject(REFUSAL);
}

describe("a partner's administrator", () => {
  it("reads their own partner: settings, administrators, status and timeline", async () => {
    const { body } = await adminOfA.graphql(PARTNER, { id: partnerA.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.partner).toEqual({
      id: partnerA.id,
      legalName: partnerA.legalName,
      licenceType: "REVENUE_SHARE",
      status: "AWAITING_SETUP",
      termEndsAt: null,
      admins: [{ email: emailOfA, role: "OWNER", status: "JOINED" }],
      timeline: [{ kind: "FEE_PAID", note: "$750.00" }],
    });
    const response = await adminOfA.request(`/api/partners/${partnerA.id}`);
    expect(response.status).toBe(200);
    // REST answers the enums' own words (docs/api.md).
    expect(await response.json()).toMatchObject({ id: partnerA.id, status: "awaiting-setup" });
  });

  it("is refused another partner's, over GraphQL and REST, as for an unknown id", async () => {
    await refusedEverywhere(adminOfB, partnerA.id);
    await refusedEverywhere(adminOfA, partnerB.id);
    await refusedEverywhere(adminOfA, 999_999_999);
  });

  it("lists only the partners they administer", async () => {
    const { body } = await adminOfA.graphql(MINE);
    expect(body.data!.myPartners).toEqual([
      { id: partnerA.id, legalName: partnerA.legalName, status: "AWAITING_SETUP", role: "OWNER" },
    ]);
    const response = await adminOfB.request("/api/partners/mine");
    expect(await response.json()).toEqual([
      {
        id: partnerB.id,
        legalName: partnerB.legalName,
        displayName: null,
        licenceType: "royalty-free",
        status: "awaiting-setup",
        role: "owner",
      },
    ]);
    const { client: nobody } = await signedInAs(app);
    expect((await nobody.graphql(MINE)).body.data!.myPartners).toEqual([]);
  });

  it("loses the partner once removed, and an invited one has none yet", async () => {
    const removed = await signedInAs(app);
    const invited = await signedInAs(app);
    const partner = await createPartner(app, { admin: removed.user });
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      PartnerAdmin,
      { partner: partner.id },
      { status: PartnerAdminStatus.REMOVED },
    );
    em.create(PartnerAdmin, {
      partner: partner.id,
      user: invited.user.id,
      email: invited.user.email.toLowerCase(),
      role: PartnerAdminRole.ADMIN,
      status: PartnerAdminStatus.INVITED,
    });
    await em.flush();
    for (const { client } of [removed, invited]) {
      await refusedEverywhere(client, partner.id);
      expect((await client.graphql(MINE)).body.data!.myPartners).toEqual([]);
    }
  });
});

describe("the academy's administrators", () => {
  it("read any partner; an unknown id is not found", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const { body } = await client.graphql(PARTNER, { id: partnerB.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.partner).toMatchObject({ id: partnerB.id, licenceType: "ROYALTY_FREE" });
    const unknown = await client.request("/api/partners/999999999");
    expect(unknown.status).toBe(404);
  });
});

describe("a partner's status", () => {
  it("is ENDED once its term's end has passed, unless suspended", async () => {
    const { user, client } = await signedInAs(app);
    const partner = await createPartner(app, {
      admin: user,
      licence: LicenseType.ROYALTY_FREE,
      status: PartnerStatus.LIVE,
    });
    const em = app.orm.em.fork();
    const past = new Date(Date.now() - 86_400_000);
    await em.nativeUpdate(Partner, { id: partner.id }, { termEndsAt: past });
    const status = async () =>
      (await client.graphql<{ partner: { status: string } }>(PARTNER, { id: partner.id })).body
        .data!.partner.status;
    expect(await status()).toBe("ENDED");
    await em.nativeUpdate(Partner, { id: partner.id }, { status: PartnerStatus.SUSPENDED });
    expect(await status()).toBe("SUSPENDED");
  });
});
