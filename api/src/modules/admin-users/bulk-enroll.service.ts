import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../errors.js";
import type { Context } from "../../graphql/context.js";
import { checkedPeople } from "../users/people-list.rules.js";
import { Course } from "../courses/course.entity.js";
import { EnrollmentService } from "../enrollments/enrollment.service.js";
import type { BulkEnrollmentInput } from "./admin-users.inputs.js";
import { BulkEnrollmentOutcome, type BulkEnrollmentRowObject } from "./bulk-enroll.types.js";

/**
 * Administrators enroll the people of a CSV list (`first_name,last_name,email`, up to 1 000 rows,
 * as an agency's invitations) in a course, as grants without payment, after a preview of what each
 * row would do (issue 36 item 5). A row names an account by its email address.
 */
export class BulkEnrollService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs" | "meta">,
  ) {}

  /** What enrolling each row would do: three statements whatever the list's length. */
  async preview({ courseId, csv }: BulkEnrollmentInput): Promise<BulkEnrollmentRowObject[]> {
    const { em } = this;
    const course = await em.findOne(Course, courseId);
    if (!course) throw notFound("Course not found");
    const rows = checkedPeople(csv);
    const emails = [...new Set(rows.filter(row => !row.problem).map(row => row.key))];
    const accounts = new Map(
      (emails.length
        ? await em.execute<{ id: number; email: string; status: string; enrolled: boolean }[]>(
            `select u.id, lower(u.email) as email, u.status,
                    exists (select 1 from enrollments e where e.user_id = u.id and e.course_id = ?
                              and e.status <> 'cancelled') as enrolled
               from users u where lower(u.email) in (${emails.map(() => "?").join(", ")})`,
            [courseId, ...emails],
          )
        : []
      ).map(account => [account.email, account]),
    );
    return rows.map(({ line, firstName, lastName, email, key, problem }) => {
      const row = { line, firstName, lastName, email };
      const account = accounts.get(key);
      const refused = (reason: string) => ({
        ...row,
        outcome: BulkEnrollmentOutcome.ERROR,
        reason,
        userId: null,
      });
      if (problem) return refused(problem);
      if (!account) return refused("No account has this email");
      if (account.status !== "active") return refused("The account is not active");
      if (account.enrolled) {
        return {
          ...row,
          outcome: BulkEnrollmentOutcome.ALREADY_ENROLLED,
          reason: null,
          userId: account.id,
        };
      }
      return { ...row, outcome: BulkEnrollmentOutcome.ENROLL, reason: null, userId: account.id };
    });
  }

  /**
   * Enrolls the list's accounts in the course as `actorId`'s grants, in one transaction; answers
   * every row. Sent again, nobody is enrolled twice.
   */
  enroll(input: BulkEnrollmentInput, actorId: number): Promise<BulkEnrollmentRowObject[]> {
    return this.em.transactional(async em => {
      // One bulk enrollment of a course at a time: a second waits, then finds the first's rows.
      await em.execute("select pg_advisory_xact_lock(hashtext('bulk-enroll'), ?)", [
        input.courseId,
      ]);
      const rows = await new BulkEnrollService(em, this.deps).preview(input);
      for (const row of rows) {
        if (row.outcome !== BulkEnrollmentOutcome.ENROLL || row.userId === null) continue;
        // Each row's entities leave the unit of work once written (it is flushed per row), so
        // that a flush never looks through the rows before it: 1 000 rows cost 1 000 times one.
        em.clear();
        await new EnrollmentService(em, this.deps).enrollLearner({
          userId: row.userId,
          course: await em.findOneOrFail(Course, input.courseId),
          grantedBy: actorId,
          audit: { actorId, ...this.deps.meta, details: { adminEnrolled: true, bulk: true } },
        });
      }
      return rows;
    });
  }
}
