import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDefinition } from "../../jobs/queue.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import {
  COMPLETION_JOB,
  type CompletionData,
  inProgressWithLink,
  queueCompletionCheck,
} from "../enrollments/enrollment.service.js";
import { MoodleGateway, completionUnavailableTotal } from "../lms/moodle.gateway.js";
import type { JobDeps } from "../../jobs/deps.js";
import { CertificateService, ISSUE_JOB, type IssueData } from "./certificates.service.js";
import { CompletionService } from "./completion.service.js";

export const COMPLETION_SWEEP_JOB = "certificates.completion-sweep";

/**
 * Asks Moodle whether the learner completed the course; when so, sets the completion and queues
 * the certificate in one transaction. Idempotent: a completed enrollment is left alone. When
 * Moodle's answer is a configuration fault (completion off, the role cannot see it), the
 * enrollment keeps the reason for Event Verification and the security screen, and the metric
 * counts it; the next check (the dashboard's, the daily sweep's) asks again.
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
    const moodleUserId = await moodle.knownUserId(enrollment.user.getEntity());
    if (moodleUserId === null) return;
    await em.flush();
    // Moodle's own completion time: a check days later must not move the certificate's date.
    const { completedAt, unavailable } = await moodle.completion(moodleUserId, moodleCourseId);
    if (unavailable) completionUnavailableTotal.inc({ reason: unavailable });
    if (enrollment.completionUnavailable !== unavailable) {
      enrollment.completionUnavailable = unavailable;
      enrollment.completionUnavailableAt = unavailable ? new Date() : null;
      await em.flush();
    }
    if (!completedAt) return;
    await em.transactional(async (tx: EntityManager) => {
      const locked = await tx.findOne(Enrollment, enrollmentId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (locked) await new CompletionService(tx, { jobs }).completeEnrollment(locked, completedAt);
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

/**
 * Issues the completed enrollment's certificate (see CertificateService.issueCertificate: once,
 * even run twice).
 */
export const issueJob: JobDefinition<IssueData, JobDeps> = {
  name: ISSUE_JOB,
  retryLimit: 10,
  retryDelay: 5,
  async run({ enrollmentId }, { orm, config }) {
    await new CertificateService(orm.em.fork(), { config }).issueCertificate(enrollmentId);
  },
};
