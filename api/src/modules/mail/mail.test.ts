import { setTimeout as sleep } from "node:timers/promises";
import { type TestApp, startTestApp } from "../../../test/app.js";
import {
  FACTORY_PASSWORD,
  createCourse,
  createLegalDocument,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { SMTP_PASSWORD, type SmtpReceiver } from "../../../test/fakes/smtp.js";
import { jobsSettled } from "../../../test/jobs.js";
import { enroll, payDemo, signTyped, startPayment } from "../../../test/steps/checkout.js";
import { JobQueue } from "../../jobs/queue.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import type { JobDeps } from "../../jobs/deps.js";
import { MailStatus, OutboxMail } from "./outbox-mail.entity.js";
import { MailService, type NewMail } from "./mail.service.js";
import { MailDeliveryService } from "./mail-delivery.service.js";
import { MAIL_SEND_JOB, sendMailJob } from "./send-mail.job.js";
import { sweepMailJob } from "./sweep-mail.job.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";

const PUBLIC_URL = "https://academy.example.org";
let receiver: SmtpReceiver;
let app: TestApp;
let workers: JobQueue<JobDeps>;

beforeAll(async () => {
  app = await startTestApp({ demo: false, mail: true, env: { PUBLIC_URL } });
  receiver = app.mail;
  // The product's sender, retried after 1 s, 2 s, 4 s... instead of 30 s, so an outage is short.
  workers = await JobQueue.start(app.databaseUrl, [{ ...sendMailJob, retryDelay: 1 }], error =>
    console.error("background job error", error),
  );
  await workers.work({ orm: app.orm, config: app.config });
});
// A test that failed during an outage leaves the receiver down: the next tests get it back.
afterEach(async () => {
  if (!receiver.running) await receiver.start();
});
afterAll(async () => {
  await workers.stop();
  await app.close();
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await sleep(100);
    value = await read();
  }
  return value;
}

const row = (id: number) => app.orm.em.fork().findOneOrFail(OutboxMail, id);
const rowOf = (key: string) => app.orm.em.fork().findOneOrFail(OutboxMail, { dedupeKey: key });

function queue(fields: Partial<NewMail> = {}) {
  const key = fields.key ?? `test:${unique()}`;
  return app.orm.em.fork().transactional(em =>
    new MailService(em, { jobs: workers }).queueMail({
      to: `${key.replace(/\W/g, "")}@example.com`,
      subject: "A test mail",
      text: "Hello from the outbox.",
      kind: "test",
      key,
      ...fields,
    }),
  );
}

describe("the enrollment confirmation", () => {
  it("reaches the learner once after a paid enrollment, with the course and the dashboard link", async () => {
    const agreement = await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT);
    const course = await createCourse(app, { title: `Fugitive Recovery ${unique()}` });
    const { user, client } = await signedInAs(app);
    await signTyped(client, agreement.id, course.id);
    const intent = await startPayment(client, course.id);
    await payDemo(client, intent);
    const { body } = await enroll(client, course.id, intent.id);
    expect(body.data?.enroll.id).toBeDefined();

    const mails = await until(
      () => receiver.to(user.email),
      found => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`You are enrolled in ${course.title}`);
    expect(mail.from).toBe("no-reply@academy.example.org");
    expect(mail.text).toContain(`You are enrolled in ${course.title}.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard`);
    expect(mail.text).toContain(user.username);
    expect(mail.text).toMatch(/learning system come in a separate message/);
    expect(mail.text).not.toContain(FACTORY_PASSWORD);

    // The receiver has the mail a moment before the worker records that the server took it.
    const stored = await until(
      () => rowOf(`enrollment:${body.data!.enroll.id}`),
      row => row.status !== MailStatus.SENDING,
    );
    expect(stored).toMatchObject({ status: MailStatus.SENT, attempts: 1, lastError: null });
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${stored.id}-[0-9a-f]{16}@`));
    // A second sending would be a job of its own: once none is left, it would have arrived.
    await jobsSettled(app.orm, MAIL_SEND_JOB);
    expect(receiver.to(user.email)).toHaveLength(1);
  });
});

describe("the password-change notice", () => {
  it("tells the user when and how to reach us, and never the new password", async () => {
    const { user, client } = await signedInAs(app);
    const newPassword = `Changed#${unique()}`;
    const { body } = await client.graphql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`,
      {
        input: {
          currentPassword: FACTORY_PASSWORD,
          newPassword,
          confirmPassword: newPassword,
        },
      },
    );
    expect(body.data).toEqual({ changePassword: { success: true } });
    const mails = await until(
      () => receiver.to(user.email),
      found => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your password was changed");
    expect(mails[0].text).toMatch(/was changed on \w+ \d{1,2}, \d{4} at .* UTC/);
    expect(mails[0].text).toContain(`${PUBLIC_URL}/contact`);
    expect(mails[0].text).not.toContain(newPassword);
  });
});

describe("sending through the queue", () => {
  it("returns the first mail for a repeated key and sends it once", async () => {
    const first = await queue({ key: `repeat:${unique()}` });
    const again = await queue({ key: first.dedupeKey, subject: "Another subject" });
    expect(again.id).toBe(first.id);
    expect(again.subject).toBe("A test mail");
    await until(
      () => row(first.id),
      mail => mail.status === MailStatus.SENT,
    );
    await jobsSettled(app.orm, MAIL_SEND_JOB);
    expect(receiver.to(first.recipient)).toHaveLength(1);
  });

  it("sends once when the job runs twice at the same time", async () => {
    const mail = await queue();
    const deps = { orm: app.orm, config: app.config };
    const runs = await Promise.allSettled([
      sendMailJob.run({ mailId: mail.id }, deps),
      sendMailJob.run({ mailId: mail.id }, deps),
    ]);
    // A run that finds the mail claimed by the other (or by the queue's worker) says so and is
    // retried; it never sends.
    for (const run of runs) {
      if (run.status === "rejected") expect(String(run.reason)).toMatch(/is being sent/);
    }
    await until(
      () => row(mail.id),
      stored => stored.status === MailStatus.SENT,
    );
    await sendMailJob.run({ mailId: mail.id }, deps);
    await jobsSettled(app.orm, MAIL_SEND_JOB, { mailId: mail.id });
    expect(receiver.to(mail.recipient)).toHaveLength(1);
    expect((await row(mail.id)).attempts).toBe(1);
  });

  it("keeps a mail pending while the receiver is down and sends it when it is back", async () => {
    await receiver.stop();
    const mail = await queue();
    // Between two attempts (not in the middle of one, when it is 'sending').
    const waiting = await until(
      () => row(mail.id),
      stored => stored.attempts >= 2 && stored.status === MailStatus.PENDING,
    );
    expect(waiting.status).toBe(MailStatus.PENDING);
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.lastError).not.toContain(SMTP_PASSWORD);
    expect(receiver.to(mail.recipient)).toHaveLength(0);

    await receiver.start();
    const sent = await until(
      () => row(mail.id),
      stored => stored.status === MailStatus.SENT,
    );
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toBeNull();
    expect(receiver.to(mail.recipient)).toHaveLength(1);
  }, 60_000);

  it("marks a mail failed, with the server's answer, when the server refuses it for good", async () => {
    const to = `gone-${unique()}@example.com`;
    receiver.refused.add(to);
    const mail = await queue({ to });
    const failed = await until(
      () => row(mail.id),
      stored => stored.status === MailStatus.FAILED,
    );
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    expect(receiver.to(to)).toHaveLength(0);
  });

  it("keeps a mail pending when the server refuses our sign-in, without the password in its error", async () => {
    const em = app.orm.em.fork();
    const mail = em.create(OutboxMail, {
      recipient: `${unique()}@example.com`,
      subject: "Wrong credentials",
      textBody: "Waits for the administrators to fix SMTP_URL.",
      kind: "test",
      dedupeKey: `auth:${unique()}`,
    });
    await em.flush();
    const wrong = new URL(app.config.mail!.smtpUrl);
    wrong.password = "Not-the-Password-9";
    const config = { ...app.config, mail: { ...app.config.mail!, smtpUrl: wrong.toString() } };
    await expect(
      new MailDeliveryService(app.orm.em.fork(), { config }).sendMail(mail.id),
    ).rejects.toThrow(/not sent yet/);
    const stored = await row(mail.id);
    expect(stored.status).toBe(MailStatus.PENDING);
    expect(stored.lastError).toMatch(/EAUTH.*535/);
    expect(stored.lastError).not.toContain("Not-the-Password-9");
    expect(receiver.to(mail.recipient)).toHaveLength(0);
  });

  it("sends a mail the queue gave up on at the next sweep", async () => {
    const em = app.orm.em.fork();
    const key = `abandoned:${unique()}`;
    const mail = em.create(OutboxMail, {
      recipient: `${unique()}@example.com`,
      subject: "Left behind",
      textBody: "Sent by the sweep.",
      kind: "test",
      dedupeKey: key,
      createdAt: new Date(Date.now() - 3 * 60 * 60_000),
    });
    await em.flush();
    await sweepMailJob.run({}, { orm: app.orm, config: app.config });
    expect(await row(mail.id)).toMatchObject({ status: MailStatus.SENT, attempts: 1 });
    expect(receiver.to(mail.recipient).map(received => received.text)).toEqual([
      "Sent by the sweep.",
    ]);
  });

  it("sends a failed or held mail again when an administrator asks, once, audited", async () => {
    const RESEND = "mutation($id: Int!) { adminResendMail(id: $id) { id status } }";
    const { client: admin, user: adminUser } = await signedInAs(app, { kind: "admin" });
    const to = `back-${unique()}@example.com`;
    receiver.refused.add(to);
    const mail = await queue({ to, text: "Sent on the second try." });
    await until(
      () => row(mail.id),
      stored => stored.status === MailStatus.FAILED,
    );
    const em = app.orm.em.fork();
    const held = em.create(OutboxMail, {
      recipient: `held-${unique()}@example.com`,
      subject: "Held while SMTP was off",
      textBody: "Sent once SMTP is on.",
      kind: "test",
      dedupeKey: `held:${unique()}`,
      status: MailStatus.HELD,
    });
    await em.flush();

    receiver.refused.delete(to);
    for (const id of [mail.id, held.id]) {
      const { body } = await admin.graphql(RESEND, { id });
      expect(body).toEqual({ data: { adminResendMail: { id, status: "PENDING" } } });
    }
    for (const id of [mail.id, held.id]) {
      const sent = await until(
        () => row(id),
        stored => stored.status === MailStatus.SENT,
      );
      expect(sent.status).toBe(MailStatus.SENT);
    }
    expect(receiver.to(to).map(received => received.text)).toEqual(["Sent on the second try."]);
    expect(receiver.to(held.recipient)).toHaveLength(1);

    const again = await admin.graphql(RESEND, { id: mail.id });
    expect(again.body.errors?.[0]).toMatchObject({
      message: "Only a failed or held mail can be sent again.",
      extensions: { code: "CONFLICT" },
    });
    const audited = await app.orm.em
      .fork()
      .find(AuditEvent, { type: AuditEventType.MailResent }, { orderBy: { id: "asc" } });
    expect(audited.map(event => [event.actor?.id, event.details])).toEqual([
      [adminUser.id, { mailId: mail.id, kind: "test", status: "failed" }],
      [adminUser.id, { mailId: held.id, kind: "test", status: "held" }],
    ]);
    expect(receiver.to(to)).toHaveLength(1);
  });
});
