import type { Orm } from "../../db/orm.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { verifyPassword } from "./password-hash.rules.js";
import { passwordProblems } from "./password.rules.js";
import { User } from "./user.entity.js";
import { UserService } from "../auth/user.service.js";
import { openTestOrm } from "../../../test/database.js";
import { createUser, unique } from "../../../test/factories.js";

let orm: Orm;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ orm, close } = await openTestOrm({ demo: false }));
});
afterAll(() => close());

const newUser = (suffix = unique()) => ({
  username: `ranger${suffix}`,
  email: `ranger${suffix}@example.com`,
  password: "Ranger#2026",
  firstName: "Rae",
  lastName: "Ranger",
});
const audit = { type: AuditEventType.UserCreated };

describe("creating a user", () => {
  it("stores an argon2id hash, never the password, and audits the creation", async () => {
    const user = await new UserService(orm.em.fork()).create(newUser(), audit);
    const stored = await orm.em.fork().findOneOrFail(User, user.id, { populate: ["passwordHash"] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored.passwordHash, "Ranger#2026")).toBe(true);
    const events = await orm.em.fork().find(AuditEvent, { subject: user.id });
    expect(events.map(e => e.type)).toEqual([AuditEventType.UserCreated]);
  });

  it.each([
    ["username", (taken: User) => ({ ...newUser(), username: taken.username.toUpperCase() })],
    ["email", (taken: User) => ({ ...newUser(), email: taken.email.toUpperCase() })],
  ])("refuses a %s taken in another letter case and creates nothing", async (which, input) => {
    const taken = await createUser({ orm });
    const before = await orm.em.fork().count(User);
    const auditsBefore = await orm.em.fork().count(AuditEvent);
    await expect(new UserService(orm.em.fork()).create(input(taken), audit)).rejects.toMatchObject({
      message: `That ${which} is already registered`,
      code: "CONFLICT",
    });
    expect(await orm.em.fork().count(User)).toBe(before);
    expect(await orm.em.fork().count(AuditEvent)).toBe(auditsBefore);
  });
});

describe("the password rules", () => {
  it.each([
    ["Short#1", "Password must be at least 8 characters"],
    ["lowercase#2026", "Password must contain at least one uppercase letter"],
    ["UPPERCASE#2026", "Password must contain at least one lowercase letter"],
    ["NoDigits#here", "Password must contain at least one number"],
    ["NoSpecial2026", "Password must contain at least one special character"],
  ])("refuse %s: %s", (password, message) => {
    expect(passwordProblems(password)[0]).toBe(message);
  });

  it("accept a password that meets them all", () => {
    expect(passwordProblems("Admin#2026")).toEqual([]);
  });
});
