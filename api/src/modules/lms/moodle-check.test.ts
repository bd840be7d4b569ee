import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { MOODLE_TOKEN, MoodleFake } from "../../../test/fakes/moodle.js";
import { type RoleProbe, checkMoodle } from "./moodle-check.gateway.js";
import { unreachableCause } from "./moodle.gateway.js";

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
        "Learners are enrolled with role id 5 (MOODLE_STUDENT_ROLE_ID).",
        "The role's capabilities are not proven: name a course the portal sells, npm run lms:check -- --course <Moodle course id> [--learner <email of a test account>].",
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

describe("npm run lms:check -- --course <id> --learner <email>: the role", () => {
  const TESTER = "tester@example.org";
  beforeEach(() => {
    moodle.users.push({
      id: 900,
      username: "tester",
      email: TESTER,
      firstname: "T",
      lastname: "T",
    });
  });
  const prove = (probe: RoleProbe = { courseId: 31, learnerEmail: TESTER }) =>
    checkMoodle(config(), probe);

  it("proves the documented role by enrolling, reading and unenrolling the test account", async () => {
    const { ok, lines } = await prove();
    expect(ok).toBe(true);
    expect(lines.slice(3)).toEqual([
      "The role opens course 31 (moodle/course:view) and completion is on there.",
      `The role enrolled ${TESTER} as a student, read their completion and unenrolled them: every capability the portal uses in a course is proven (moodle/user:create is tried only by a new learner's provisioning).`,
    ]);
    expect(moodle.enrolments.has("900:31")).toBe(false);
    const courseOnly = await prove({ courseId: 31 });
    expect(courseOnly.lines.at(-1)).toBe(
      "Enrolment and reading a learner's completion are not proven: add --learner <email of a test account> to try them.",
    );
  });

  it("names the capability the role lacks, as Moodle's refusal tells it", async () => {
    const cases: [string, string][] = [
      [
        "moodle/course:view",
        "The role lacks moodle/course:view (and moodle/course:viewhiddencourses for a hidden course) (Moodle answered core_completion_get_course_completion_status with requireloginerror: Course or activity not accessible. (Not enrolled)).",
      ],
      [
        "enrol/manual:enrol",
        "The role lacks enrol/manual:enrol (Moodle answered enrol_manual_enrol_users with nopermissions: Sorry, but you do not currently have permissions to do that (Enrol users).).",
      ],
      [
        "moodle/role:assign",
        "The role lacks moodle/role:assign, with the student role in its Allow role assignments (Moodle answered enrol_manual_enrol_users with wsusercannotassign: You don't have the permission to assign this role (5) to this user (900) in this course(31).).",
      ],
      [
        "report/completion:view",
        "The role lacks report/completion:view (Moodle answered core_completion_get_course_completion_status with cannotviewreport: Cannot view course completion report).",
      ],
      [
        "enrol/manual:unenrol",
        "The role lacks enrol/manual:unenrol (Moodle answered enrol_manual_unenrol_users with nopermissions: Sorry, but you do not currently have permissions to do that (Unenrol users).).",
      ],
    ];
    for (const [capability, line] of cases) {
      moodle.capabilities.delete(capability);
      const { ok, lines } = await prove();
      moodle.capabilities.add(capability);
      expect([capability, ok, lines.at(-1)]).toEqual([capability, false, line]);
    }
  });

  it("names the course's settings: tracking off, no manual enrolments, separate groups", async () => {
    moodle.setCourse(32, { completion: false });
    expect((await prove({ courseId: 32, learnerEmail: TESTER })).lines.at(-1)).toBe(
      "Completion tracking is off for course 32 or the site (Moodle answered cannotviewreport about the token's own user): turn it on, with completion criteria.",
    );
    moodle.setCourse(33, { manualInstance: false });
    expect((await prove({ courseId: 33, learnerEmail: TESTER })).lines.at(-1)).toBe(
      "Course 33 has no enabled Manual enrolments instance (Moodle answered enrol_manual_enrol_users with wsnoinstance: Manual enrolment plugin instance doesn't exist or is disabled for the course (id = 33)).",
    );
    moodle.setCourse(34, { separateGroups: true });
    moodle.capabilities.delete("moodle/site:accessallgroups");
    expect((await prove({ courseId: 34, learnerEmail: TESTER })).lines.at(-1)).toMatch(
      /^The role lacks moodle\/site:accessallgroups \(the course has separate groups\) \(Moodle answered .* with accessdenied: Access denied\)\.$/,
    );
  });
});

describe("an unreachable Moodle is named by its cause, not TypeError", () => {
  it("a refused connection and a host DNS does not know", async () => {
    const closed = createServer();
    await new Promise<void>(resolve => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise(resolve => closed.close(resolve));
    const refused = await checkMoodle({ ...config(), baseUrl: `http://127.0.0.1:${port}` });
    expect(refused.lines).toEqual([
      `Moodle at http://127.0.0.1:${port} did not answer the site check: The learning system could not be reached: the connection was refused (ECONNREFUSED).`,
    ]);
    // .invalid never resolves (RFC 6761).
    const dns = await checkMoodle({ ...config(), baseUrl: "http://moodle.example.invalid" });
    expect(dns.lines[0]).toMatch(
      /could not be reached: DNS found no address for the host \((ENOTFOUND|EAI_AGAIN)\)\.$/,
    );
  });

  it("a certificate refused, by the code Node gives its cause", () => {
    const failure = Object.assign(new TypeError("fetch failed"), {
      cause: { code: "CERT_HAS_EXPIRED", message: "certificate has expired" },
    });
    expect(unreachableCause(failure)).toBe(
      "its TLS certificate was refused: certificate has expired (CERT_HAS_EXPIRED)",
    );
  });
});
