/**
 * The fake Moodle's site (moodle.ts): its accounts, courses, the service's functions and role,
 * and the form parsing of its REST protocol. Imports nothing of the product.
 */
export interface FakeMoodleUser {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  /** Its authentication method (core_user_create_users' default: manual). */
  auth?: string;
  /** Suspended in Moodle: the account exists but cannot sign in. */
  suspended?: boolean;
  /** Deleted in Moodle: lookups no longer return it. */
  deleted?: boolean;
}

/** What core_user_create_users is asked to make: an account, with a password or not. */
export type NewFakeMoodleUser = Omit<FakeMoodleUser, "id"> & {
  password?: string;
  createpassword?: string;
};

/** The installed authentication methods (core_component's auth plugins) a new account may have. */
export const AUTH_PLUGINS = new Set(["manual", "nologin", "email", "oauth2", "webservice"]);
/** Of those, the internal ones (is_internal): Moodle keeps the password, so one is needed. */
export const INTERNAL_AUTH = new Set(["manual", "email", "webservice"]);

/** A course's settings that Moodle's checks read (an unknown id is a visible, plain course). */
export interface FakeMoodleCourse {
  visible: boolean;
  /** Completion tracking of the course (enablecompletion). */
  completion: boolean;
  /** Completion criteria set: without them Moodle answers nocriteriaset. */
  criteria: boolean;
  /** An enabled manual enrolments instance. */
  manualInstance: boolean;
  /** Group mode "separate groups", with the learners in groups the service user is not in. */
  separateGroups: boolean;
}

export const MOODLE_TOKEN = "moodle-test-token";

/**
 * The functions of the token's external service when set up as docs/moodle.md says (the browser
 * tests load this file with Node's type stripping: it imports nothing of the product).
 */
export const SERVICE_FUNCTIONS = [
  "core_webservice_get_site_info",
  "core_user_get_users_by_field",
  "core_user_create_users",
  "enrol_manual_enrol_users",
  "enrol_manual_unenrol_users",
  "core_completion_get_course_completion_status",
];
/**
 * The capabilities of the service user's role when set up as docs/moodle.md says (the same list
 * as MOODLE_CAPABILITIES in api/src/modules/lms/moodle-role.rules.ts: a test compares them).
 */
export const ROLE_CAPABILITIES = [
  "webservice/rest:use",
  "moodle/user:viewdetails",
  "moodle/site:viewuseridentity",
  "moodle/user:create",
  "moodle/course:view",
  "moodle/course:viewhiddencourses",
  "enrol/manual:enrol",
  "moodle/role:assign",
  "enrol/manual:unenrol",
  "report/completion:view",
  "moodle/site:accessallgroups",
];
/** The token's user (`portal-service`): not enrolled in any course. */
export const SERVICE_USER_ID = 2;
/** Moodle's email column: varchar(100). */
export const EMAIL_MAX = 100;
export const CONTROL_COMPLETE = "/__control/complete";

/** `users[0][email]=x` back to `{ users: [{ email: "x" }] }`. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split("[").map(part => part.replace(/]$/, ""));
    let node = out as Record<string, unknown>;
    const path = [head, ...rest];
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export const list = (value: unknown) => Object.values((value ?? {}) as Record<string, unknown>);
