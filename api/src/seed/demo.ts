import type { EntityManager } from "@mikro-orm/postgresql";
import { sha256 } from "../modules/agreements/agreement.service.js";
import { SignatureType, UserAgreement } from "../modules/agreements/user-agreement.entity.js";
import { Course, CourseCategory } from "../modules/courses/course.entity.js";
import { Enrollment } from "../modules/enrollments/enrollment.entity.js";
import { demoCourseUrl } from "../modules/lms/provision.job.js";
import { LegalDocument, LegalDocumentType } from "../modules/legal/legal-document.entity.js";
import { Payment, PaymentProvider, PaymentStatus } from "../modules/payments/payment.entity.js";
import { Receipt } from "../modules/payments/receipt.entity.js";
import { User } from "../modules/users/user.entity.js";
import { hashPassword } from "../modules/users/password-hash.rules.js";
import { DEMO_COURSES, DEMO_LEGAL_DOCUMENTS, DEMO_USERS } from "./demo-data.js";

/** The demo accounts and catalogue of CONTRACT.md. Never run in production. */
export async function seedDemoData(em: EntityManager): Promise<void> {
  const users = new Map<string, User>();
  for (const { password, ...fields } of DEMO_USERS) {
    const user = em.create(User, { ...fields, passwordHash: await hashPassword(password) });
    users.set(user.username, user);
  }
  // Credit hours as long as the course; the initial certification anchors the renewal periods.
  const courses = DEMO_COURSES.map(course =>
    em.create(Course, {
      creditHours: course.hours,
      category: course.title.includes("Initial")
        ? CourseCategory.INITIAL_CERTIFICATION
        : CourseCategory.CONTINUING_EDUCATION,
      ...course,
    }),
  );
  for (const doc of DEMO_LEGAL_DOCUMENTS) em.create(LegalDocument, doc);
  await em.flush();

  // The student bought the 40-hour program and has a link into the demo learning system.
  const course = courses.find(c => c.title.includes("Initial"))!;
  const student = users.get("student")!;
  const payment = em.create(Payment, {
    providerPaymentId: "demo_pi_seed_student_initial",
    provider: PaymentProvider.DEMO,
    user: student,
    course,
    amountCents: course.priceCents,
    status: PaymentStatus.SUCCESSFUL,
    metadata: { card: "4242", seeded: true },
  });
  em.create(Receipt, { payment });
  em.create(Enrollment, {
    user: student,
    course,
    payment,
    moodleUrl: demoCourseUrl(course.id),
    moodleEnrollmentComplete: true,
  });
  const agreement = await em.findOneOrFail(LegalDocument, {
    type: LegalDocumentType.ENROLLMENT_AGREEMENT,
  });
  em.create(UserAgreement, {
    user: student,
    signerName: `${student.firstName} ${student.lastName}`,
    signerUsername: student.username,
    document: agreement,
    course,
    documentVersion: agreement.version,
    documentSha256: sha256(agreement.content),
    signatureType: SignatureType.TYPED,
    signatureData: { text: `${student.firstName} ${student.lastName}`, style: "handwritten" },
  });
  await em.flush();
}
