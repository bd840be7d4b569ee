import type { EntityManager } from "@mikro-orm/postgresql";
import { createHash } from "node:crypto";
import { AppError, notFound } from "../../errors.js";
import { AuditService } from "../audit/audit.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { RequestMeta } from "../../graphql/context.js";
import { Course } from "../courses/course.entity.js";
import { LegalDocument, LegalDocumentType } from "../legal/legal-document.entity.js";
import { User } from "../users/user.entity.js";
import type { SignAgreementInput } from "./agreement.inputs.js";
import { signatureData } from "./signature.rules.js";
import { type SignatureType, UserAgreement } from "./user-agreement.entity.js";

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Learners' enrollment agreements: the one to sign now, their signatures and the checks on them. */
export class AgreementService {
  constructor(private readonly em: EntityManager) {}

  /** The enrollment agreement learners sign now: the newest active one. */
  activeAgreement(): Promise<LegalDocument | null> {
    return this.em.findOne(
      LegalDocument,
      { type: LegalDocumentType.ENROLLMENT_AGREEMENT, isActive: true },
      { orderBy: { updatedAt: "desc", id: "desc" } },
    );
  }

  /** Whether the learner signed the current agreement, exactly as it reads now, for the course. */
  async hasSignedAgreement(userId: number, courseId: number): Promise<boolean> {
    return (await this.current(userId, courseId)) !== null;
  }

  /**
   * Records the learner's signature with its evidence: the document's id, version and the hash
   * of the text that was shown, the signature, time, address and browser. Signing the same text
   * again answers the earlier agreement.
   */
  async sign(userId: number, input: SignAgreementInput, meta: RequestMeta): Promise<UserAgreement> {
    const doc = await this.em.findOne(LegalDocument, { id: input.documentId, isActive: true });
    if (!doc || doc.type !== LegalDocumentType.ENROLLMENT_AGREEMENT) {
      throw notFound("Document not found");
    }
    const course = await this.em.findOne(Course, { id: input.courseId, isActive: true });
    if (!course) throw notFound("Course not found");
    const shown = sha256(doc.content);
    if (input.documentSha256 && input.documentSha256 !== shown) {
      throw new AppError(
        "CONFLICT",
        "The agreement has changed since you opened it. Please read it again.",
      );
    }
    const data = await signatureData(input.signature);
    const evidence = {
      user: userId,
      course: course.id,
      document: doc.id,
      documentVersion: doc.version,
      documentSha256: shown,
    };
    const earlier = await this.em.findOne(UserAgreement, evidence, { orderBy: { id: "desc" } });
    if (earlier) return earlier;

    // Who signed, as they were named then: the agreement outlives a deleted account.
    const signer = await this.em.findOneOrFail(User, userId);
    const agreement = this.em.create(UserAgreement, {
      ...evidence,
      signerName: `${signer.firstName} ${signer.lastName}`.trim(),
      signerUsername: signer.username,
      signatureType: input.signature.type as SignatureType,
      signatureData: data,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
    });
    new AuditService(this.em).record({
      type: AuditEventType.AgreementSigned,
      actorId: userId,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      details: { documentId: doc.id, version: doc.version, courseId: course.id },
    });
    await this.em.flush();
    return agreement;
  }

  /** The learner's latest agreement for a course, if they signed the current one. */
  async current(userId: number, courseId: number): Promise<UserAgreement | null> {
    const doc = await this.activeAgreement();
    if (!doc) return null;
    return this.em.findOne(
      UserAgreement,
      {
        user: userId,
        course: courseId,
        document: doc.id,
        documentVersion: doc.version,
        documentSha256: sha256(doc.content),
      },
      { orderBy: { id: "desc" } },
    );
  }
}
