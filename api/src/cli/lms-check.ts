// Checks the Moodle connection of this environment (LMS_URL, LMS_TOKEN): npm run lms:check.
// Prints what Moodle says of the site and the functions the portal needs that the token's service
// lacks; with `-- --course <Moodle course id> [--learner <email of a test account>]`, proves the
// role's capabilities there and names the one missing; with MOODLE_OAUTH_ISSUER_ID, proves the
// sign-in through the portal (its discovery at PUBLIC_URL, Moodle's login button, the plugin).
// Exits 1 when the portal could not work with it (docs/moodle.md).
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { checkMoodle } from "../modules/lms/moodle-check.gateway.js";

try {
  const { values } = parseArgs({
    options: { course: { type: "string" }, learner: { type: "string" } },
  });
  const courseId = values.course === undefined ? undefined : Number(values.course);
  if (courseId !== undefined && !(Number.isInteger(courseId) && courseId > 0)) {
    throw new ConfigError(
      `--course takes a Moodle course id (a whole number), not "${values.course}"`,
    );
  }
  if (values.learner && courseId === undefined) throw new ConfigError("--learner needs --course");
  const config = loadConfig(process.env);
  const { ok, lines } = await checkMoodle(
    config.lms,
    { courseId, learnerEmail: values.learner },
    config.publicUrl,
  );
  for (const line of lines) (ok ? console.log : console.error)(line);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  const usage = String((error as { code?: string }).code).startsWith("ERR_PARSE_ARGS");
  if (!(error instanceof ConfigError) && !usage) throw error;
  console.error((error as Error).message);
  process.exitCode = 1;
}
