import { MOODLE_TOKEN, MoodleFake } from "../../../test/fakes/moodle.js";
import { checkMoodle } from "./moodle-check.js";

let moodle: MoodleFake;
beforeEach(async () => {
  moodle = await new MoodleFake().start();
});
afterEach(() => moodle.close());

const config = (token = MOODLE_TOKEN) => ({ baseUrl: moodle.baseUrl, token, studentRoleId: 5 });

describe("npm run lms:check", () => {
  it("names the site and the token's user, and passes when every function is in the service", async () => {
    expect(await checkMoodle(config())).toEqual({
      ok: true,
      lines: [
        `Moodle 4.5.1+ (Build: 20250110) "Guardian Academy LMS" at ${moodle.baseUrl}, token of portal-service`,
        "Every web-service function the portal calls is in the token's service.",
        "Learners are enrolled with role id 5 (MOODLE_STUDENT_ROLE_ID); each linked course needs a manual enrolments instance.",
      ],
    });
  });

  it("lists the functions the token's service lacks", async () => {
    moodle.functions.delete("core_user_create_users");
    moodle.functions.delete("core_completion_get_course_completion_status");
    const { ok, lines } = await checkMoodle(config());
    expect(ok).toBe(false);
    expect(lines.slice(1)).toEqual([
      "The external service lacks 2 function(s) the portal calls: core_user_create_users, core_completion_get_course_completion_status.",
      "Add them under Site administration > Server > Web services > External services > Functions.",
    ]);
  });

  it("says what Moodle answered when the site check itself is refused or Moodle is down", async () => {
    expect(await checkMoodle(config("wrong-token"))).toEqual({
      ok: false,
      lines: [
        `Moodle at ${moodle.baseUrl} did not answer the site check: Invalid token - token not found (invalidtoken).`,
      ],
    });
    moodle.functions.delete("core_webservice_get_site_info");
    expect((await checkMoodle(config())).lines).toEqual([
      `Moodle at ${moodle.baseUrl} did not answer the site check: Access control exception (accessexception).`,
    ]);
    moodle.down = true;
    expect((await checkMoodle(config())).lines).toEqual([
      `Moodle at ${moodle.baseUrl} did not answer the site check: The learning system answered 503.`,
    ]);
  });

  it("says the demo learning system is in use when no Moodle is configured", async () => {
    expect(await checkMoodle(undefined)).toEqual({
      ok: false,
      lines: [
        "LMS_URL and LMS_TOKEN are not set: the portal uses its demo learning system.",
        "Set both to connect Moodle (docs/moodle.md).",
      ],
    });
  });
});
