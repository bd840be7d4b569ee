import { Counter } from "prom-client";
import type { ReadinessCheck } from "../../http/readiness.js";
import type { User } from "../users/user.entity.js";
import {
  type MoodleLearner,
  moodleCourseLink,
  moodleUsernames,
  newMoodleAccount,
} from "./moodle-accounts.rules.js";
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
  /**
   * The id of the portal's OAuth 2 issuer in Moodle (MOODLE_OAUTH_ISSUER_ID): set, learners'
   * accounts are made for signing in through the portal and 'Open in LMS' goes through it.
   */
  oauthIssuerId?: number;
}

/** Moodle refused (its error answer comes as HTTP 200 with an `exception` body) or was unreachable. */
export class MoodleError extends Error {
  override name = "MoodleError";

  constructor(
    message: string,
    readonly errorcode: string | null = null,
    /** The web-service function Moodle refused. */
    readonly wsfunction: string | null = null,
  ) {
    super(message);
  }
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

/** A Moodle user account: its id and username (and whether Moodle has it suspended). */
export interface MoodleAccount {
  id: number;
  username: string;
  suspended?: boolean;
}

/** Moodle's user table keeps an email in 100 characters: a longer one cannot have an account. */
export const MOODLE_EMAIL_MAX = 100;

/** What keeps a linked Moodle account from use: suspended there, or gone (deleted). */
export type MoodleAccountProblem = "suspended" | "deleted";

/**
 * Why Moodle cannot say whether a learner completed a course, though it answers: configuration,
 * not the learner. `completion_off`: tracking is off for the course (or the site);
 * `role_cannot_view`: the role lacks report/completion:view; `role_groups`: the course has
 * separate groups and the role lacks moodle/site:accessallgroups; `role_course_access`: the role
 * cannot open the course (moodle/course:view); `no_criteria`: the course has no completion criteria.
 */
export const COMPLETION_UNAVAILABLE = [
  "completion_off",
  "role_cannot_view",
  "role_groups",
  "role_course_access",
  "no_criteria",
] as const;
export type CompletionUnavailable = (typeof COMPLETION_UNAVAILABLE)[number];

/**
 * Completion checks Moodle answered with a configuration fault instead of a status, by reason
 * (CompletionUnavailable): on the app's registry at /metrics (http/metrics.ts adds it).
 */
export const completionUnavailableTotal = new Counter({
  name: "lms_completion_unavailable_total",
  help: "Completion checks Moodle could not answer for a configuration fault (completion off, the role cannot view, groups, course access, no criteria), by reason",
  labelNames: ["reason"],
  registers: [],
});
for (const reason of COMPLETION_UNAVAILABLE) completionUnavailableTotal.inc({ reason }, 0);

/** A completion read: when the learner completed (null: not yet), or why Moodle cannot tell. */
export type CompletionRead =
  | { completedAt: Date | null; unavailable: null }
  | { completedAt: null; unavailable: CompletionUnavailable };

const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/;

/**
 * Why a request did not reach Moodle, in words (fetch says only `TypeError: fetch failed`; the
 * cause holds the system's code): refused, DNS, certificate, no answer in time.
 */
export function unreachableCause(error: unknown): string {
  const failure = error as Error & { cause?: { code?: string; message?: string } };
  if (failure.name === "TimeoutError") return "no answer within 15 seconds";
  const code = failure.cause?.code ?? "";
  const detail = failure.cause?.message || code;
  if (code === "ECONNREFUSED") return "the connection was refused (ECONNREFUSED)";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return `DNS found no address for the host (${code})`;
  if (CERTIFICATE.test(code)) return `its TLS certificate was refused: ${detail} (${code})`;
  return code ? `${detail} (${code})` : detail || failure.message;
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
  /** The Moodle user id of the token's user. */
  userid: number;
  /** Of MOODLE_FUNCTIONS, those the token's service does not include. */
  missing: string[];
}

/** Keeps the learner's Moodle account on their user (written with the caller's next flush). */
export function linkMoodleAccount(user: User, account: MoodleAccount): number {
  user.moodleUserId = account.id;
  user.moodleUsername = account.username;
  return account.id;
}

/** Moodle's answer about a learner's course completion. */
interface CompletionStatus {
  completed?: boolean;
  /** 1: every criterion; 2: any one. */
  aggregation?: number;
  completions?: { complete?: boolean; timecompleted?: number | null }[];
}

/** Completion refusals that say "not complete": the learner is not (or no more) in the course. */
const NOT_COMPLETE = new Set(["usernotenroled", "notenroled"]);
/** Completion refusals that name their configuration fault alone (cannotviewreport needs a look). */
const FAULTS: Record<string, CompletionUnavailable> = {
  accessdenied: "role_groups",
  requireloginerror: "role_course_access",
  nocriteriaset: "no_criteria",
};

export class MoodleGateway {
  constructor(private readonly config: MoodleConfig) {}

  /** Where a learner's 'Open in LMS' goes for this course (moodleCourseLink). */
  courseUrl(moodleCourseId: number): string {
    return moodleCourseLink(this.config.baseUrl, moodleCourseId, this.config.oauthIssuerId);
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
      throw new MoodleError(`The learning system could not be reached: ${unreachableCause(error)}`);
    }
    if (!response.ok) throw new MoodleError(`The learning system answered ${response.status}`);
    const body = (await response.json().catch(() => {
      throw new MoodleError("The learning system answered something other than JSON");
    })) as T | { exception?: string; errorcode?: string; message?: string } | null;
    if (body && typeof body === "object" && "exception" in body && body.exception) {
      throw new MoodleError(body.message ?? body.exception, body.errorcode ?? null, wsfunction);
    }
    return body as T;
  }

  /**
   * The learner's Moodle account: the one with their email, else one made (newMoodleAccount: for
   * signing in through the portal, or with an emailed password) under the first of
   * `moodleUsernames` nobody holds in Moodle.
   */
  async findOrCreateUser(learner: MoodleLearner): Promise<MoodleAccount> {
    const found = await this.findUser(learner.email);
    if (found) return found;
    const oauth = this.config.oauthIssuerId !== undefined;
    for (const username of moodleUsernames(learner, oauth)) {
      if ((await this.usersBy("username", [username])).length > 0) continue;
      try {
        const [created] = await this.call<MoodleAccount[]>("core_user_create_users", {
          users: [newMoodleAccount(learner, username, oauth)],
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

  private usersBy(field: "email" | "username" | "id", values: (string | number)[]) {
    return this.call<MoodleAccount[]>("core_user_get_users_by_field", { field, values });
  }

  /**
   * The learner's Moodle user id: the one kept since provisioning, else (an older enrollment) the
   * account with their email, kept from now on; null when Moodle has none.
   */
  async knownUserId(user: User): Promise<number | null> {
    if (user.moodleUserId) return user.moodleUserId;
    const found = await this.findUser(user.email);
    return found ? linkMoodleAccount(user, found) : null;
  }

  /**
   * Whether the linked account is still usable: Moodle leaves deleted accounts out of its lookups
   * and marks suspended ones (`suspended`).
   */
  async accountProblem(moodleUserId: number): Promise<MoodleAccountProblem | null> {
    const [account] = await this.usersBy("id", [moodleUserId]);
    return !account ? "deleted" : account.suspended ? "suspended" : null;
  }

  /** The site, the token's user and the functions the portal needs that its service lacks. */
  async site(): Promise<MoodleSite> {
    const info = await this.call<{
      sitename?: string;
      release?: string;
      username?: string;
      userid?: number;
      functions?: { name: string }[];
    }>("core_webservice_get_site_info", {});
    const offered = new Set((info?.functions ?? []).map(fn => fn.name));
    return {
      sitename: info?.sitename ?? "",
      release: info?.release ?? "",
      username: info?.username ?? "",
      userid: Number(info?.userid ?? 0),
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

  /** The course completion status of a Moodle user, as Moodle answers it. */
  completionStatus(moodleUserId: number, moodleCourseId: number) {
    return this.call<{ completionstatus?: CompletionStatus }>(
      "core_completion_get_course_completion_status",
      { courseid: moodleCourseId, userid: moodleUserId },
    );
  }

  /**
   * Tells Moodle's two `cannotviewreport`s apart: asked about the token's own user,
   * completion_can_view_data needs no capability, only completion on for the site and course.
   */
  private async cannotViewReason(moodleCourseId: number): Promise<CompletionUnavailable> {
    const { userid } = await this.site();
    try {
      await this.completionStatus(userid, moodleCourseId);
    } catch (error) {
      if (error instanceof MoodleError && error.errorcode === "cannotviewreport")
        return "completion_off";
      if (!(error instanceof MoodleError) || !error.errorcode) throw error;
    }
    return "role_cannot_view";
  }

  /**
   * When the Moodle user completed the course (`core_completion_get_course_completion_status`:
   * its criteria's `timecompleted`, the last of them for "all", the first for "any"), or null
   * while they have not. A learner not enrolled there is not complete; a refusal that comes from
   * the course's or the role's configuration is `unavailable` with its reason, not a retry.
   */
  async completion(moodleUserId: number, moodleCourseId: number): Promise<CompletionRead> {
    let status: CompletionStatus | undefined;
    try {
      status = (await this.completionStatus(moodleUserId, moodleCourseId))?.completionstatus;
    } catch (error) {
      const code = error instanceof MoodleError ? (error.errorcode ?? "") : "";
      if (NOT_COMPLETE.has(code)) return { completedAt: null, unavailable: null };
      if (code === "cannotviewreport")
        return { completedAt: null, unavailable: await this.cannotViewReason(moodleCourseId) };
      if (FAULTS[code]) return { completedAt: null, unavailable: FAULTS[code] };
      throw error;
    }
    if (status?.completed !== true) return { completedAt: null, unavailable: null };
    const times = (status.completions ?? [])
      .filter(criterion => criterion.complete && (criterion.timecompleted ?? 0) > 0)
      .map(criterion => criterion.timecompleted!);
    if (times.length === 0) return { completedAt: new Date(), unavailable: null };
    const seconds = status.aggregation === 2 ? Math.min(...times) : Math.max(...times);
    return { completedAt: new Date(seconds * 1000), unavailable: null };
  }
}

/** /readyz's `learningSystem`: Moodle answers the token's site info, or the demo one stands in. */
export const learningSystemReadiness: ReadinessCheck = {
  name: "learningSystem",
  async check(config) {
    if (!config.lms) return "demo";
    await new MoodleGateway(config.lms).site();
    return "reachable";
  },
};
