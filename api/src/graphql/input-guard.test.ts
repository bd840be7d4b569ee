import { User } from "../modules/users/user.entity.js";
import { type TestApp, readJson, startTestApp } from "../../test/app.js";
import { Client, someAddress } from "../../test/client.js";
import { createUser, signedInAs, unique } from "../../test/factories.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

let counter = 0;
const registration = (change: Record<string, unknown> = {}) => {
  const username = `edge${++counter}x${Date.now() % 100000}`;
  return {
    firstName: "Eddie",
    lastName: "Edge",
    email: `${username}@example.com`,
    username,
    password: "Unusual#2026",
    confirmPassword: "Unusual#2026",
    ...change,
  };
};
const register = (body: Record<string, unknown>) =>
  new Client(app, "jest-client", someAddress()).request("/api/auth/register", { json: body });
const users = () => app.orm.em.fork().count(User);
/** The same ASCII letters and digits in their full-width forms (ｌｅａｒｎｅｒ). */
const fullWidth = (text: string) =>
  [...text].map(c => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join("");

async function expectRefused(response: Response, message: RegExp | string) {
  expect(response.status).toBe(400);
  const body = await readJson<{ message: string; code: string }>(response);
  expect(body.code).toBe("BAD_USER_INPUT");
  if (typeof message === "string") expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe("text no field can take is refused at the edge", () => {
  const BROKEN = /control characters \(such as NUL\) and broken Unicode are not allowed/;

  it.each([
    ["a NUL in the username", { username: "nul\u0000name" }],
    ["a NUL in a name", { lastName: "Ed\u0000ge" }],
    ["a bell character in a name", { firstName: "Ed\u0007die" }],
    ["a lone surrogate in the email", { email: "x\uDC00@example.com" }],
  ])("refuses %s when registering, and creates nothing", async (_, change) => {
    const before = await users();
    await expectRefused(await register(registration(change)), BROKEN);
    expect(await users()).toBe(before);
  });

  it("refuses a NUL in a sign-in, a phone and a linked-system name", async () => {
    await expectRefused(await new Client(app).login("adm\u0000in", "Whatever#1"), BROKEN);
    const { client: learner } = await signedInAs(app);
    const phone = await learner.request("/api/account/update-profile", {
      json: { phone: "555\u00000100" },
    });
    await expectRefused(phone, BROKEN);
    const link = await learner.request("/api/auth/deep-link", { json: { system: "lms\u0000" } });
    await expectRefused(link, BROKEN);
  });

  it("refuses a NUL written into the query text itself, each time it is sent", async () => {
    for (const _time of [1, 2]) {
      const { status, body } = await app.graphql(
        'mutation { login(input: { username: "ad\\u0000min", password: "Whatever#1" }) { id } }',
      );
      expect(status).toBe(400);
      expect(body.errors?.[0].message).toMatch(BROKEN);
    }
  });
});

describe("prototype names are not keys", () => {
  const names = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"];

  it.each(names)("answers 404 for the legal page and document type %s", async name => {
    for (const path of [`/api/legal/${name}`, `/api/legal-documents/type/${name}`]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect((await readJson<{ code: string }>(response)).code).toBe("NOT_FOUND");
    }
    // Over GraphQL the page is an enum: an unknown name is a plain input error.
    const { status, body } = await app.graphql(
      "query($p: LegalPageName!) { legalPage(page: $p) { title } }",
      { p: name },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("registration passwords (DECISIONS 17)", () => {
  it.each([
    ["1234567", "Password must be at least 8 characters"],
    ["password1", "This password is too common; choose another"],
    ["Qwertyuiop", "This password is too common; choose another"],
  ])("refuses %s", async (password, message) => {
    await expectRefused(
      await register(registration({ password, confirmPassword: password })),
      message,
    );
  });
});

describe("usernames that pose as someone else", () => {
  // Existing accounts to pose as; the suffix is hex, which has no look-alikes of its own.
  const suffix = unique();
  beforeAll(async () => {
    await createUser(app, { username: `learner${suffix}` });
    await createUser(app, { username: `admin${suffix}` });
  });

  it.each([
    ["a zero-width space", "lear\u200Bner"],
    ["a right-to-left override", "\u202Eadmin"],
    ["a space", "the learner"],
    ["an emoji", "learner\u{1F600}"],
  ])("refuses one with %s", async (_, username) => {
    await expectRefused(await register(registration({ username })), /^Username may contain only/);
  });

  it.each([
    ["a Cyrillic а", `le\u0430rner${suffix}`],
    ["full-width letters", fullWidth(`learner${suffix}`)],
    ["rn for m", `adrnin${suffix}`],
    ["a capital I for l", `Iearner${suffix}`],
  ])("refuses a look-alike of an existing username (%s) as taken", async (_, username) => {
    const response = await register(registration({ username }));
    expect(response.status).toBe(409);
    expect((await readJson<{ message: string }>(response)).message).toBe(
      "That username is already registered",
    );
  });

  it("stores the normalized form, so the full-width name signs in as typed plainly", async () => {
    const body = registration();
    expect((await register({ ...body, username: fullWidth(body.username) })).status).toBe(201);
    expect((await new Client(app).login(body.username, body.password)).status).toBe(200);
  });
});

describe("names and phone numbers are plain text", () => {
  it.each([
    [{ firstName: "<img src=x onerror=alert(1)>" }, /^First name must be one line of plain text/],
    [{ lastName: "Edge\nInjected" }, /^Last name must be one line of plain text/],
  ])("refuses %j when registering", async (change, message) => {
    await expectRefused(await register(registration(change)), message);
  });

  it("refuses markup as a phone number and keeps the old one", async () => {
    const { user, client: learner } = await signedInAs(app, { phone: "555-0100" });
    const response = await learner.request("/api/account/update-profile", {
      json: { phone: "<script>alert(1)</script>" },
    });
    await expectRefused(response, /^Phone may contain only/);
    expect((await app.orm.em.fork().findOneOrFail(User, user.id)).phone).toBe("555-0100");
    const ok = await learner.request("/api/account/update-profile", {
      json: { phone: "+1 (555) 010-0100 ext. 12" },
    });
    expect(ok.status).toBe(200);
  });
});
