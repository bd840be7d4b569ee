import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../errors.js";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { PeopleListRow } from "../../graphql/people-list-row.js";
import { checkedPeople } from "../users/people-list.js";
import { Course } from "../courses/course.entity.js";
import { enrollLearner } from "../enrollments/enroll.js";
import type { PermissionRows } from "../permissions.js";
import { adminsOnly } from "../permissions.js";

/**
 * Administrators enroll the people of a CSV list (`first_name,last_name,email`, up to 1 000 rows,
 * as an agency's invitations) in a course, as grants without payment, after a preview of what each
 * row would do (issue 36 item 5). A row names an account by its email address.
 */

export enum BulkEnrollmentOutcome {
  ENROLL = "enroll",
  ALREADY_ENROLLED = "already_enrolled",
  ERROR = "error",
}

registerEnumType(BulkEnrollmentOutcome, {
  name: "BulkEnrollmentOutcome",
  description: "What enrolling a row of a bulk enrollment list does.",
  valuesConfig: {
    ENROLL: { description: "A new enrollment, granted without payment." },
    ALREADY_ENROLLED: { description: "Already enrolled in the course: nothing changes." },
    ERROR: { description: "Refused: the row's reason says why." },
  },
});

@ObjectType("BulkEnrollmentRow", {
  description: "A row of a bulk enrollment list and its outcome.",
})
export class BulkEnrollmentRowObject extends PeopleListRow {
  @Field(() => BulkEnrollmentOutcome, { description: "Enroll, already enrolled, or error." })
  outcome!: BulkEnrollmentOutcome;

  /** The account the row names (not in the schema). */
  userId!: number | null;
}

@InputType({ description: "A bulk enrollment: the course and the CSV list." })
export class BulkEnrollmentInput {
  @Field(() => Int, { description: "The course to enroll in." })
  courseId!: number;

  @Field({ description: "The list, as CSV text with its header line first_name,last_name,email." })
  csv!: string;
}

/** What enrolling each row would do: three statements whatever the list's length. */
export async function previewBulkEnrollment(
  em: EntityManager,
  { courseId, csv }: BulkEnrollmentInput,
): Promise<BulkEnrollmentRowObject[]> {
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

@Resolver()
export class BulkEnrollmentResolver {
  @Auth(Role.ADMIN)
  @Query(() => [BulkEnrollmentRowObject], {
    description: "What enrolling the accounts of a CSV list in a course would do, row by row.",
  })
  previewBulkEnrollment(
    @Arg("input", { description: "The course and the list." }) input: BulkEnrollmentInput,
    @Ctx() ctx: Context,
  ): Promise<BulkEnrollmentRowObject[]> {
    return previewBulkEnrollment(ctx.em, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => [BulkEnrollmentRowObject], {
    description:
      "Enrolls the accounts of a CSV list in a course as the caller's grants, without payment, " +
      "in one transaction (each enrollment audited, provisioned and mailed as any grant). " +
      "Answers every row; sent again, nobody is enrolled twice.",
  })
  async adminBulkEnroll(
    @Arg("input", { description: "The course and the list." }) input: BulkEnrollmentInput,
    @Ctx() ctx: Context,
  ): Promise<BulkEnrollmentRowObject[]> {
    const viewer = await signedInViewer(ctx);
    return ctx.em.transactional(async em => {
      // One bulk enrollment of a course at a time: a second waits, then finds the first's rows.
      await em.execute("select pg_advisory_xact_lock(hashtext('bulk-enroll'), ?)", [
        input.courseId,
      ]);
      const rows = await previewBulkEnrollment(em, input);
      for (const row of rows) {
        if (row.outcome !== BulkEnrollmentOutcome.ENROLL || row.userId === null) continue;
        // Each row's entities leave the unit of work once written (it is flushed per row), so
        // that a flush never looks through the rows before it: 1 000 rows cost 1 000 times one.
        em.clear();
        await enrollLearner(em, ctx.jobs, {
          userId: row.userId,
          course: await em.findOneOrFail(Course, input.courseId),
          grantedBy: viewer.id,
          audit: { actorId: viewer.id, ...ctx.meta, details: { adminEnrolled: true, bulk: true } },
        });
      }
      return rows;
    });
  }
}

/** Who may preview and run a bulk enrollment: administrators. */
export const bulkEnrollmentPermissions: PermissionRows = fixtures => ({
  "Query.previewBulkEnrollment": {
    query:
      'query($course: Int!) { previewBulkEnrollment(input: { courseId: $course, csv: "first_name,last_name,email\\nA,B,nobody@example.com" }) { outcome reason } }',
    variables: () => ({ course: fixtures.courseId() }),
    expect: adminsOnly,
  },
  "Mutation.adminBulkEnroll": {
    query:
      'mutation($course: Int!) { adminBulkEnroll(input: { courseId: $course, csv: "first_name,last_name,email\\nA,B,nobody@example.com" }) { outcome } }',
    variables: () => ({ course: fixtures.courseId() }),
    // No account has the list's address: nothing is enrolled.
    expect: adminsOnly,
  },
});
