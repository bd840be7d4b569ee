import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the academy's Moodle, for the tests only: the web-service REST functions
 * the portal calls, Moodle's error shape (HTTP 200 with an `exception` body), and switches to be
 * down or to refuse.
 */
export interface FakeMoodleUser {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
}

export const MOODLE_TOKEN = "moodle-test-token";

/**
 * The functions of the token's external service when set up as docs/moodle.md says (the browser
 * tests load this file with Node's type stripping: it imports nothing of the product).
 */
const SERVICE_FUNCTIONS = [
  "core_webservice_get_site_info",
  "core_user_get_users_by_field",
  "core_user_create_users",
  "enrol_manual_enrol_users",
  "enrol_manual_unenrol_users",
  "core_completion_get_course_completion_status",
];
export const CONTROL_COMPLETE = "/__control/complete";

/** `users[0][email]=x` back to `{ users: [{ email: "x" }] }`. */
function parseForm(body: string): Record<string, unknown> {
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

const list = (value: unknown) => Object.values((value ?? {}) as Record<string, unknown>);

export class MoodleFake {
  readonly users: FakeMoodleUser[] = [];
  /** Enrolments as "userid:courseid". */
  readonly enrolments = new Set<string>();
  /** The role each enrolment (`userid:courseid`) was given. */
  readonly enrolmentRoles = new Map<string, string>();
  readonly calls: string[] = [];
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
  /** While true, every call gets a 503 (the LMS is down). */
  down = false;
  /** While true, calls are held unanswered (the LMS hangs); they stay unanswered. */
  hang = false;
  /** The next calls answer this Moodle exception. */
  private refusals: string[] = [];
  private server = createServer((request, response) => void this.handle(request, response));

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

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    if (request.url === CONTROL_COMPLETE) return this.completeAll(response, body);
    const params = parseForm(body);
    const fn = String(params.wsfunction);
    this.calls.push(fn);
    if (this.down) return this.send(response, 503, { error: "Service Unavailable" });
    if (this.hang) return;
    if (request.url !== "/webservice/rest/server.php") return this.send(response, 404, {});
    if (params.wstoken !== MOODLE_TOKEN) {
      return this.exception(response, "invalidtoken", "Invalid token - token not found");
    }
    if (!this.functions.has(fn)) {
      return this.send(response, 200, {
        exception: "webservice_access_exception",
        errorcode: "accessexception",
        message: "Access control exception",
      });
    }
    const refusal = this.refusals.shift();
    if (refusal) return this.exception(response, refusal, `Refused: ${refusal}`);
    switch (fn) {
      case "core_webservice_get_site_info":
        // As core_webservice_external::get_site_info: the site, the token's user, its functions.
        return this.send(response, 200, {
          sitename: "Guardian Academy LMS",
          username: "portal-service",
          userid: 2,
          siteurl: this.baseUrl,
          release: "4.5.1+ (Build: 20250110)",
          version: "2024100701.01",
          functions: [...this.functions].map(name => ({ name, version: "2024100701.01" })),
        });
      case "core_user_get_users_by_field": {
        const values = list(params.values);
        return this.send(
          response,
          200,
          this.users.filter(user => values.includes(user[params.field as "email"])),
        );
      }
      case "core_user_create_users": {
        // As Moodle's core_user_external::create_users: every user or none (one transaction).
        const users = list(params.users) as Omit<FakeMoodleUser, "id">[];
        for (const [i, { username, email }] of users.entries()) {
          const others = [...this.users, ...users.slice(0, i)];
          const problem =
            // PARAM_USERNAME (no extended characters): what cleaning would change is refused.
            username !== username.toLowerCase().replace(/[^a-z0-9_.@-]/g, "") || !username
              ? `users => ${i} => username: Invalid parameter value detected`
              : others.some(other => other.username === username)
                ? `Username already exists: ${username}`
                : // Moodle 4.x compares emails without case (unless accounts may share one).
                  others.some(other => other.email.toLowerCase() === email.toLowerCase())
                  ? `Email address already exists: ${email}`
                  : null;
          if (problem) return this.invalidParameter(response, problem);
        }
        const created = users.map(fields => {
          const user = { ...fields, id: this.users.length + 2 };
          this.users.push(user);
          return { id: user.id, username: user.username };
        });
        return this.send(response, 200, created);
      }
      case "enrol_manual_enrol_users": {
        for (const raw of list(params.enrolments)) {
          const { userid, courseid, roleid } = raw as Record<string, string>;
          this.enrolments.add(`${userid}:${courseid}`);
          this.enrolmentRoles.set(`${userid}:${courseid}`, roleid);
        }
        return this.send(response, 200, null);
      }
      case "enrol_manual_unenrol_users": {
        for (const raw of list(params.enrolments)) {
          const { userid, courseid } = raw as { userid: string; courseid: string };
          this.enrolments.delete(`${userid}:${courseid}`);
        }
        return this.send(response, 200, null);
      }
      case "core_completion_get_course_completion_status": {
        // As core_completion_external::get_course_completion_status, asked about another user.
        const key = `${String(params.userid)}:${String(params.courseid)}`;
        if (!this.completionTracking) {
          return this.exception(
            response,
            "cannotviewreport",
            "Cannot view course completion report",
          );
        }
        if (!this.enrolments.has(key)) {
          return this.exception(response, "usernotenroled", "User is not enrolled in this course");
        }
        const email = this.users.find(user => String(user.id) === String(params.userid))?.email;
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
      default:
        return this.exception(
          response,
          "invalidrecord",
          `Can't find data record in database table external_functions.`,
        );
    }
  }
}
