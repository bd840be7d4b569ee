// Makes a super administrator: the production way to get the first one (DECISIONS 3).
//   npm run create-admin -- --username boss --email boss@example.com --first-name Ada --last-name Boss
// Missing values are asked for; the password is asked for without echo, or read from
// ADMIN_PASSWORD for scripts (never from a flag, which would land in the shell history).
import "reflect-metadata";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { AppError } from "../errors.js";
import { ConfigError, adminPasswordFromEnv, loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { entitiesOf, openOrm } from "../db/orm.js";
import { modules } from "../modules/index.js";
import { prepareDatabase } from "../seed/prepare.js";
import { AuditEventType } from "../modules/audit/audit-event.entity.js";
import { passwordProblems } from "../modules/users/password.rules.js";
import { UserService } from "../modules/auth/user.service.js";

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    email: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
  },
});

let muted = false;
const output = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk);
    done();
  },
});
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });

async function ask(question: string, given?: string): Promise<string> {
  if (given) return given;
  if (!process.stdin.isTTY)
    throw new Error(`Missing --${question.toLowerCase().replace(/ /g, "-")}`);
  return (await rl.question(`${question}: `)).trim();
}

async function askPassword(): Promise<string> {
  const fromEnv = adminPasswordFromEnv();
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error("Set ADMIN_PASSWORD or run in a terminal");
  process.stdout.write("Password: ");
  muted = true;
  const password = await rl.question("");
  muted = false;
  process.stdout.write("\n");
  return password;
}

async function main() {
  const config = loadConfig();
  const username = await ask("Username", values.username);
  const email = await ask("Email", values.email);
  const firstName = await ask("First name", values["first-name"]);
  const lastName = await ask("Last name", values["last-name"]);
  const password = await askPassword();
  const problem = passwordProblems(password)[0];
  if (problem) throw new Error(problem);

  const database = await openDatabase(config, () => {});
  const orm = await openOrm(database.url, { entities: entitiesOf(modules) });
  try {
    await prepareDatabase(orm, database.url, {
      demo: !config.isProduction,
      oidcClient: config.oidc.moodleClient,
    });
    const user = await new UserService(orm.em.fork()).create(
      { username, email, password, firstName, lastName, isAdmin: true, isSuperAdmin: true },
      { type: AuditEventType.UserCreated },
    );
    console.log(`Created super administrator ${user.username} (id ${user.id})`);
  } finally {
    await orm.close();
    await database.stop();
  }
}

main()
  .catch(error => {
    const known = error instanceof ConfigError || error instanceof AppError;
    console.error(
      `create-admin: ${known || error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  })
  .finally(() => rl.close());
