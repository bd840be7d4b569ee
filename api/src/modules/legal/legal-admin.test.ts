import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  createCourse,
  createLegalDocument,
  createUser,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { sha256 } from "../agreements/agreement.service.js";
import { SignatureType, UserAgreement } from "../agreements/user-agreement.entity.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { LegalDocument, LegalDocumentType } from "./legal-document.entity.js";

let app: TestApp;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  const signed = await signedInAs(app, { kind: "admin" });
  admin = signed.client;
  adminId = signed.user.id;
});
afterAll(() => app.close());

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;
const stored = (id: number) => app.orm.em.fork().findOne(LegalDocument, { id });
const auditOf = (type: AuditEventType, documentId: number) =>
  app.orm.em
    .fork()
    .find(AuditEvent, { type, details: { documentId } }, { populate: ["actor"] })
    .then(rows => rows.map(row => ({ actor: row.actor?.id, details: row.details })));

/** `users` learners who signed `doc`, as the checkout records it (the first one twice, for two courses). */
async function signedBy(doc: LegalDocument, users: number) {
  const em = app.orm.em.fork();
  for (let i = 0; i < users; i++) {
    const user = await createUser(app);
    const courses = i === 0 ? 2 : 1;
    for (let c = 0; c < courses; c++) {
      em.create(UserAgreement, {
        user: user.id,
        signerName: "Fay Factory",
        signerUsername: user.username,
        document: doc.id,
        course: (await createCourse(app)).id,
        documentVersion: doc.version,
        documentSha256: sha256(doc.content),
        signatureType: SignatureType.TYPED,
        signatureData: { text: "Fay Factory", style: "formal" },
      });
    }
  }
  await em.flush();
}

const LIST = `query($filter: AdminLegalDocumentFilter) {
  adminLegalDocuments(first: 50, filter: $filter) {
    edges { node { id title type version isActive requiresSignature acceptedCount } }
    totalCount
  }
}`;
type Node = { id: number; title: string; isActive: boolean; acceptedCount: number };
async function list(filter: Record<string, unknown>): Promise<Node[]> {
  const { body } = await admin.graphql<{ adminLegalDocuments: { edges: { node: Node }[] } }>(LIST, {
    filter,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.adminLegalDocuments.edges.map(edge => edge.node);
}

describe("the admin legal documents", () => {
  it("lists documents with acceptedCount: the users who signed each", async () => {
    const tag = unique();
    const signed = await createLegalDocument(app, LegalDocumentType.OTHER, {
      title: `Alpha ${tag}`,
    });
    await createLegalDocument(app, LegalDocumentType.OTHER, { title: `Beta ${tag}` });
    await signedBy(signed, 3);
    const nodes = await list({ search: tag });
    expect(
      nodes
        .map(({ title, acceptedCount }) => ({ title, acceptedCount }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: `Alpha ${tag}`, acceptedCount: 3 },
      { title: `Beta ${tag}`, acceptedCount: 0 },
    ]);
    const rest = await admin.request(`/api/admin/legal/documents?q=alpha%20${tag}`);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual([
      expect.objectContaining({ id: signed.id, type: "other", acceptedCount: 3, version: "1.0" }),
    ]);
  });

  it("publishes a document over REST with the spec's defaults, sanitized, with an audit row", async () => {
    const title = `Privacy ${unique()}`;
    const response = await admin.request("/api/admin/legal/documents", {
      json: { title, content: '<p onclick="x()">Hello</p><script>bad()</script>', type: "other" },
    });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({
      title,
      content: "<p>Hello</p>",
      type: "other",
      version: "1.0",
      isActive: true,
      requiresSignature: false,
      acceptedCount: 0,
    });
    expect(await auditOf(AuditEventType.LegalDocumentCreated, body.id as number)).toEqual([
      { actor: adminId, details: expect.objectContaining({ title, type: "other" }) },
    ]);
    const terms = await admin.request("/api/admin/legal/documents", {
      json: { title: `Terms ${unique()}`, content: "<p>Terms.</p>" },
    });
    expect(await json(terms)).toMatchObject({ type: "terms-of-service" });
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ version: " " }, "version", "Version is required"],
    [{ content: undefined }, "content", "Content is required"],
    [{ content: "<script>only()</script>" }, "content", "Content is required"],
  ])("refuses %j: %s '%s'", async (change, field, message) => {
    const response = await admin.request("/api/admin/legal/documents", {
      json: { title: `Refused ${unique()}`, content: "<p>x</p>", type: "other", ...change },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      message,
      code: "BAD_USER_INPUT",
      fields: { [field]: message },
      requestId: expect.any(String),
    });
  });

  it("names every wrong field of a document in one answer", async () => {
    const title = `Two\nlines ${unique()}`;
    const { body } = await admin.graphql(
      `mutation($input: AdminLegalDocumentInput!) { adminCreateLegalDocument(input: $input) { id } }`,
      { input: { title, version: "", content: " ", type: "OTHER" } },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "Title must be one line of plain text without < or >",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: {
          title: "Title must be one line of plain text without < or >",
          version: "Version is required",
          content: "Content is required",
        },
      },
    });
    expect(await app.orm.em.fork().count(LegalDocument, { title })).toBe(0);
  });

  it("refuses an unknown type as bad input", async () => {
    const response = await admin.request("/api/admin/legal/documents", {
      json: { title: "T", content: "<p>x</p>", type: "constructor" },
    });
    expect(response.status).toBe(400);
  });

  it("publishing a new version keeps the old one and its signatures, and deactivates it", async () => {
    const old = await createLegalDocument(app, LegalDocumentType.REFUND_POLICY, {
      title: "Refund Policy",
      content: "<p>Old refund rules.</p>",
    });
    await signedBy(old, 2);
    const response = await admin.request("/api/admin/legal/documents", {
      json: {
        title: "Refund Policy",
        content: "<p>New refund rules.</p>",
        type: "refund-policy",
        version: "2.0",
      },
    });
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(await stored(old.id)).toMatchObject({
      isActive: false,
      content: "<p>Old refund rules.</p>",
    });
    expect(await app.orm.em.fork().count(UserAgreement, { document: old.id })).toBe(3);
    const active = await app.orm.em
      .fork()
      .find(LegalDocument, { type: LegalDocumentType.REFUND_POLICY, isActive: true });
    expect(active.map(doc => doc.id)).toEqual([created.id]);
    const page = await app.request("/api/legal/refund");
    expect(await page.json()).toEqual({
      title: "Refund Policy",
      content: "<p>New refund rules.</p>",
    });
    expect(await auditOf(AuditEventType.LegalDocumentCreated, created.id as number)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ deactivated: [old.id] }) }),
    ]);
  });

  it("refuses to change the content of a signed document, telling the admin to publish a new version", async () => {
    const content = '<h2>Agreement</h2><p>I agree.</p><a href="https://example.org">terms</a>';
    const doc = await createLegalDocument(app, LegalDocumentType.OTHER, { content });
    await signedBy(doc, 1);
    const before = (await stored(doc.id))!.content;
    const refused = await admin.request(`/api/admin/legal/documents/${doc.id}`, {
      method: "PATCH",
      json: { content: "<p>Something else.</p>" },
    });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      code: "CONFLICT",
      message:
        "This document has been signed by 1 user, so its content, type and version cannot be changed. Publish a new version instead: add a document of this type with a new version number.",
      requestId: expect.any(String),
    });
    // Other fields may change, and the signed text stays byte for byte.
    const renamed = await admin.request(`/api/admin/legal/documents/${doc.id}`, {
      method: "PATCH",
      json: { title: "Renamed", content: before, isActive: false },
    });
    expect(renamed.status).toBe(200);
    expect(await stored(doc.id)).toMatchObject({
      title: "Renamed",
      content: before,
      isActive: false,
    });
    expect(sha256((await stored(doc.id))!.content)).toBe(sha256(before));
    expect(await auditOf(AuditEventType.LegalDocumentUpdated, doc.id)).toEqual([
      {
        actor: adminId,
        details: expect.objectContaining({
          changed: { title: "Renamed", isActive: false },
          contentChanged: false,
        }),
      },
    ]);
  });

  it("edits an unsigned document in place; activating it deactivates the active one of its type", async () => {
    const active = await createLegalDocument(app, LegalDocumentType.PRIVACY_POLICY);
    const draft = await createLegalDocument(app, LegalDocumentType.PRIVACY_POLICY, {
      isActive: false,
    });
    const response = await admin.request(`/api/admin/legal/documents/${draft.id}`, {
      method: "PATCH",
      json: { content: "<p>Better privacy.</p>", isActive: true, version: "3.1" },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      content: "<p>Better privacy.</p>",
      version: "3.1",
    });
    expect(await stored(active.id)).toMatchObject({ isActive: false });
    expect(await stored(draft.id)).toMatchObject({ isActive: true });
  });

  it("refuses to delete a signed document (409) and deletes an unsigned one, with an audit row", async () => {
    const signed = await createLegalDocument(app, LegalDocumentType.OTHER);
    await signedBy(signed, 2);
    const refused = await admin.request(`/api/admin/legal/documents/${signed.id}`, {
      method: "DELETE",
    });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      code: "CONFLICT",
      message:
        "This document has been signed by 2 users, so it cannot be deleted. Deactivate it or publish a new version instead.",
      requestId: expect.any(String),
    });
    expect(await stored(signed.id)).not.toBeNull();

    const unsigned = await createLegalDocument(app, LegalDocumentType.OTHER);
    const deleted = await admin.request(`/api/admin/legal/documents/${unsigned.id}`, {
      method: "DELETE",
    });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ id: unsigned.id, deleted: true });
    expect(await stored(unsigned.id)).toBeNull();
    expect(await auditOf(AuditEventType.LegalDocumentDeleted, unsigned.id)).toHaveLength(1);
  });

  it("refuses learners every admin legal operation", async () => {
    const { client: learner } = await signedInAs(app);
    const doc = await createLegalDocument(app, LegalDocumentType.OTHER);
    expect((await learner.request("/api/admin/legal/documents")).status).toBe(403);
    const create = await learner.request("/api/admin/legal/documents", {
      json: { title: "Mine", content: "<p>x</p>", type: "other" },
    });
    expect(create.status).toBe(403);
    const update = await learner.request(`/api/admin/legal/documents/${doc.id}`, {
      method: "PATCH",
      json: { title: "Mine" },
    });
    expect(update.status).toBe(403);
    const remove = await learner.request(`/api/admin/legal/documents/${doc.id}`, {
      method: "DELETE",
    });
    expect(remove.status).toBe(403);
    expect(await stored(doc.id)).toMatchObject({ title: doc.title });
  });
});
