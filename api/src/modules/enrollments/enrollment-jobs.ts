import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import { Enrollment, EnrollmentStatus } from "./enrollment.entity.js";

// The work an enrollment asks of other modules, by the queue's job names: its access in the
// learning system (done by lms/provision.job.ts) and checks of its completion there (done by
// certificates/completion.job.ts). The modules doing the work import their names from here.

export const PROVISION_JOB = "lms.provision";

export interface ProvisionData {
  enrollmentId: number;
}

export const COMPLETION_JOB = "certificates.completion-check";
/** A learner's dashboard asks Moodle about an enrollment at most this often. */
export const COMPLETION_CHECK_SECONDS = 600;

export interface CompletionData {
  enrollmentId: number;
}

/** The enrollments worth asking Moodle about: provisioned, still in progress (as a filter)... */
export const inProgressWithLink = {
  status: EnrollmentStatus.ACTIVE,
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
