import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { signedInAs, unique } from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { ContactMessage } from "./contact-message.entity.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const valid = () => ({
  name: "Pat Visitor",
  email: `pat-${unique()}@example.com`,
  phone: "555-0100",
  subject: "enrollment",
  message: "When does the next instructor-led course start?",
});

const stored = (email: unknown) =>
  app.orm.em.fork().count(ContactMessage, { email: String(email) });

describe("the contact form", () => {
  it("stores a message with the sender's address and browser", async () => {
    const client = new Client(app, "Contact Browser/2.0", "203.0.113.77");
    const body = valid();
    const response = await client.request("/api/contact", { json: body });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, id: expect.any(Number) });
    const row = await app.orm.em.fork().findOneOrFail(ContactMessage, { email: body.email });
    expect(row).toMatchObject({
      name: "Pat Visitor",
      subject: "enrollment",
      ip: "203.0.113.77",
      userAgent: "Contact Browser/2.0",
    });
  });

  it.each([
    ["no name", { name: "" }, "Name is required"],
    [
      "a name with markup",
      { name: "<b>Pat</b>" },
      "Name must be one line of plain text without < or >",
    ],
    [
      "a name with a right-to-left override",
      { name: "Pat \u202Egnp.exe" },
      "Name must be one line of plain text without < or >",
    ],
    [
      "a name with a bidirectional isolate",
      { name: "\u2067Pat\u2069 Visitor" },
      "Name must be one line of plain text without < or >",
    ],
    [
      "a name with a line separator",
      { name: "Pat\u2028Injected" },
      "Name must be one line of plain text without < or >",
    ],
    ["a bad email", { email: "not-an-email" }, "Please enter a valid email"],
    ["no message", { message: "   " }, "Message is required"],
    ["a huge message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
    [
      "a bad phone",
      { phone: "call me maybe" },
      "Phone may contain only digits, spaces, + ( ) - . and an extension",
    ],
  ])("refuses %s with a clear message and stores nothing", async (_what, change, message) => {
    const body = { ...valid(), ...change };
    const response = await new Client(app, "jest", someAddress()).request("/api/contact", {
      json: body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message,
      code: "BAD_USER_INPUT",
      requestId: expect.any(String),
      fields: { [Object.keys(change)[0]]: message },
    });
    expect(await stored(body.email)).toBe(0);
  });

  it("names every wrong field in one answer", async () => {
    const body = { ...valid(), name: "", email: "not-an-email", phone: "call me maybe" };
    const response = await new Client(app, "jest", someAddress()).request("/api/contact", {
      json: body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
      phone: "Phone may contain only digits, spaces, + ( ) - . and an extension",
    });
  });

  it.each([
    ["an unknown subject", { subject: "sales" }],
    ["a number for a name", { name: 42 }],
    ["no email at all", { email: undefined }],
  ])("refuses %s as bad input", async (_what, change) => {
    const response = await new Client(app, "jest", someAddress()).request("/api/contact", {
      json: { ...valid(), ...change },
    });
    expect(response.status).toBe(400);
  });

  it("takes five messages an hour from one address, then answers 429 with Retry-After", async () => {
    const address = "198.18.0.55";
    const client = new Client(app, "jest", address);
    for (let i = 0; i < 5; i++) {
      expect((await client.request("/api/contact", { json: valid() })).status).toBe(201);
    }
    const body = valid();
    const refused = await client.request("/api/contact", { json: body });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored(body.email)).toBe(0);
    const elsewhere = new Client(app, "jest", "198.18.0.56");
    expect((await elsewhere.request("/api/contact", { json: valid() })).status).toBe(201);
  });

  it("lets administrators page through the messages newest first, without gaps or repeats", async () => {
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const query = `query($after: String) {
      contactMessages(first: 3, after: $after) {
        edges { node { id } } pageInfo { hasNextPage endCursor } totalCount
      }
    }`;
    type Page = {
      edges: { node: { id: number } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
      totalCount: number;
    };
    const ids: number[] = [];
    let after: string | null = null;
    for (;;) {
      const answer: { body: { data?: { contactMessages: Page } | null } } = await admin.graphql<{
        contactMessages: Page;
      }>(query, { after });
      const page: Page = answer.body.data!.contactMessages;
      ids.push(...page.edges.map(edge => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const all = await app.orm.em.fork().find(ContactMessage, {}, { orderBy: { id: "desc" } });
    expect(ids).toEqual(all.map(row => row.id));
    const bad = await admin.graphql(query, { after: "not-a-cursor" });
    expect(bad.body.errors?.[0]?.message).toBe("Invalid cursor");
    const { client: learner } = await signedInAs(app);
    const refused = await learner.graphql(query, {});
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("finds messages by name, email or message text, and by handled or not", async () => {
    const tag = unique();
    const send = (change: object) =>
      new Client(app, "jest", someAddress()).request("/api/contact", {
        json: { ...valid(), ...change },
      });
    await send({ name: `Nora ${tag}` });
    await send({ email: `${tag}@example.com` });
    await send({ message: `About course ${tag}, 100% online?` });
    await send({ message: "Nothing to find here." });
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    type Found = {
      contactMessages: { edges: { node: { id: number; handled: boolean } }[]; totalCount: number };
    };
    const find = async (filter: object) =>
      (
        await admin.graphql<Found>(
          "query($filter: ContactMessageFilter) { contactMessages(filter: $filter) { edges { node { id handled } } totalCount } }",
          { filter },
        )
      ).body.data!.contactMessages;
    const found = await find({ search: tag });
    expect(found.totalCount).toBe(3);
    expect((await find({ search: `${tag}, 100%` })).totalCount).toBe(1);
    expect((await find({ search: "%" })).edges.length).toBeGreaterThan(0);

    const [first] = found.edges;
    await admin.graphql(
      "mutation($id: Int!) { markContactMessageHandled(id: $id, handled: true) { id } }",
      {
        id: first.node.id,
      },
    );
    const handled = await find({ search: tag, handled: true });
    expect(handled.edges.map(edge => edge.node)).toEqual([{ id: first.node.id, handled: true }]);
    const open = await find({ search: tag, handled: false });
    expect(open.totalCount).toBe(2);
    expect(open.edges.map(edge => edge.node.id)).not.toContain(first.node.id);
  });

  it("lets administrators mark a message handled and not handled again, audited", async () => {
    const body = valid();
    await new Client(app, "jest", someAddress()).request("/api/contact", { json: body });
    const row = await app.orm.em.fork().findOneOrFail(ContactMessage, { email: body.email });
    const { client: admin, user } = await signedInAs(app, { kind: "admin" });
    const mark = (handled: boolean, id = row.id) =>
      admin.graphql<{ markContactMessageHandled: { handled: boolean; readAt: string | null } }>(
        "mutation($id: Int!, $handled: Boolean!) { markContactMessageHandled(id: $id, handled: $handled) { handled readAt } }",
        { id, handled },
      );
    const audits = () =>
      app.orm.em
        .fork()
        .count(AuditEvent, { type: AuditEventType.ContactMessageHandled, actor: user.id });

    const handled = await mark(true);
    expect(handled.body.data!.markContactMessageHandled).toEqual({
      handled: true,
      readAt: expect.any(String),
    });
    expect((await app.orm.em.fork().findOneOrFail(ContactMessage, row.id)).readAt).not.toBeNull();
    expect(await audits()).toBe(1);
    const undone = await mark(false);
    expect(undone.body.data!.markContactMessageHandled).toEqual({ handled: false, readAt: null });
    expect(await audits()).toBe(2);

    const missing = await mark(true, 2_000_000_000);
    expect(missing.body.errors?.[0]).toMatchObject({
      message: "Message not found",
      extensions: { code: "NOT_FOUND" },
    });
    const { client: learner } = await signedInAs(app);
    const refused = await learner.graphql(
      "mutation($id: Int!) { markContactMessageHandled(id: $id, handled: true) { id } }",
      { id: row.id },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await app.orm.em.fork().findOneOrFail(ContactMessage, row.id)).readAt).toBeNull();
  });
});
