import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDefinition, JobQueue } from "../../jobs/queue.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { knownMoodleUserId } from "../lms/moodle-account.js";
import { MoodleGateway } from "../lms/moodle-gateway.js";
import type { JobDeps } from "../../jobs/deps.js";
import {
  ISSUE_JOB,
  type IssueData,
  completeEnrollment,
  issueCertificate,
} from "./certificates.service.js";

export const COMPLETION_JOB = "certificates.completion-check";
export const COMPLETION_SWEEP_JOB = "certificates.completion-sweep";
/** A learner's dashboard asks Moodle about an enrollment at most this often. */
export const COMPLETION_CHECK_SECONDS = 600;

export interface CompletionData {
  enrollmentId: number;
}

/** The enrollments worth asking Moodle about: provisioned, still in progress (as a filter)... */
export const inProgressWithLink = {
  status: EnrollmentStatus.Active,
  completedAt: null,
  moodleUrl: { $ne: null },
} as const;

/** ...and the same rule read on an enrollment already loaded. */
function isInProgressWithLink(row: Enrollment): boolean {
  return row.status === inProgressWithLink.status && !row.completedAt && Boolean(row.moodleUrl);
}

type Sender = Pick<JobQueue<JobDeps>, "send">;

/** Queues a completion check, at most once per enrollment per ten minutes (in `em`'s transaction). */
export function queueCompletionCheck(jobs: Sender, enrollmentId: number, em?: EntityManager) {
  return jobs.send(COMPLETION_JOB, { enrollmentId } satisfies CompletionData, {
    em,
    singletonKey: `completion:${enrollmentId}`,
    singletonSeconds: COMPLETION_CHECK_SECONDS,
  });
}

/**
 * The dashboard's completion checks: each of `enrollments` in progress with a link and not queued
 * within the window gets one. The queue would drop the repeats, but each would still cost a
 * statement per course on every load: the enrollment keeps when it was queued, stamped in the
 * job's transaction, so a load within the window sends nothing. The stamp is a conditional update,
 * so of two loads at once only one sends.
 */
export async function queueDashboardChecks(
  em: EntityManager,
  jobs: Sender,
  enrollments: Enrollment[],
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - COMPLETION_CHECK_SECONDS * 1000);
  const due = enrollments.filter(
    row =>
      isInProgressWithLink(row) && !(row.completionCheckedAt && row.completionCheckedAt > since),
  );
  if (due.length === 0) return;
  await em.transactional(async tx => {
    const stamped = await tx
      .createQueryBuilder(Enrollment)
      .update({ completionCheckedAt: now })
      .where({
        id: { $in: due.map(row => row.id) },
        $or: [{ completionCheckedAt: null }, { completionCheckedAt: { $lte: since } }],
      })
      .returning("id")
      .execute("all", false);
    for (const { id } of stamped as { id: number }[]) await queueCompletionCheck(jobs, id, tx);
  });
}

/**
 * Asks Moodle whether the learner completed the course; when so, sets the completion and queues
 * the certificate in one transaction. Idempotent: a completed enrollment is left alone.
 */
export const completionJob: JobDefinition<CompletionData, JobDeps> = {
  name: COMPLETION_JOB,
  retryLimit: 5,
  retryDelay: 30,
  async run({ enrollmentId }, { orm, config, jobs }) {
    if (!config.lms) return;
    if (!jobs) throw new Error("The completion check needs the queue to issue the certificate");
    const em = orm.em.fork();
    const enrollment = await em.findOne(
      Enrollment,
      { id: enrollmentId, ...inProgressWithLink },
      { populate: ["user", "course"] },
    );
    const moodleCourseId = Number(enrollment?.course.getEntity().moodleCourseId);
    if (!enrollment || !Number.isInteger(moodleCourseId) || moodleCourseId < 1) return;
    const moodle = new MoodleGateway(config.lms);
    const moodleUserId = await knownMoodleUserId(moodle, enrollment.user.getEntity());
    if (moodleUserId === null) return;
    await em.flush();
    // Moodle's own completion time: a check days later must not move the certificate's date.
    const completedAt = await moodle.completedAt(moodleUserId, moodleCourseId);
    if (!completedAt) return;
    await em.transactional(async (tx: EntityManager) => {
      const locked = await tx.findOne(Enrollment, enrollmentId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (locked) await completeEnrollment(tx, jobs, locked, completedAt);
    });
  },
};

/** Daily: every provisioned enrollment still in progress gets a completion check. */
export const completionSweepJob: JobDefinition<object, JobDeps> = {
  name: COMPLETION_SWEEP_JOB,
  retryLimit: 3,
  retryDelay: 60,
  cron: "15 4 * * *",
  async run(_data, { orm, config, jobs }) {
    if (!config.lms || !jobs) return;
    const rows = await orm.em
      .fork()
      .find(Enrollment, inProgressWithLink, { fields: ["id"], orderBy: { id: "asc" } });
    for (const { id } of rows) await queueCompletionCheck(jobs, id);
  },
};

/** Issues the completed enrollment's certificate (see issueCertificate: once, even run twice). */
export const issueJob: JobDefinition<IssueData, JobDeps> = {
  name: ISSUE_JOB,
  retryLimit: 10,
  retryDelay: 5,
  async run({ enrollmentId }, { orm, config }) {
    await issueCertificate(orm.em.fork(), config, enrollmentId);
  },
};
