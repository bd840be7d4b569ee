import {
  Entity,
  Enum,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { SignatureType } from "../agreements/user-agreement.entity.js";
import { LegalDocument } from "../legal/legal-document.entity.js";
import { Partner } from "./partner.entity.js";

/**
 * A partner's signed licence agreement: the same evidence as a learner's enrollment agreement
 * (UserAgreement): the document, its version and the hash of the text shown, the signature,
 * time, address and browser. One per partner; it outlives everything but the partner.
 */
@Entity({ tableName: "licence_agreements" })
export class LicenceAgreement {
  @PrimaryKey()
  id!: number;

  @OneToOne(() => Partner, {
    ref: true,
    owner: true,
    deleteRule: "cascade",
    unique: "licence_agreements_partner_unique",
  })
  partner!: Ref<Partner>;

  @ManyToOne(() => LegalDocument, { ref: true, deleteRule: "restrict", index: true })
  document!: Ref<LegalDocument>;

  @Property({ type: "text" })
  documentVersion!: string;

  /** SHA-256 (hex) of the exact document content that was shown and signed. */
  @Property({ type: "text" })
  documentSha256!: string;

  /** The signer's full name as they gave it. */
  @Property({ type: "text" })
  signerName!: string;

  /** The address the signing link was sent to (the offer's contact). */
  @Property({ type: "text" })
  signerEmail!: string;

  @Enum({ items: () => SignatureType })
  signatureType!: SignatureType;

  /** Typed: { text, style }; drawn: { data } (PNG data URL), as signatureData() keeps them. */
  @Property({ type: "json" })
  signatureData!: Record<string, unknown>;

  @Property({ type: "text", nullable: true })
  ipAddress?: string | null;

  @Property({ type: "text", nullable: true })
  userAgent?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  signedAt: Opt<Date> = new Date();
}
