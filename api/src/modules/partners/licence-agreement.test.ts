import { createHash } from "node:crypto";
import type { TestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { createLegalDocument, signedInAs } from "../../../test/factories.js";
import { pdfText } from "../../../test/pdf-reader.js";
import { offerTestApp } from "../../../test/steps/business-offers.js";
import { payDemo } from "../../../test/steps/checkout.js";
import { hideResetTokens } from "../mail/mail.messages.js";
import { LegalDocument, LegalDocumentType } from "../legal/legal-document.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { LicenceAgreement } from "./licence-agreement.entity.js";
import { PartnerAdmin, PartnerAdminRole, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEvent } from "./partner-event.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";

/** A 1x1 PNG, as a canvas exports one. */
const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const offers = offerTestApp();
let app: TestApp;
beforeAll(async () => {
  ({ app } = offers.started());
  // One agreement per licence, as every install's seed makes them.
  for (const type of [
    LegalDocumentType.LICENCE_AGREEMENT_ROYALTY_FREE,
    LegalDocumentType.LICENCE_AGREEMENT_REVENUE_SHARE,
  ]) {
    await createLegalDocument(app, type, { content: `<p>Licence terms of ${type}.</p>` });
  }
});

/** The mails of a kind sent to an address, oldest first. */
const mailsTo = (to: string, kind: string) =>
  app.orm.em.fork().find(OutboxMail, { recipient: to, kind }, { orderBy: { id: "asc" } });

/** A paid offer's partner, and the signing link's token read from its mail. */
async function paidPartner(licence = "revenue-share") {
  const { offerId } = await offers.paidIntent(licence);
  const partner = await app.orm.em
    .fork()
    .findOneOrFail(Partner, { businessOffer: offerId }, { populate: ["businessOffer"] as never });
  const [mail] = await mailsTo(partner.contactEmail, "partner.agreement_link");
  const link = /\/licence-agreement\/(\d+)\?token=([\w-]+)/.exec(mail!.textBody)!;
  expect(Number(link[1])).toBe(offerId);
  return { offerId, partner, token: link[2]! };
}

const read = (client: Client, offerId: number, query: string) =>
  client.request(`/api/licence-agreements/${offerId}?${query}`);

async function signWith(
  client: Client,
  offerId: number,
  body: Record<string, unknown>,
): Promise<Response> {
  return client.request(`/api/licence-agreements/${offerId}/sign`, { method: "POST", json: body });
}

/** What the page sends: the document shown, its hash, the name and a drawn signature. */
async function signature(client: Client, offerId: number, token: string) {
  const shown = (await (await read(client, offerId, `token=${token}`)).json()) as {
    document: { id: number; content: string };
  };
  return {
    token,
    documentId: shown.document.id,
    documentSha256: sha256(shown.document.content),
    signerName: "Pat Owner",
    signature: { type: "drawn", data: PNG_1X1 },
  };
}

describe("the licence agreement", () => {
  it("opens the partner when the fee is paid and mails the contact a signing link", async () => {
    const { offerId, partner } = await paidPartner("royalty-free");
    expect(partner).toMatchObject({
      status: PartnerStatus.AWAITING_AGREEMENT,
      licenceType: "royalty-free",
    });
    expect(partner.agreementTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (partner.agreementTokenExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const events = await app.orm.em
      .fork()
      .find(PartnerEvent, { partner }, { orderBy: { id: "asc" } });
    expect(events.map(event => event.kind)).toEqual(["applied", "fee-paid"]);

    // Only the link's holder reads it: no token, a wrong one, another offer's.
    const visitor = new Client(app, "jest", someAddress());
    expect((await read(visitor, offerId, "")).status).toBe(400);
    expect((await read(visitor, offerId, "token=wrong")).status).toBe(400);
    // The payer holds the offer's reference: the success page links the page with it.
    const ref = await offers.apply(visitor, offers.application());
    expect((await read(visitor, offerId, `reference=${String(ref.body.reference)}`)).status).toBe(
      400,
    );
  });

  it("signs a drawn signature once with its evidence, a PDF naming the signer, and mails the owner's invitation without a password", async () => {
    const { offerId, partner, token } = await paidPartner();
    const client = new Client(app, "Signing Browser/1.0", someAddress());
    const body = await signature(client, offerId, token);
    const signed = await signWith(client, offerId, body);
    expect(signed.status).toBe(200);
    const answer = (await signed.json()) as { signed: { signerName: string; pdfUrl: string } };
    expect(answer.signed.signerName).toBe("Pat Owner");

    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(LicenceAgreement, { partner: partner.id });
    expect(stored).toMatchObject({
      documentSha256: body.documentSha256,
      signerName: "Pat Owner",
      signerEmail: partner.contactEmail,
      signatureType: "drawn",
      ipAddress: client.ip,
      userAgent: "Signing Browser/1.0",
    });
    expect(String(stored.signatureData.data)).toMatch(/^data:image\/png;base64,/);
    expect((await em.findOneOrFail(Partner, partner.id)).status).toBe(PartnerStatus.AWAITING_SETUP);
    const events = await em.find(PartnerEvent, { partner: partner.id }, { orderBy: { id: "asc" } });
    expect(events.map(event => event.kind)).toEqual([
      "applied",
      "fee-paid",
      "agreement-signed",
      "credentials-sent",
    ]);

    const pdf = await client.request(answer.signed.pdfUrl);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(`Pat Owner <${partner.contactEmail}>`);
    expect(text).toContain(partner.legalName);
    expect(text).toContain(body.documentSha256);

    // The owner's invitation: a membership with a hashed token, and a mail with only a link.
    const owner = await em.findOneOrFail(PartnerAdmin, { partner: partner.id });
    expect(owner).toMatchObject({
      email: partner.contactEmail.toLowerCase(),
      role: PartnerAdminRole.OWNER,
      status: PartnerAdminStatus.INVITED,
    });
    const [invitation] = await mailsTo(owner.email, "partner.admin_invitation");
    const link = /\/partners\/join\?token=([\w-]+)/.exec(invitation!.textBody)!;
    expect(owner.tokenHash).toBe(sha256(link[1]!));
    expect(invitation!.textBody).not.toMatch(/password:|temporary password|your password is/i);
    expect(invitation!.textBody).toContain("We never send passwords by email");

    // The link signs once; afterwards it shows who signed, and the PDF.
    const again = await signWith(client, offerId, body);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /already signed by Pat Owner on /,
    );
    const later = (await (await read(client, offerId, `token=${token}`)).json()) as {
      signed: { signerName: string; signedAt: string; pdfUrl: string };
    };
    expect(later.signed).toMatchObject({ signerName: "Pat Owner", pdfUrl: answer.signed.pdfUrl });
    expect(await em.count(LicenceAgreement, { partner: partner.id })).toBe(1);
    expect(await em.count(PartnerAdmin, { partner: partner.id })).toBe(1);
  });

  it("refuses a signature of a document that changed since it was shown", async () => {
    const { offerId, partner, token } = await paidPartner();
    const client = new Client(app, "jest", someAddress());
    const body = await signature(client, offerId, token);
    const em = app.orm.em.fork();
    const document = await em.findOneOrFail(LegalDocument, body.documentId);
    const content = document.content;
    document.content = "<p>Changed terms.</p>";
    await em.flush();
    try {
      const refused = await signWith(client, offerId, body);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "The agreement has changed since you opened it. Please read it again.",
      );
    } finally {
      document.content = content;
      await em.flush();
    }
    expect(await em.count(LicenceAgreement, { partner: partner.id })).toBe(0);
    expect(await em.count(PartnerAdmin, { partner: partner.id })).toBe(0);
  });

  it("gives the PDF to the academy's administrators, not to another signed-in user", async () => {
    const { offerId, token } = await paidPartner();
    const client = new Client(app, "jest", someAddress());
    expect((await signWith(client, offerId, await signature(client, offerId, token))).status).toBe(
      200,
    );
    const admin = await signedInAs(app, { kind: "admin" });
    expect((await admin.client.request(`/api/licence-agreements/${offerId}/pdf`)).status).toBe(200);
    // Signed, the document is evidence in Legal Documents as an enrollment agreement is.
    const signedDoc = await app.orm.em
      .fork()
      .findOneOrFail(LicenceAgreement, { partner: { businessOffer: offerId } } as never);
    const edit = await admin.client.request(`/api/admin/legal/documents/${signedDoc.document.id}`, {
      method: "PATCH",
      json: { content: "<p>Other terms.</p>" },
    });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { message: string }).message).toMatch(
      /^This document has been signed by/,
    );
    const learner = await signedInAs(app);
    expect((await learner.client.request(`/api/licence-agreements/${offerId}/pdf`)).status).toBe(
      403,
    );
    // Its key sent twice is no key (it answered 500, found by the hostile suite's 20 000 runs).
    const twice = `/api/licence-agreements/${offerId}/pdf?token=${token}&token=${token}`;
    expect((await learner.client.request(twice)).status).toBe(403);
  });

  it("opens for the payer by the offer's reference and for the academy without a key, never for a stranger", async () => {
    const payer = new Client(app, "jest", someAddress());
    const offer = await offers.apply(payer, offers.application({ licenseType: "royalty-free" }));
    const intent = await offers.paymentIntent(payer, offer.body);
    expect((await payDemo(payer, intent.body)).body.data?.confirmDemoPayment.status).toBe(
      "succeeded",
    );
    const offerId = offer.body.id as number;
    const reference = String(offer.body.reference);
    const opened = await read(payer, offerId, `reference=${reference}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      offerId,
      licenceType: "royalty-free",
      document: { content: "<p>Licence terms of licence-agreement-royalty-free.</p>" },
      signed: null,
    });
    const admin = await signedInAs(app, { kind: "admin" });
    expect((await read(admin.client, offerId, "")).status).toBe(200);
    const stranger = await signedInAs(app);
    expect((await read(stranger.client, offerId, "")).status).toBe(403);
  });

  it("hides both links' tokens from the outbox view outside a demo install", async () => {
    const { offerId, partner, token } = await paidPartner();
    const [link] = await mailsTo(partner.contactEmail, "partner.agreement_link");
    expect(hideResetTokens(link!.textBody)).toContain(
      `/licence-agreement/${offerId}?token=[hidden]`,
    );
    expect(hideResetTokens(link!.textBody)).not.toContain(token);
    const client = new Client(app, "jest", someAddress());
    expect((await signWith(client, offerId, await signature(client, offerId, token))).status).toBe(
      200,
    );
    const [invitation] = await mailsTo(
      partner.contactEmail.toLowerCase(),
      "partner.admin_invitation",
    );
    expect(hideResetTokens(invitation!.textBody)).toMatch(/\/partners\/join\?token=\[hidden\]/);
  });

  it("is rate-limited per client address, as the other links' pages are", async () => {
    const client = new Client(app, "jest", someAddress());
    for (let i = 0; i < 30; i += 1) {
      expect((await read(client, 999_999_999, "token=guess")).status).toBe(400);
    }
    expect((await read(client, 999_999_999, "token=guess")).status).toBe(429);
    // Another address is not held back.
    expect((await read(new Client(app, "jest", someAddress()), 999_999_999, "")).status).toBe(400);
  });
});
