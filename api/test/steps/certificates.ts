import type { TestApp } from "../app.js";
import { type CourseFields, createCourse, createEnrollment, signedInAs } from "../factories.js";
import { Enrollment } from "../../src/modules/enrollments/enrollment.entity.js";
import { User } from "../../src/modules/users/user.entity.js";

/** Learners in the learning system, for the certificate tests (`current`: the file's app). */
export function certificateSteps(current: () => TestApp) {
  let nextMoodleCourse = 500;

  /** A learner with a provisioned enrollment in a Moodle-linked course, and their Moodle user. */
  async function provisionedLearner(fields: CourseFields = {}) {
    const app = current();
    const moodle = app.lms;
    const moodleCourseId = String(nextMoodleCourse++);
    const course = await createCourse(app, { moodleCourseId, hours: 12, ...fields });
    const { user, client } = await signedInAs(app);
    const { enrollment } = await createEnrollment(app, user, course);
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      Enrollment,
      { id: enrollment.id },
      {
        moodleUrl: `${moodle.baseUrl}/course/view.php?id=${moodleCourseId}`,
        moodleEnrollmentComplete: true,
      },
    );
    const moodleUser = {
      id: 10_000 + moodle.users.length,
      username: user.username.toLowerCase(),
      email: user.email,
      firstname: user.firstName,
      lastname: user.lastName,
    };
    moodle.users.push(moodleUser);
    moodle.enrolments.add(`${moodleUser.id}:${moodleCourseId}`);
    // As provisioning keeps it: the Moodle account is known by its id from then on.
    await em.nativeUpdate(
      User,
      { id: user.id },
      { moodleUserId: moodleUser.id, moodleUsername: moodleUser.username },
    );
    return { user, client, course, enrollmentId: enrollment.id, moodleCourseId };
  }

  return { provisionedLearner };
}
