// Checks the Moodle connection of this environment (LMS_URL, LMS_TOKEN): npm run lms:check.
// Prints what Moodle says of the site and the functions the portal needs that the token's service
// lacks; exits 1 when the portal could not work with it (docs/moodle.md).
import { ConfigError, loadConfig } from "../config.js";
import { checkMoodle } from "../modules/lms/moodle-check.js";

try {
  const { ok, lines } = await checkMoodle(loadConfig(process.env).lms);
  for (const line of lines) (ok ? console.log : console.error)(line);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
