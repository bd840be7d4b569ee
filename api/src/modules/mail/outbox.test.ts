import { setTimeout as sleep } from "node:timers/promises";
import { PRODUCTION_ENV, type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { createCourse, createUser, signedInAs, unique } from "../../../test/factories.js";
import type { Client } from "../../../test/client.js";
import { agencyInvitation, passwordResetLink } from "./mail.messages.js";
import { MailStatus, OutboxMail } from "./outbox-mail.entity.js";
import { MailService } from "./mail.service.js";

// No SMTP settings (outside production): every mail is held in the outbox for administrators.
let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp({ demo: false, workers: true });
  admin = (await signedInAs(app, { kind: "admin" })).client;
});
afterAll(() => app.close());

const OUTBOX = `query($filter: OutboxFilter, $first: Int) {
  outbox(filter: $filter, first: $first) {
    totalCount
    edges { node { id recipient subject text links kind status attempts createdAt sentAt } }
  }
}`;

interface OutboxNode {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  links: string[];
  kind: string;
  status: string;
}

async function heldMailOf(email: string) {
  for (let i = 0; i < 300; i++) {
    const mail = await app.orm.em.fork().findOne(OutboxMail, { recipient: email });
    if (mail?.status === MailStatus.HELD) return mail;
    await sleep(100);
  }
  throw new Error(`no held mail for ${email}`);
}

/** An administrator's grant: the same enrollment (and confirmation) as a paid one. */
async function grantEnrollment() {
  const learner = await createUser(app);
  const course = await createCourse(app);
  const { body } = await admin.graphql(
    `mutation($input: AdminEnrollUserInput!) { adminEnrollUser(input: $input) { id } }`,
    { input: { userId: learner.id, courseId: course.id } },
  );
  expect(body.errors).toBeUndefined();
  return { learner, course };
}

describe("the outbox without SMTP settings", () => {
  it("holds the mail and lists it for administrators, newest first, with its full text", async () => {
    const { learner, course } = await grantEnrollment();
    const held = await heldMailOf(learner.email);
    expect(held).toMatchObject({ attempts: 0, kind: "enrollment.confirmation", sentAt: null });

    const { body } = await admin.graphql<{
      outbox: { totalCount: number; edges: { node: OutboxNode }[] };
    }>(OUTBOX, { filter: { status: "HELD", search: learner.email }, first: 10 });
    expect(body.errors).toBeUndefined();
    expect(body.data!.outbox.totalCount).toBe(1);
    const node = body.data!.outbox.edges[0].node;
    expect(node).toMatchObject({
      id: held.id,
      recipient: learner.email,
      subject: `You are enrolled in ${course.title}`,
      status: "HELD",
    });
    expect(node.text).toContain(`${app.config.publicUrl}/dashboard`);
    expect(node.text).not.toContain("{portal}");
  });

  it("finds mails by subject and by status over REST, as over GraphQL", async () => {
    const { learner, course } = await grantEnrollment();
    await heldMailOf(learner.email);
    const response = await admin.request(
      `/api/admin/outbox?status=held&q=${encodeURIComponent(course.title)}`,
    );
    expect(response.status).toBe(200);
    const rows = await readJson<OutboxNode[]>(response);
    expect(rows.map(row => row.recipient)).toEqual([learner.email]);
    const sent = await admin.request(`/api/admin/outbox?status=sent`);
    expect(await readJson<OutboxNode[]>(sent)).toEqual([]);
  });

  it("refuses learners and anonymous callers", async () => {
    const { client: learner } = await signedInAs(app);
    const asLearner = await learner.graphql(OUTBOX);
    expect(asLearner.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await learner.request("/api/admin/outbox")).status).toBe(403);
    const anonymous = await app.graphql(OUTBOX);
    expect(anonymous.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("Resend without SMTP settings", () => {
  it("is refused: the mail would only be held again", async () => {
    const { learner } = await grantEnrollment();
    const held = await heldMailOf(learner.email);
    const { body } = await admin.graphql(
      "mutation($id: Int!) { adminResendMail(id: $id) { id } }",
      {
        id: held.id,
      },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "No SMTP server is configured (SMTP_URL): the mail would be held again.",
      extensions: { code: "CONFLICT" },
    });
    expect((await app.orm.em.fork().findOneOrFail(OutboxMail, held.id)).status).toBe(
      MailStatus.HELD,
    );
  });
});

/** A reset link and an invitation with tokens of our own, queued as the portal queues them. */
async function queueLinks(on: TestApp) {
  const email = `links-${unique()}@example.com`;
  const tokens = { reset: `reset-${unique()}-token`, join: `join-${unique()}-token` };
  const em = on.orm.em.fork();
  await em.transactional(async tx => {
    // A name that looks like a link is text, not one of the mail's links.
    const person = { firstName: "https://elsewhere.example/x", username: "dana" };
    const reset = passwordResetLink({ ...person, token: tokens.reset, minutes: 30 });
    await new MailService(tx, { jobs: on.jobs }).queueMail({
      ...reset,
      to: email,
      kind: "password.reset",
      key: tokens.reset,
    });
    const invitation = agencyInvitation({
      ...person,
      agencyName: "Acme Recovery",
      courseTitle: "Initial Course",
      token: tokens.join,
      days: 14,
    });
    await new MailService(tx, { jobs: on.jobs }).queueMail({
      ...invitation,
      to: email,
      kind: "agency.invitation",
      key: tokens.join,
    });
  });
  return { email, tokens };
}

/** The texts of the outbox's mails to `email`, as an administrator of `on` reads them. */
async function outboxTexts(on: TestApp, reader: Client, email: string) {
  const { body } = await reader.graphql<{ outbox: { edges: { node: OutboxNode }[] } }>(OUTBOX, {
    filter: { search: email },
    first: 10,
  });
  expect(body.errors).toBeUndefined();
  const nodes = body.data!.outbox.edges.map(edge => edge.node);
  return {
    text: nodes.map(node => node.text).join("\n"),
    links: nodes.flatMap(node => node.links),
  };
}

describe("the single-use links in the outbox", () => {
  it("are shown whole on a demo install (no SMTP, outside production): the only way to open them", async () => {
    const { email, tokens } = await queueLinks(app);
    const { text, links } = await outboxTexts(app, admin, email);
    const reset = `${app.config.publicUrl}/reset-password?token=${tokens.reset}`;
    const join = `${app.config.publicUrl}/agency/join?token=${tokens.join}`;
    expect(text).toContain(reset);
    expect(text).toContain(join);
    expect(text).not.toContain("[hidden]");
    expect(links.sort()).toEqual([join, reset].sort());
  });

  it("stay hidden in production, even while mail is held there for want of SMTP", async () => {
    const { SMTP_URL: _url, MAIL_FROM: _from, ...withoutSmtp } = PRODUCTION_ENV;
    for (const env of [withoutSmtp, PRODUCTION_ENV]) {
      const production = await startTestApp({ demo: false, env });
      try {
        const reader = (await signedInAs(production, { kind: "admin" })).client;
        const { email, tokens } = await queueLinks(production);
        const { text, links } = await outboxTexts(production, reader, email);
        expect(links.join(" ")).not.toMatch(/token=(?!\[hidden\])/);
        expect(text).toContain(`${production.config.publicUrl}/reset-password?token=[hidden]`);
        expect(text).toContain(`${production.config.publicUrl}/agency/join?token=[hidden]`);
        expect(text).not.toContain(tokens.reset);
        expect(text).not.toContain(tokens.join);
      } finally {
        await production.close();
      }
    }
  });
});
