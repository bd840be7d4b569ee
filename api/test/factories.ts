import { randomBytes } from "node:crypto";
import { AuditEventType } from "../src/modules/audit/audit-event.entity.js";
import { Course } from "../src/modules/courses/course.entity.js";
import { Enrollment } from "../src/modules/enrollments/enrollment.entity.js";
import { Payment, PaymentProvider, PaymentStatus } from "../src/modules/payments/payment.entity.js";
import { Receipt } from "../src/modules/payments/receipt.entity.js";
import type { User } from "../src/modules/users/user.entity.js";
import { type NewUser, UserService } from "../src/modules/users/user.service.js";
import type { TestApp } from "./app.js";
import { Client, someAddress } from "./client.js";

/**
 * Rows with unique data, so a test owns what it makes: no demo accounts, no fixed ids, and test
 * files run in parallel on one PostgreSQL. Hex suffixes never look alike (no l/1/I, rn/m, 0/o).
 */
const unique = () => randomBytes(5).toString("hex");
export const FACTORY_PASSWORD = "Factory#2026";

export type Kind = "learner" | "admin" | "superAdmin";

export async function createUser(
  app: TestApp,
  kind: Kind = "learner",
  fields: Partial<NewUser> = {},
): Promise<User & { password: string }> {
  const username = `${kind.toLowerCase()}${unique()}`;
  const password = fields.password ?? FACTORY_PASSWORD;
  const user = await new UserService(app.orm.em.fork()).create(
    {
      username,
      email: `${username}@example.com`,
      password,
      firstName: "Fay",
      lastName: `Factory ${kind}`,
      isAdmin: kind !== "learner",
      isSuperAdmin: kind === "superAdmin",
      ...fields,
    },
    { type: AuditEventType.UserCreated },
  );
  return Object.assign(user, { password });
}

/** A browser signed in as a new user of that kind (from an address of its own). */
export async function signedInAs(app: TestApp, kind: Kind = "learner") {
  const user = await createUser(app, kind);
  const client = new Client(app, "jest-client", someAddress());
  const response = await client.login(user.username, user.password);
  if (response.status !== 200) throw new Error(`sign-in of ${user.username}: ${response.status}`);
  return { user, client };
}

type CourseFields = Partial<
  Pick<Course, "title" | "hours" | "priceCents" | "isActive" | "isFeatured">
>;

export async function createCourse(app: TestApp, fields: CourseFields = {}) {
  const em = app.orm.em.fork();
  const course = em.create(Course, {
    title: `Course ${unique()}`,
    description: "A course made by a test.",
    hours: 8,
    priceCents: 19900,
    ...fields,
  });
  await em.flush();
  return course;
}

/** A successful payment with its receipt, and the enrollment it paid for. */
export async function createEnrollment(app: TestApp, user: User, course: Course) {
  const em = app.orm.em.fork();
  const payment = em.create(Payment, {
    providerPaymentId: `demo_pi_${unique()}`,
    provider: PaymentProvider.Demo,
    user: user.id,
    course: course.id,
    amountCents: course.priceCents,
    status: PaymentStatus.Successful,
  });
  em.create(Receipt, { payment });
  const enrollment = em.create(Enrollment, { user: user.id, course: course.id, payment });
  await em.flush();
  return { payment, enrollment };
}
