import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import {
  AUTH_PLUGINS,
  CONTROL_COMPLETE,
  EMAIL_MAX,
  type FakeMoodleCourse,
  type FakeMoodleUser,
  INTERNAL_AUTH,
  MOODLE_TOKEN,
  type NewFakeMoodleUser,
  ROLE_CAPABILITIES,
  SERVICE_FUNCTIONS,
  SERVICE_USER_ID,
  list,
  parseForm,
} from "./moodle-site.ts";
import { MoodleWeb } from "./moodle-web.ts";

export {
  CONTROL_COMPLETE,
  type FakeMoodleCourse,
  type FakeMoodleUser,
  MOODLE_TOKEN,
  ROLE_CAPABILITIES,
  SERVICE_USER_ID,
};

/**
 * A local stand-in for the academy's Moodle, for the tests only: the web-service REST functions
 * the portal calls with the checks Moodle runs for each (the token user's role capabilities, the
 * course's settings), Moodle's error shape (HTTP 200 with an `exception` body), and switches to be
 * down or to refuse.
 */
export class MoodleFake {
  readonly users: FakeMoodleUser[] = [];
  /** Enrolments as "userid:courseid". */
  readonly enrolments = new Set<string>();
  /** The role each enrolment (`userid:courseid`) was given. */
  readonly enrolmentRoles = new Map<string, string>();
  readonly calls: string[] = [];
  /** Every account core_user_create_users was asked to make, as asked (password fields too). */
  readonly createRequests: NewFakeMoodleUser[] = [];
  /** Course completions as "userid:courseid" (set by a test). */
  readonly completions = new Set<string>();
  /** When each completion happened (seconds, as Moodle's `timecompleted`). */
  private readonly completedAt = new Map<string, number>();
  /** Completion tracking on the site: off, Moodle cannot report completion (cannotviewreport). */
  completionTracking = true;
  /** Emails whose every enrolment reports completed (set by the browser tests). */
  private readonly finishers = new Set<string>();
  /**
   * The functions of the token's external service: a call to another is refused as Moodle refuses
   * it (webservice_access_exception, `accessexception`).
   */
  readonly functions = new Set<string>(SERVICE_FUNCTIONS);
  /** The capabilities of the token user's role: a call lacking one is refused as Moodle does. */
  readonly capabilities = new Set<string>(ROLE_CAPABILITIES);
  /** The roles the service role may assign (its Allow role assignments): the student role. */
  readonly assignableRoles = new Set(["5"]);
  /** Courses set apart from the default (see FakeMoodleCourse). */
  private readonly courses = new Map<string, Partial<FakeMoodleCourse>>();
  /** While true, every call gets a 503 (the LMS is down). */
  down = false;
  /** While true, calls are held unanswered (the LMS hangs); they stay unanswered. */
  hang = false;
  /** The next calls answer this Moodle exception. */
  private refusals: string[] = [];
  private server = createServer((request, response) => void this.handle(request, response));
  /** The pages a browser opens: login, OAuth 2 login and callback, the portal's plugin, courses. */
  readonly web = new MoodleWeb(this.users, () => this.baseUrl);

  get baseUrl() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>(resolve => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise(resolve => this.server.close(() => resolve()));
  }

  /** Marks the Moodle user with this email as having completed the course. */
  complete(email: string, courseId: number | string, at = new Date()) {
    const user = this.users.find(candidate => candidate.email === email);
    if (!user) throw new Error(`No Moodle user ${email}`);
    this.completions.add(`${user.id}:${courseId}`);
    this.completedAt.set(`${user.id}:${courseId}`, Math.floor(at.getTime() / 1000));
  }

  /**
   * The browser tests' switch (they run in another process): `POST /__control/complete` with
   * `{ "email": … }` makes that learner a finisher: every course they are or will be enrolled in
   * reports completed (the portal asks once per ten minutes, so the test says so up front).
   */
  private completeAll(response: ServerResponse, body: string) {
    const { email } = JSON.parse(body) as { email: string };
    this.finishers.add(email);
    return this.send(response, 200, { email });
  }

  /**
   * Deletes the account as Moodle's delete_user does: marked deleted, its username and email
   * freed (the username becomes `<email>.<time>`, the email a hash).
   */
  deleteUser(id: number) {
    const user = this.users.find(candidate => candidate.id === id);
    if (!user) throw new Error(`No Moodle user ${id}`);
    user.deleted = true;
    user.username = `${user.email.toLowerCase()}.${Math.floor(Date.now() / 1000)}`;
    user.email = createHash("md5").update(user.username).digest("hex");
  }

  /** Sets a course's settings (the rest stay as a plain visible course's). */
  setCourse(courseId: number | string, settings: Partial<FakeMoodleCourse>) {
    this.courses.set(String(courseId), { ...this.courses.get(String(courseId)), ...settings });
  }

  private course(courseId: unknown): FakeMoodleCourse {
    return {
      visible: true,
      completion: true,
      criteria: true,
      manualInstance: true,
      separateGroups: false,
      ...this.courses.get(String(courseId)),
    };
  }

  refuseNext(errorcode: string, times = 1) {
    for (let i = 0; i < times; i++) this.refusals.push(errorcode);
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  }

  private exception(response: ServerResponse, errorcode: string, message: string) {
    this.send(response, 200, { exception: "moodle_exception", errorcode, message });
  }

  /** Moodle's invalid_parameter_exception: what was wrong is only in the debug information. */
  private invalidParameter(response: ServerResponse, debuginfo: string) {
    this.send(response, 200, {
      exception: "invalid_parameter_exception",
      errorcode: "invalidparameter",
      message: "Invalid parameter value detected",
      debuginfo,
    });
  }

  /**
   * external_api::validate_context on a course: require_login as the token's user, who is enrolled
   * nowhere, so opening the course needs moodle/course:view (and viewhiddencourses when hidden).
   */
  private courseLoginRefusal(courseId: unknown): string | null {
    if (!this.course(courseId).visible && !this.capabilities.has("moodle/course:viewhiddencourses"))
      return "Course or activity not accessible. (Course is hidden)";
    if (!this.capabilities.has("moodle/course:view"))
      return "Course or activity not accessible. (Not enrolled)";
    return null;
  }

  /** The first check of a course-level function the token's role fails, as Moodle answers it. */
  private courseRefusal(
    courseId: unknown,
    capability: string,
    title: string,
  ): [string, string, string] | null {
    const login = this.courseLoginRefusal(courseId);
    if (login) return ["require_login_exception", "requireloginerror", login];
    if (!this.capabilities.has(capability)) {
      return [
        "required_capability_exception",
        "nopermissions",
        `Sorry, but you do not currently have permissions to do that (${title}).`,
      ];
    }
    return null;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    if (request.url === CONTROL_COMPLETE) return this.completeAll(response, body);
    if (await this.web.handle(request, response)) return;
    const params = parseForm(body);
    const fn = String(params.wsfunction);
    this.calls.push(fn);
    if (this.down) return this.send(response, 503, { error: "Service Unavailable" });
    if (this.hang) return;
    if (request.url !== "/webservice/rest/server.php") return this.send(response, 404, {});
    if (params.wstoken !== MOODLE_TOKEN) {
      return this.exception(response, "invalidtoken", "Invalid token - token not found");
    }
    if (!this.functions.has(fn) || !this.capabilities.has("webservice/rest:use")) {
      return this.send(response, 200, {
        exception: "webservice_access_exception",
        errorcode: "accessexception",
        message: "Access control exception",
      });
    }
    const refusal = this.refusals.shift();
    if (refusal) return this.exception(response, refusal, `Refused: ${refusal}`);
    const refuse = ([exception, errorcode, message]: [string, string, string]) =>
      this.send(response, 200, { exception, errorcode, message });
    switch (fn) {
      case "core_webservice_get_site_info":
        // As core_webservice_external::get_site_info: the site, the token's user, its functions.
        return this.send(response, 200, {
          sitename: "Guardian Academy LMS",
          username: "portal-service",
          userid: SERVICE_USER_ID,
          siteurl: this.baseUrl,
          release: "4.5.1+ (Build: 20250110)",
          version: "2024100701.01",
          functions: [...this.functions].map(name => ({ name, version: "2024100701.01" })),
        });
      case "core_user_get_users_by_field": {
        // user_get_user_details: deleted accounts and, without viewdetails, others are left out;
        // the email shows only with viewuseridentity.
        const values = list(params.values).map(String);
        const field = params.field as "email" | "username" | "id";
        const found = this.users.filter(
          user =>
            values.includes(String(user[field])) &&
            !user.deleted &&
            this.capabilities.has("moodle/user:viewdetails"),
        );
        const identity = this.capabilities.has("moodle/site:viewuseridentity");
        return this.send(
          response,
          200,
          found.map(({ deleted: _deleted, email, ...user }) => ({
            ...user,
            suspended: user.suspended ?? false,
            ...(identity ? { email } : {}),
          })),
        );
      }
      case "core_user_create_users":
        return this.createUsers(response, list(params.users) as NewFakeMoodleUser[]);
      case "enrol_manual_enrol_users": {
        for (const raw of list(params.enrolments)) {
          const { userid, courseid, roleid } = raw as Record<string, string>;
          const refused = this.courseRefusal(courseid, "enrol/manual:enrol", "Enrol users");
          if (refused) return refuse(refused);
          if (!this.capabilities.has("moodle/role:assign") || !this.assignableRoles.has(roleid)) {
            return this.exception(
              response,
              "wsusercannotassign",
              `You don't have the permission to assign this role (${roleid}) to this user (${userid}) in this course(${courseid}).`,
            );
          }
          if (!this.course(courseid).manualInstance) return this.noInstance(response, courseid);
          this.enrolments.add(`${userid}:${courseid}`);
          this.enrolmentRoles.set(`${userid}:${courseid}`, roleid);
        }
        return this.send(response, 200, null);
      }
      case "enrol_manual_unenrol_users": {
        for (const raw of list(params.enrolments)) {
          const { userid, courseid } = raw as { userid: string; courseid: string };
          const refused = this.courseRefusal(courseid, "enrol/manual:unenrol", "Unenrol users");
          if (refused) return refuse(refused);
          if (!this.course(courseid).manualInstance) return this.noInstance(response, courseid);
          this.enrolments.delete(`${userid}:${courseid}`);
        }
        return this.send(response, 200, null);
      }
      case "core_completion_get_course_completion_status":
        return this.completionStatus(response, String(params.userid), String(params.courseid));
      default:
        return this.exception(
          response,
          "invalidrecord",
          `Can't find data record in database table external_functions.`,
        );
    }
  }

  private noInstance(response: ServerResponse, courseid: string) {
    return this.exception(
      response,
      "wsnoinstance",
      `Manual enrolment plugin instance doesn't exist or is disabled for the course (id = ${courseid})`,
    );
  }

  /** As Moodle's core_user_external::create_users: every user or none (one transaction). */
  private createUsers(response: ServerResponse, users: NewFakeMoodleUser[]) {
    this.createRequests.push(...users);
    if (!this.capabilities.has("moodle/user:create")) {
      return this.send(response, 200, {
        exception: "required_capability_exception",
        errorcode: "nopermissions",
        message: "Sorry, but you do not currently have permissions to do that (Create users).",
      });
    }
    for (const [
      i,
      { username, email, auth = "manual", password, createpassword },
    ] of users.entries()) {
      const others = [...this.users, ...users.slice(0, i)];
      const problem =
        // PARAM_USERNAME (no extended characters): what cleaning would change is refused.
        username !== username.toLowerCase().replace(/[^a-z0-9_.@-]/g, "") || !username
          ? `users => ${i} => username: Invalid parameter value detected`
          : others.some(other => other.username === username)
            ? `Username already exists: ${username}`
            : !AUTH_PLUGINS.has(auth)
              ? `Invalid authentication type: ${auth}`
              : // An internal method (manual) needs a password, or Moodle's own mailed to them.
                INTERNAL_AUTH.has(auth) && !password && !Number(createpassword)
                ? "Invalid password: you must provide a password, or set createpassword."
                : // Moodle 4.x compares emails without case (unless accounts may share one).
                  others.some(other => other.email.toLowerCase() === email.toLowerCase())
                  ? `Email address already exists: ${email}`
                  : null;
      if (problem) return this.invalidParameter(response, problem);
      if (email.length > EMAIL_MAX) {
        // The user table's email is varchar(100): the insert fails.
        return this.send(response, 200, {
          exception: "dml_write_exception",
          errorcode: "dmlwriteexception",
          message: "Error writing to database",
        });
      }
    }
    const created = users.map(({ password: _password, createpassword: _create, ...fields }) => {
      const user = { auth: "manual", ...fields, id: this.users.length + SERVICE_USER_ID + 1 };
      this.users.push(user);
      return { id: user.id, username: user.username };
    });
    return this.send(response, 200, created);
  }

  /**
   * As core_completion_external::get_course_completion_status: validate_context (require_login),
   * completion_can_view_data (completion on for the site and course; about another user,
   * report/completion:view), the groups check, then tracking and criteria.
   */
  private completionStatus(response: ServerResponse, userid: string, courseid: string) {
    const login = this.courseLoginRefusal(courseid);
    if (login) return this.exception(response, "requireloginerror", login);
    const course = this.course(courseid);
    const self = userid === String(SERVICE_USER_ID);
    if (
      !this.completionTracking ||
      !course.completion ||
      (!self && !this.capabilities.has("report/completion:view"))
    ) {
      return this.exception(response, "cannotviewreport", "Cannot view course completion report");
    }
    if (!self && course.separateGroups && !this.capabilities.has("moodle/site:accessallgroups")) {
      return this.exception(response, "accessdenied", "Access denied");
    }
    const key = `${userid}:${courseid}`;
    if (!this.enrolments.has(key)) {
      return self
        ? this.exception(response, "notenroled", "You are not enrolled in this course")
        : this.exception(response, "usernotenroled", "User is not enrolled in this course");
    }
    if (!course.criteria) {
      return this.exception(
        response,
        "nocriteriaset",
        "No completion criteria set for this course",
      );
    }
    const email = this.users.find(user => String(user.id) === userid)?.email;
    const completed = this.completions.has(key) || this.finishers.has(email ?? "");
    const timecompleted = completed
      ? (this.completedAt.get(key) ?? Math.floor(Date.now() / 1000))
      : null;
    return this.send(response, 200, {
      completionstatus: {
        completed,
        aggregation: 1,
        completions: [
          {
            type: 4,
            title: "Activity completion",
            status: completed ? "Yes" : "No",
            complete: completed,
            timecompleted,
          },
        ],
      },
      warnings: [],
    });
  }
}
