/**
 * The academy's learning system, over Moodle's web-service REST protocol
 * (`/webservice/rest/server.php`, `wstoken`, `wsfunction`, `moodlewsrestformat=json`).
 */
export interface MoodleConfig {
  /** The LMS base address, e.g. https://lms.example.org (no trailing slash). */
  baseUrl: string;
  token: string;
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
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Moodle's manual enrolment role for students. */
const STUDENT_ROLE = 5;

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

  /** The Moodle user with this email, made with an emailed password when there is none. */
  async findOrCreateUser(learner: MoodleLearner): Promise<number> {
    const found = await this.findUser(learner.email);
    if (found !== null) return found;
    const [created] = await this.call<{ id: number; username: string }[]>(
      "core_user_create_users",
      {
        users: [
          {
            username: learner.username.toLowerCase(),
            email: learner.email,
            firstname: learner.firstName,
            lastname: learner.lastName,
            auth: "manual",
            createpassword: 1,
          },
        ],
      },
    );
    return created.id;
  }

  /** The Moodle user with this email, or null. */
  async findUser(email: string): Promise<number | null> {
    const found = await this.call<{ id: number }[]>("core_user_get_users_by_field", {
      field: "email",
      values: [email],
    });
    return found[0]?.id ?? null;
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
      enrolments: [{ roleid: STUDENT_ROLE, userid: moodleUserId, courseid: moodleCourseId }],
    });
  }

  /**
   * Whether the Moodle user completed the course (`core_completion_get_course_completion_status`).
   * A course without completion criteria cannot be completed there: false, not an error.
   */
  async courseCompleted(moodleUserId: number, moodleCourseId: number): Promise<boolean> {
    try {
      const answer = await this.call<{ completionstatus?: { completed?: boolean } }>(
        "core_completion_get_course_completion_status",
        { courseid: moodleCourseId, userid: moodleUserId },
      );
      return answer?.completionstatus?.completed === true;
    } catch (error) {
      if (error instanceof MoodleError && error.errorcode === "nocriteriaset") return false;
      throw error;
    }
  }
}
