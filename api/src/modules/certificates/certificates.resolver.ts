import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { EnrollmentObject, enrollmentObject } from "../enrollments/enrollment.types.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { AppError } from "../../errors.js";
import { CertificateRevocationService } from "./certificate-revocation.service.js";
import { CertificateService } from "./certificates.service.js";
import { CompletionService } from "./completion.service.js";
import {
  CertificateObject,
  CertificateVerificationObject,
  certificateObject,
  verificationOf,
} from "./certificates.types.js";

const NUMBER = {
  description:
    "The certificate number, e.g. GA-2026-7K3M9QXTQ (any case; O reads as 0, I and L as 1).",
};

@Resolver()
export class CertificatesResolver {
  @Public()
  @RateLimited({ bucket: "certificate-verify", max: 60, windowSeconds: 60 })
  @Query(() => CertificateVerificationObject, {
    description:
      "Checks a certificate number: valid, expired, revoked or not found, with the facts it certifies and nothing else about the learner.",
  })
  async verifyCertificate(
    @Arg("number", NUMBER) number: string,
    @Ctx() ctx: Context,
  ): Promise<CertificateVerificationObject> {
    return verificationOf(
      number,
      await new CertificateService(ctx.em, ctx).findCertificate(number),
    );
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CertificateObject, {
    description:
      "Revokes a certificate with a reason (audited); its verification then answers REVOKED. Revoking it again changes nothing.",
  })
  async revokeCertificate(
    @Arg("number", NUMBER) number: string,
    @Arg("reason", { description: "Why it is revoked (1-500 characters)." }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<CertificateObject> {
    const viewer = await signedInViewer(ctx);
    const row = await new CertificateRevocationService(ctx.em).revokeCertificate({
      number,
      reason,
      actorId: viewer.id,
      meta: ctx.meta,
    });
    return certificateObject(row);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => EnrollmentObject, {
    description:
      "Marks an enrollment complete without the learning system, with a note (audited); its certificate is issued by the queue.",
  })
  async markEnrollmentComplete(
    @Arg("enrollmentId", () => Int, { description: "The enrollment to complete." })
    enrollmentId: number,
    @Arg("note", { description: "Why it is complete (1-500 characters)." }) note: string,
    @Ctx() ctx: Context,
  ): Promise<EnrollmentObject> {
    const viewer = await signedInViewer(ctx);
    const enrollment = await new CompletionService(ctx.em, ctx).markEnrollmentComplete({
      enrollmentId,
      note,
      actorId: viewer.id,
      meta: ctx.meta,
    });
    return enrollmentObject(enrollment);
  }

  @Auth(Role.USER)
  @Mutation(() => EnrollmentObject, {
    description:
      "The demo learning system's Complete this course (installs without Moodle): completes the caller's enrollment in the course as Moodle's completion check does; its certificate is issued by the queue. Again, it changes nothing.",
  })
  async completeDemoCourse(
    @Arg("courseId", () => Int, { description: "The course the caller has access to." })
    courseId: number,
    @Ctx() ctx: Context,
  ): Promise<EnrollmentObject> {
    if (ctx.config.lms) {
      throw new AppError(
        "BAD_REQUEST",
        "The demo learning system is off: this install uses Moodle.",
      );
    }
    const viewer = await signedInViewer(ctx);
    const userId = viewer.id;
    const completed = await new CompletionService(ctx.em, ctx).completeInDemoLms({
      userId,
      courseId,
    });
    return enrollmentObject(completed);
  }
}
