import { Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { Certificate, CertificateStatus } from "./certificate.entity.js";
import { certificatePdfUrl } from "./certificate-pdf.http.js";
import { VerificationStatus, statusOfCertificate } from "./certificates.service.js";
// The status enum's GraphQL registration lives with the module's other types.
import { CertifiedCourseFields } from "./certificates.types.js";

@ObjectType("LearnerCertificate", {
  description: "One of the signed-in learner's certificates, as their dashboard lists it.",
})
export class LearnerCertificateObject extends CertifiedCourseFields {
  @Field(() => Int, { description: "The completed enrollment it certifies." })
  enrollmentId!: number;

  @Field(() => VerificationStatus, {
    description: "What the public verification answers now (valid, expired, revoked...).",
  })
  status!: VerificationStatus;

  @Field({ description: "Where the learner downloads it as a PDF." })
  downloadUrl!: string;
}

@Resolver()
export class MyCertificatesResolver {
  @Auth(Role.USER)
  @Query(() => [LearnerCertificateObject], {
    description:
      "The signed-in learner's current certificates (superseded ones left out), most recently completed first.",
  })
  async myCertificates(@Ctx() ctx: Context): Promise<LearnerCertificateObject[]> {
    const { id } = await signedInViewer(ctx);
    const rows = await ctx.em.find(
      Certificate,
      // A re-issue's superseded certificate is replaced, not the learner's to show.
      { user: id, status: { $ne: CertificateStatus.SUPERSEDED } },
      { orderBy: { completedAt: "desc", id: "desc" } },
    );
    const now = new Date();
    return rows.map(row => ({
      number: row.number,
      enrollmentId: row.enrollment.id,
      courseTitle: row.courseTitle,
      hours: row.hours,
      completedAt: row.completedAt,
      expiresAt: row.expiresAt ?? null,
      status: statusOfCertificate(row, now),
      downloadUrl: certificatePdfUrl(row.number),
    }));
  }
}
