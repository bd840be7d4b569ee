import { MoodleError } from "./moodle.gateway.js";

/**
 * The capabilities the portal's Moodle role needs, each with the web-service function whose check
 * asks for it (docs/moodle.md lists the same: a test compares them). Moodle checks them as the
 * token's user: `validate_context` runs `require_login` on each course a course-level function
 * names, so a service user not enrolled there needs `moodle/course:view`.
 */
export const MOODLE_CAPABILITIES = {
  "webservice/rest:use": "every call over the REST protocol",
  "moodle/user:viewdetails": "core_user_get_users_by_field: seeing the accounts it finds",
  "moodle/site:viewuseridentity": "core_user_get_users_by_field: the accounts' emails",
  "moodle/user:create": "core_user_create_users",
  "moodle/course:view": "opening each course without being enrolled in it (require_login)",
  "moodle/course:viewhiddencourses": "the same for a hidden course",
  "enrol/manual:enrol": "enrol_manual_enrol_users",
  "moodle/role:assign":
    "enrol_manual_enrol_users: giving the student role (also in the role's Allow role assignments)",
  "enrol/manual:unenrol": "enrol_manual_unenrol_users",
  "report/completion:view": "core_completion_get_course_completion_status about a learner",
  "moodle/site:accessallgroups":
    "core_completion_get_course_completion_status in a course with separate groups",
} as const;

export type MoodleCapability = keyof typeof MOODLE_CAPABILITIES;

const COMPLETION = "core_completion_get_course_completion_status";
const ENROL = "enrol_manual_enrol_users";
const UNENROL = "enrol_manual_unenrol_users";
const COURSE_VIEW = "moodle/course:view (and moodle/course:viewhiddencourses for a hidden course)";

/** Moodle's refusals, by function and errorcode, as what the role lacks. */
const LACKS: Record<string, Record<string, string>> = {
  [COMPLETION]: {
    requireloginerror: COURSE_VIEW,
    cannotviewreport: "report/completion:view",
    accessdenied: "moodle/site:accessallgroups (the course has separate groups)",
  },
  [ENROL]: {
    requireloginerror: COURSE_VIEW,
    nopermissions: "enrol/manual:enrol",
    wsusercannotassign: "moodle/role:assign, with the student role in its Allow role assignments",
  },
  [UNENROL]: { nopermissions: "enrol/manual:unenrol" },
  core_user_create_users: { nopermissions: "moodle/user:create" },
};

/**
 * A refusal of Moodle's as a line: the capability it names when Moodle's answer tells it (also
 * the administrators' reason when provisioning is refused).
 */
export function refusalLine(error: unknown, courseId: number): string {
  if (!(error instanceof MoodleError)) throw error;
  const fn = error.wsfunction ?? "a call";
  const said = `Moodle answered ${fn} with ${error.errorcode ?? "an error"}: ${error.message}`;
  if (error.errorcode === "wsnoinstance")
    return `Course ${courseId} has no enabled Manual enrolments instance (${said}).`;
  const lacks = LACKS[fn]?.[error.errorcode ?? ""];
  return lacks ? `The role lacks ${lacks} (${said}).` : `${said}.`;
}
