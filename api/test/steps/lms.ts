import { setTimeout as sleep } from "node:timers/promises";
import { Enrollment } from "../../src/modules/enrollments/enrollment.entity.js";
import type { TestApp } from "../app.js";

/**
 * The enrollment once the provisioning job has done with it (its link stored, or none to make:
 * `moodleEnrollmentComplete`), or as it is after ~30 s without.
 */
export async function provisioned(app: TestApp, enrollmentId: number) {
  for (let i = 0; i < 300; i++) {
    const enrollment = await app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
    if (enrollment.moodleEnrollmentComplete) return enrollment;
    await sleep(100);
  }
  return app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
}
