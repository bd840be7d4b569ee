import { Entity, Enum, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Course } from "../courses/course.entity.js";
import { LegalDocument } from "../legal/legal-document.entity.js";
import { User } from "../users/user.entity.js";

export enum SignatureType {
  DRAWN = "drawn",
  TYPED = "typed",
}

@Entity({ tableName: "user_agreements" })
export class UserAgreement {
  @PrimaryKey()
  id!: number;

  /**
   * The signer; null once their account is deleted. The agreement is evidence and outlives the
   * account: the signer's name and username are kept below as they were when signing.
   */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: true })
  user?: Ref<User> | null;

  /** The signer's full name when signing. */
  @Property({ type: "text" })
  signerName!: string;

  /** The signer's username when signing. */
  @Property({ type: "text" })
  signerUsername!: string;

  @ManyToOne(() => LegalDocument, { ref: true, deleteRule: "restrict", index: true })
  document!: Ref<LegalDocument>;

  @ManyToOne(() => Course, { ref: true, nullable: true, deleteRule: "set null" })
  course?: Ref<Course> | null;

  /** The document version the user signed. */
  @Property({ type: "text" })
  documentVersion!: string;

  /** SHA-256 (hex) of the exact document content that was shown and signed. */
  @Property({ type: "text" })
  documentSha256!: string;

  @Enum({ items: () => SignatureType })
  signatureType!: SignatureType;

  /** Typed: { text, style }; drawn: { data } (PNG data URL). */
  @Property({ type: "json" })
  signatureData!: Record<string, unknown>;

  @Property({ type: "text", nullable: true })
  ipAddress?: string | null;

  @Property({ type: "text", nullable: true })
  userAgent?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  signedAt: Opt<Date> = new Date();
}
