import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, createEnrollment, signedInAs } from "../../../test/factories.js";
import { ACCESS_REQUESTED } from "./enrollment.resolver.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

describe("a learner's enrollments", () => {
  it("lists only the caller's own, newest first, each with its course in dollars", async () => {
    const [older, newer, theirs] = await Promise.all([
      createCourse(app, { priceCents: 12_900 }),
      createCourse(app, { priceCents: 49_900 }),
      createCourse(app),
    ]);
    const { user, client } = await signedInAs(app);
    const { user: other } = await signedInAs(app);
    await createEnrollment(app, user, older);
    await createEnrollment(app, user, newer);
    await createEnrollment(app, other, theirs);

    const response = await client.request("/api/user/enrollments");
    expect(response.status).toBe(200);
    const enrollments = (await response.json()) as {
      courseId: number;
      course: { price: number };
    }[];
    expect(enrollments.map(enrollment => enrollment.courseId)).toEqual([newer.id, older.id]);
    expect(enrollments[0]).toMatchObject({
      moodleUrl: null,
      moodleEnrollmentComplete: false,
      course: { id: newer.id, price: 499 },
    });
  });

  it("queues learning-system access for an enrolled course only", async () => {
    const course = await createCourse(app);
    const { user, client } = await signedInAs(app);
    const refused = await client.request("/api/moodle/enroll", { json: { courseId: course.id } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ message: "You are not enrolled in this course." });

    const { enrollment } = await createEnrollment(app, user, course, { adminEnrolled: true });
    const queued = await client.request("/api/moodle/enroll", { json: { courseId: course.id } });
    expect(queued.status).toBe(200);
    expect(await queued.json()).toEqual({
      success: true,
      message: ACCESS_REQUESTED,
      moodleUrl: null,
    });
    const [{ count }] = await app.orm.em
      .getConnection()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from pgboss.job where name = 'lms.provision' and (data->>'enrollmentId')::int = ?`,
        [enrollment.id],
      );
    expect(count).toBe(1);
  });
});
