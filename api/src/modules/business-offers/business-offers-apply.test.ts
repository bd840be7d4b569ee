import type { TestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { offerTestApp } from "../../../test/steps/business-offers.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { BusinessOffer } from "./business-offer.entity.js";

const offers = offerTestApp();
const { visitor, application, apply, paymentIntent, patch } = offers;
let app: TestApp;
let admin: Client;
let adminId: number;
beforeAll(() => {
  ({ app, admin, adminId } = offers.started());
});

describe("applying for a licence", () => {
  it("stores the application as pending and answers a repeat within a minute with the same offer", async () => {
    const client = visitor();
    const body = application();
    const first = await apply(client, body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      businessName: body.businessName,
      licenseType: "royalty-free",
      status: "pending",
      fee: 2500,
    });
    expect(first.body).not.toHaveProperty("contactEmail");
    const again = await apply(client, body);
    expect(again.body.id).toBe(first.body.id);
    const other = await apply(client, { ...body, licenseType: "revenue-share" });
    expect(other.body.id).not.toBe(first.body.id);
    expect(other.body.fee).toBe(750);

    const shown = await client.request(
      `/api/business-offers/${String(first.body.id)}?reference=${String(again.body.reference)}`,
    );
    expect(await shown.json()).toMatchObject({ id: first.body.id, status: "pending" });
  });

  it("refuses a wrong field with the spec's message and stores nothing", async () => {
    const client = visitor();
    const cases: [Record<string, unknown>, string][] = [
      [{ businessName: "A" }, "Business name must be at least 2 characters"],
      [{ contactName: " " }, "Contact name must be at least 2 characters"],
      [{ contactEmail: "not-an-email" }, "Please enter a valid email address"],
      [{ contactPhone: "12345" }, "Please enter a valid phone number"],
      [{ businessWebsite: "javascript:alert(1)" }, "Please enter a valid website URL"],
      [{ businessAddress: "1 St" }, "Please enter your business address"],
      [
        { businessName: "Acme \u202Egnp.exe" },
        "Business name must be one line of plain text without < or >",
      ],
      [
        { businessName: "Acme\u2028Injected" },
        "Business name must be one line of plain text without < or >",
      ],
      [
        { contactName: "Pat\u200F Owner" },
        "Contact name must be one line of plain text without < or >",
      ],
      [
        { contactName: "Pat\u2066 Owner" },
        "Contact name must be one line of plain text without < or >",
      ],
    ];
    for (const [fields, message] of cases) {
      const body = application(fields);
      // A visitor each: one address may apply 10 times an hour.
      const answer = await apply(visitor(), body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
      expect(
        await app.orm.em.fork().count(BusinessOffer, { contactEmail: body.contactEmail }),
      ).toBe(0);
    }
    const { body } = await client.graphql(
      "mutation($input: BusinessOfferInput!) { applyForLicense(input: $input) { id } }",
      { input: { ...application({ businessName: "A" }), licenseType: "ROYALTY_FREE" } },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { businessName: "Business name must be at least 2 characters" },
    });
    const unknown = await apply(client, application({ licenseType: "free-for-all" }));
    expect(unknown.status).toBe(400);
  });

  it("names every wrong field in one answer, over REST and GraphQL", async () => {
    const wrong = { contactEmail: "not-an-email", contactPhone: "12345", businessAddress: "1 St" };
    const fields = {
      contactEmail: "Please enter a valid email address",
      contactPhone: "Please enter a valid phone number",
      businessAddress: "Please enter your business address",
    };
    const rest = await apply(visitor(), application(wrong));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: "BAD_USER_INPUT", fields });
    expect(Object.values(fields)).toContain(rest.body.message);
    const { body } = await visitor().graphql(
      "mutation($input: BusinessOfferInput!) { applyForLicense(input: $input) { id } }",
      { input: { ...application(wrong), licenseType: "ROYALTY_FREE" } },
    );
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields });
  });
});

describe("the offer's reference", () => {
  const READ = `query($id: Int!, $reference: String) {
    businessOffer(id: $id, reference: $reference) {
      id withDetails businessName status licenseType feeCents offerSentAt reference
    }
  }`;

  it("is answered once, by the application, and is unguessable and kept only as its hash", async () => {
    const first = await apply(visitor(), application());
    const second = await apply(visitor(), application());
    expect(first.body.reference).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.body.reference).not.toBe(first.body.reference);
    const row = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ reference_hash: string }[]>(
        `select reference_hash from business_offers where id = ?`,
        [first.body.id],
      );
    expect(row[0]!.reference_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(String(first.body.reference));
  });

  it("shows another applicant's offer by id with only its licence type and fee", async () => {
    const theirs = await apply(visitor(), application({ licenseType: "revenue-share" }));
    const stranger = visitor();
    for (const reference of [
      null,
      "",
      "x".repeat(22),
      (await apply(stranger, application())).body.reference,
    ]) {
      const { body } = await stranger.graphql(READ, { id: theirs.body.id, reference });
      expect(body.data?.businessOffer).toEqual({
        id: theirs.body.id,
        withDetails: false,
        businessName: null,
        status: null,
        licenseType: "REVENUE_SHARE",
        feeCents: 75_000,
        offerSentAt: null,
        reference: null,
      });
    }
    const rest = await stranger.request(`/api/business-offers/${String(theirs.body.id)}`);
    const shown = (await rest.json()) as Record<string, unknown>;
    expect(shown).toMatchObject({ licenseType: "revenue-share", fee: 750, businessName: null });
    expect(JSON.stringify(shown)).not.toContain(String(theirs.body.businessName));

    const mine = await stranger.graphql(READ, {
      id: theirs.body.id,
      reference: theirs.body.reference,
    });
    expect(mine.body.data?.businessOffer).toMatchObject({
      withDetails: true,
      businessName: theirs.body.businessName,
      status: "PENDING",
    });
  });

  it("is needed to start a payment: without it, or with another, no client secret", async () => {
    const theirs = await apply(visitor(), application());
    const stranger = visitor();
    const own = (await apply(stranger, application())).body.reference;
    for (const reference of [undefined, null, "", own, "A".repeat(5000)]) {
      const { status, body } = await paymentIntent(stranger, theirs.body, { reference });
      expect([reference, status, body.message]).toEqual([
        reference,
        403,
        "This payment link is incomplete or no longer valid: open the link from your application, or apply again.",
      ]);
      expect(JSON.stringify(body)).not.toMatch(/secret/i);
    }
    expect((await paymentIntent(stranger, theirs.body)).status).toBe(200);
  });

  it("lets administrators read any offer by id in full, and leaves offers made before references unpayable", async () => {
    const offer = await apply(visitor(), application());
    await app.orm.em.fork().nativeUpdate(BusinessOffer, Number(offer.body.id), {
      referenceHash: null,
    });
    const { body } = await admin.graphql(READ, { id: offer.body.id });
    expect(body.data?.businessOffer).toMatchObject({
      withDetails: true,
      businessName: offer.body.businessName,
      status: "PENDING",
    });
    const anonymous = await visitor().graphql(READ, {
      id: offer.body.id,
      reference: offer.body.reference,
    });
    expect(anonymous.body.data?.businessOffer).toMatchObject({ withDetails: false });
    expect((await paymentIntent(visitor(), offer.body)).status).toBe(403);
  });

  it("answers an administrator's REST read with every field, as the list does", async () => {
    const offer = await apply(visitor(), application());
    const path = `/api/business-offers/${String(offer.body.id)}`;
    const full = (await (await admin.request(path)).json()) as Record<string, unknown>;
    const list = (await (await admin.request("/api/business-offers?first=100")).json()) as {
      id: unknown;
    }[];
    expect(full).toEqual(list.find(item => item.id === offer.body.id));
    expect(full).toMatchObject({
      contactName: "Pat Owner",
      contactEmail: expect.stringMatching(/^owner-/),
      contactPhone: "555-010-0199",
      businessAddress: "1 Main Street, Springfield",
      businessWebsite: "https://recovery.example.com",
      paymentId: null,
      paymentAmount: null,
      status: "pending",
      fee: 2500,
    });
    const applicant = (await (
      await visitor().request(`${path}?reference=${String(offer.body.reference)}`)
    ).json()) as Record<string, unknown>;
    expect(applicant).toMatchObject({ businessName: offer.body.businessName, status: "pending" });
    expect(applicant).not.toHaveProperty("contactEmail");
  });
});

describe("administrators' status changes", () => {
  it("are audited, and paid without a verified payment needs a note", async () => {
    const offer = await apply(visitor(), application());
    const none = await patch(admin, offer.body.id, {});
    expect([none.status, ((await none.json()) as { message: string }).message]).toEqual([
      400,
      "Give the status: pending, paid, signed, active or cancelled",
    ]);
    const active = await patch(admin, offer.body.id, { status: "active" });
    expect(active.status).toBe(200);
    expect(await active.json()).toMatchObject({ status: "active", contactName: "Pat Owner" });

    const MUTATION = `mutation($id: Int!, $note: String) {
      updateBusinessOfferStatus(id: $id, status: PAID, note: $note) { status paymentId statusNote }
    }`;
    const bare = await admin.graphql(MUTATION, { id: offer.body.id });
    expect(bare.body.errors?.[0]).toMatchObject({
      message: "Say why the offer is paid without a verified payment",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { note: "Say why the offer is paid without a verified payment" },
      },
    });
    const noted = await admin.graphql(MUTATION, { id: offer.body.id, note: "Paid by wire" });
    expect(noted.body.data).toEqual({
      updateBusinessOfferStatus: { status: "PAID", paymentId: null, statusNote: "Paid by wire" },
    });
    // The note is the offer's, in the administrators' list, until the next change.
    const listed = async () => {
      const { body } = await admin.graphql<{
        businessOffers: { edges: { node: { id: number; statusNote: string | null } }[] };
      }>(
        `query($search: String) {
          businessOffers(first: 5, filter: { search: $search }) { edges { node { id statusNote } } }
        }`,
        { search: offer.body.businessName },
      );
      return body.data!.businessOffers.edges.find(edge => edge.node.id === offer.body.id)?.node;
    };
    expect(await listed()).toEqual({ id: offer.body.id, statusNote: "Paid by wire" });
    const audits = await app.orm.em
      .fork()
      .find(
        AuditEvent,
        { type: AuditEventType.BusinessOfferStatusChanged, actor: adminId },
        { orderBy: { id: "asc" } },
      );
    expect(audits.map(audit => audit.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ offerId: offer.body.id, from: "pending", to: "active" }),
        expect.objectContaining({
          offerId: offer.body.id,
          from: "active",
          to: "paid",
          note: "Paid by wire",
          verified: false,
        }),
      ]),
    );
    await patch(admin, offer.body.id, { status: "signed" });
    expect(await listed()).toEqual({ id: offer.body.id, statusNote: null });
  });
});
