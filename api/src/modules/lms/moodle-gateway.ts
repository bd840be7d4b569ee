import anyAscii from "any-ascii";
import { randomBytes } from "node:crypto";
/**
 * The academy's learning system, over Moodle's web-service REST protocol
 * (`/webservice/rest/server.php`, `wstoken`, `wsfunction`, `moodlewsrestformat=json`).
 */
export interface MoodleConfig {
  /** The LMS base address, e.g. https://lms.example.org (no trailing slash). */
  baseUrl: string;
  token: string;
  /** The id of the site's student role, given to learners enrolled (MOODLE_STUDENT_ROLE_ID, 5). */
  studentRoleId: number;
}

/** Moodle refused (its error answer comes as HTTP 200 with an `exception` body) or was unreachable. */
export class MoodleError extends Error {
  override name = "MoodleError";

  constructor(
    message: string,
    readonly errorcode: string | null = null,
  ) {
    super(message);
  }
}

export interface MoodleLearner {
  /** The portal user's id: it makes the Moodle username unique when the plain one cannot be. */
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Moodle's nested form parameters: `users[0][email]=...`. */
function formOf(params: Record<string, unknown>, prefix = "", form = new URLSearchParams()) {
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === "object")
      formOf(value as Record<string, unknown>, name, form);
    else form.append(name, String(value));
  }
  return form;
}

/** A Moodle user account: its id and username. */
export interface MoodleAccount {
  id: number;
  username: string;
}

/**
 * The usernames a learner may have in Moodle, in order of preference. Moodle's PARAM_USERNAME
 * allows lower-case ASCII letters, digits and `_ - @ .` (unless the site allows more): the
 * portal's username in lower case when it is made of those alone, else (and when someone else
 * holds that one in Moodle) its ASCII transliteration after `ga-<portal id>-`, unique as the id is
 * (the portal refuses usernames of that shape: users/user-rules.ts). Should that be held too (an
 * account made in Moodle, or a portal one named so before the shape was refused), the same with
 * `-2` to `-5`, then with a random tail.
 */
export function moodleUsernames(learner: Pick<MoodleLearner, "id" | "username">): string[] {
  const ascii = anyAscii(learner.username)
    .toLowerCase()
    .replace(/[^a-z0-9_.@-]+/g, "");
  const suffixed = `ga-${learner.id}${ascii ? `-${ascii}` : ""}`.slice(0, 100);
  const tailed = (tail: string) => `${suffixed.slice(0, 99 - tail.length)}-${tail}`;
  return [
    ...(ascii && ascii === learner.username.toLowerCase() ? [ascii] : []),
    suffixed,
    ...["2", "3", "4", "5"].map(tailed),
    tailed(randomBytes(4).toString("hex")),
  ];
}

/**
 * The web-service functions the portal calls: the external service of its token must include each
 * (docs/moodle.md; `npm run lms:check` asks Moodle which are missing).
 */
export const MOODLE_FUNCTIONS = [
  "core_webservice_get_site_info",
  "core_user_get_users_by_field",
  "core_user_create_users",
  "enrol_manual_enrol_users",
  "enrol_manual_unenrol_users",
  "core_completion_get_course_completion_status",
] as const;

/** What `core_webservice_get_site_info` says of the site and of the token's service. */
export interface MoodleSite {
  sitename: string;
  release: string;
  /** The user the token acts as. */
  username: string;
  /** Of MOODLE_FUNCTIONS, those the token's service does not include. */
  missing: string[];
}

/** Moodle's answer about a learner's course completion. */
interface CompletionStatus {
  completed?: boolean;
  /** 1: every criterion; 2: any one. */
  aggregation?: number;
  completions?: { complete?: boolean; timecompleted?: number | null }[];
}

/** Completion refusals that say "not complete": no criteria, no tracking, not enrolled, a group. */
const NOT_COMPLETE = new Set([
  "nocriteriaset",
  "cannotviewreport",
  "usernotenroled",
  "notenroled",
  "accessdenied",
]);

export class MoodleGateway {
  constructor(private readonly config: MoodleConfig) {}

  /** The course page a learner opens from the dashboard. */
  courseUrl(moodleCourseId: number): string {
    return `${this.config.baseUrl}/course/view.php?id=${moodleCourseId}`;
  }

  private async call<T>(wsfunction: string, params: Record<string, unknown>): Promise<T> {
    const form = formOf({
      wstoken: this.config.token,
      wsfunction,
      moodlewsrestformat: "json",
      ...params,
    });
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}/webservice/rest/server.php`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new MoodleError(`The learning system could not be reached (${(error as Error).name})`);
    }
    if (!response.ok) throw new MoodleError(`The learning system answered ${response.status}`);
    const body = (await response.json().catch(() => {
      throw new MoodleError("The learning system answered something other than JSON");
    })) as T | { exception?: string; errorcode?: string; message?: string } | null;
    if (body && typeof body === "object" && "exception" in body && body.exception) {
      throw new MoodleError(body.message ?? body.exception, body.errorcode ?? null);
    }
    return body as T;
  }

  /**
   * The learner's Moodle account: the one with their email, else one made (with an emailed
   * password) under the first of `moodleUsernames` nobody holds in Moodle.
   */
  async findOrCreateUser(learner: MoodleLearner): Promise<MoodleAccount> {
    const found = await this.findUser(learner.email);
    if (found) return found;
    for (const username of moodleUsernames(learner)) {
      if ((await this.usersBy("username", [username])).length > 0) continue;
      try {
        const [created] = await this.call<MoodleAccount[]>("core_user_create_users", {
          users: [
            {
              username,
              email: learner.email,
              firstname: learner.firstName,
              lastname: learner.lastName,
              auth: "manual",
              createpassword: 1,
            },
          ],
        });
        return created;
      } catch (error) {
        // Taken since it was looked up: the next name; any other refusal is the answer.
        if ((await this.usersBy("username", [username])).length === 0) throw error;
      }
    }
    throw new MoodleError("Every Moodle username this learner may have is held by someone else");
  }

  /**
   * The Moodle user with this email, or null. Moodle matches it exactly (while it refuses a new
   * account whose email differs only in case): asked as stored and in lower case.
   */
  async findUser(email: string): Promise<MoodleAccount | null> {
    const found = await this.usersBy("email", [...new Set([email, email.toLowerCase()])]);
    return found[0] ?? null;
  }

  private usersBy(field: "email" | "username", values: string[]) {
    return this.call<MoodleAccount[]>("core_user_get_users_by_field", { field, values });
  }

  /** The site, the token's user and the functions the portal needs that its service lacks. */
  async site(): Promise<MoodleSite> {
    const info = await this.call<{
      sitename?: string;
      release?: string;
      username?: string;
      functions?: { name: string }[];
    }>("core_webservice_get_site_info", {});
    const offered = new Set((info?.functions ?? []).map(fn => fn.name));
    return {
      sitename: info?.sitename ?? "",
      release: info?.release ?? "",
      username: info?.username ?? "",
      missing: MOODLE_FUNCTIONS.filter(fn => !offered.has(fn)),
    };
  }

  /** Takes a Moodle user out of a course; unenrolling again changes nothing. */
  async unenrol(moodleUserId: number, moodleCourseId: number): Promise<void> {
    await this.call("enrol_manual_unenrol_users", {
      enrolments: [{ userid: moodleUserId, courseid: moodleCourseId }],
    });
  }

  /** Enrols a Moodle user in a course as a student; enrolling again changes nothing. */
  async enrol(moodleUserId: number, moodleCourseId: number): Promise<void> {
    await this.call("enrol_manual_enrol_users", {
      enrolments: [
        { roleid: this.config.studentRoleId, userid: moodleUserId, courseid: moodleCourseId },
      ],
    });
  }

  /**
   * When the Moodle user completed the course (`core_completion_get_course_completion_status`:
   * its criteria's `timecompleted`, the last of them for "all", the first for "any"), or null
   * while they have not. Moodle's refusals that describe the course or the enrolment (no
   * completion criteria, tracking off, not enrolled, another group) mean "not complete", not
   * a failure to retry.
   */
  async completedAt(moodleUserId: number, moodleCourseId: number): Promise<Date | null> {
    let status: CompletionStatus | undefined;
    try {
      const answer = await this.call<{ completionstatus?: CompletionStatus }>(
        "core_completion_get_course_completion_status",
        { courseid: moodleCourseId, userid: moodleUserId },
      );
      status = answer?.completionstatus;
    } catch (error) {
      if (error instanceof MoodleError && NOT_COMPLETE.has(error.errorcode ?? "")) return null;
      throw error;
    }
    if (status?.completed !== true) return null;
    const times = (status.completions ?? [])
      .filter(criterion => criterion.complete && (criterion.timecompleted ?? 0) > 0)
      .map(criterion => criterion.timecompleted!);
    if (times.length === 0) return new Date();
    const seconds = status.aggregation === 2 ? Math.min(...times) : Math.max(...times);
    return new Date(seconds * 1000);
  }
}
