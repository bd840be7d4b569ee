import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { type TestApp, startTestApp } from "../app.js";
import { Client, someAddress } from "../client.js";
import { createCourse, createLegalDocument, createUser, unique } from "../factories.js";
import { TEST_CARDS, enroll, payDemo, signTyped, startPayment } from "../steps/checkout.js";
import { FULL } from "./load.js";

/**
 * Canaries: a known password, API token and card numbers used throughout a run of sign-ins,
 * failed sign-ins, token use, checkouts and errors; none may show in the log, in any error
 * answer or in the audit log. (api/src/util/logger.test.ts checks the log's masking itself.)
 */
const ROUNDS = FULL ? 10 : 2;
const PASSWORD = "Canary#Pass-7391";
const WRONG_PASSWORD = "Canary#Wrong-5528";
const CARDS = [TEST_CARDS.pays, TEST_CARDS.declined];

let app: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ demo: false, logTo: { write: line => lines.push(line) } });
});
afterAll(() => app.close());

/** Every answer of the run that reports a failure: a 4xx/5xx or GraphQL errors. */
const errorAnswers: string[] = [];
async function keep(response: Response): Promise<Response> {
  const text = await response.clone().text();
  if (response.status >= 400 || text.includes('"errors"')) errorAnswers.push(text);
  return response;
}

async function round(agreementId: number): Promise<string> {
  const admin = await createUser(app, { kind: "admin", password: PASSWORD });
  const client = new Client(app, "canary", someAddress());
  expect((await keep(await client.login(admin.username, WRONG_PASSWORD))).status).toBe(401);
  expect((await keep(await client.login(admin.username, PASSWORD))).status).toBe(200);
  const created = await client.graphql<{ createApiToken: { token: string } }>(
    `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
    { input: { name: `canary-${unique()}`, role: "ADMIN" } },
  );
  const token = created.body.data!.createApiToken.token;
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
  expect((await app.request("/api/admin/outbox", { headers: bearer(token) })).status).toBe(200);
  // A token one character off, the token and password in a query string and in variables.
  expect(
    (await keep(await app.request("/api/admin/outbox", { headers: bearer(`${token}x`) }))).status,
  ).toBe(401);
  await keep(await app.request(`/api/courses?token=${token}&password=${PASSWORD}`));
  await keep(
    await app.request("/graphql", {
      headers: bearer(token),
      json: { query: "{ nope(", variables: { token, password: PASSWORD, card: CARDS[0] } },
    }),
  );

  // A learner pays with the declined card, then with the demo card, and enrolls.
  const course = await createCourse(app, { priceCents: 9_900 });
  const learner = await createUser(app, { password: PASSWORD });
  const buyer = new Client(app, "canary", someAddress());
  expect((await keep(await buyer.login(learner.username, PASSWORD))).status).toBe(200);
  await signTyped(buyer, agreementId, course.id);
  const intent = await startPayment(buyer, course.id);
  const declined = await payDemo(buyer, intent, TEST_CARDS.declined);
  errorAnswers.push(JSON.stringify(declined.body));
  expect(declined.body.data?.confirmDemoPayment.status).not.toBe("succeeded");
  const paid = await payDemo(buyer, intent, TEST_CARDS.pays);
  expect(paid.body.data?.confirmDemoPayment.status).toBe("succeeded");
  expect((await enroll(buyer, course.id, intent.id)).body.data?.enroll.courseId).toBe(course.id);
  // A card number where none belongs: a path, a course id, a password change.
  const digits = CARDS[0].replaceAll(" ", "");
  await keep(await buyer.request(`/api/courses/${digits}`));
  await keep(
    await buyer.request("/graphql", { json: { query: `{ course(id: ${digits}) { id } }` } }),
  );
  const change = await buyer.request("/api/account/change-password", {
    json: { currentPassword: WRONG_PASSWORD, newPassword: CARDS[0], confirmPassword: CARDS[0] },
  });
  await keep(change);
  return token;
}

describe("canaries", () => {
  it("never show in the log, an error answer or the audit log", async () => {
    const agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
    const tokens: string[] = [];
    for (let i = 0; i < ROUNDS; i++) tokens.push(await round(agreementId));

    const audit = await app.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>("select * from audit_events");
    const auditText = JSON.stringify(audit);
    const log = lines.join("");
    // What could carry the canaries is there: otherwise this test proves nothing.
    expect(lines.length).toBeGreaterThan(ROUNDS * 10);
    expect(errorAnswers.length).toBeGreaterThanOrEqual(ROUNDS * 6);
    expect(audit.length).toBeGreaterThan(ROUNDS * 4);
    const secrets = [
      PASSWORD,
      encodeURIComponent(PASSWORD),
      WRONG_PASSWORD,
      ...tokens.map(token => token.slice(4)),
      ...CARDS,
      ...CARDS.map(card => card.replaceAll(" ", "")),
    ];
    for (const [where, text] of [
      ["log", log],
      ["error answers", errorAnswers.join("\n")],
      ["audit log", auditText],
    ]) {
      expect({ where, found: secrets.filter(secret => text.includes(secret)) }).toEqual({
        where,
        found: [],
      });
    }
    console.log(
      `RELIABILITY canary: ${ROUNDS} rounds, ${lines.length} log lines, ${errorAnswers.length} error answers, ${audit.length} audit rows: no canary found`,
    );
  });
});
