import {
  BeforeCreate,
  BeforeUpdate,
  Entity,
  Enum,
  Index,
  PrimaryKey,
  Property,
} from "@mikro-orm/decorators/legacy";
import { sanitizeLegalHtml } from "./sanitize.rules.js";
import type { Opt } from "@mikro-orm/core";

/**
 * The spec's types, plus `disclaimer` for the Training Disclaimer page and the two licence
 * agreements of the business licensing programme (issue 54).
 */
export enum LegalDocumentType {
  TERMS_OF_SERVICE = "terms-of-service",
  PRIVACY_POLICY = "privacy-policy",
  ENROLLMENT_AGREEMENT = "enrollment-agreement",
  REFUND_POLICY = "refund-policy",
  DISCLAIMER = "disclaimer",
  OTHER = "other",
  /** The licence agreement a business signs for a royalty-free licence (docs/partners.md). */
  LICENCE_AGREEMENT_ROYALTY_FREE = "licence-agreement-royalty-free",
  /** The licence agreement a business signs for a revenue-share licence. */
  LICENCE_AGREEMENT_REVENUE_SHARE = "licence-agreement-revenue-share",
}

@Entity({ tableName: "legal_documents" })
@Index({ name: "legal_documents_type_active_idx", properties: ["type", "isActive"] })
export class LegalDocument {
  /** Whatever saves a document (seed, admin editor), its HTML is sanitized on the way in. */
  @BeforeCreate()
  @BeforeUpdate()
  sanitizeContent() {
    this.content = sanitizeLegalHtml(this.content);
  }

  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  title!: string;

  /** HTML. */
  @Property({ type: "text" })
  content!: string;

  @Enum({ items: () => LegalDocumentType, default: LegalDocumentType.TERMS_OF_SERVICE })
  type: Opt<LegalDocumentType> = LegalDocumentType.TERMS_OF_SERVICE;

  @Property({ type: "text", default: "1.0" })
  version: Opt<string> = "1.0";

  @Property({ type: "boolean", default: true })
  isActive: Opt<boolean> = true;

  @Property({ type: "boolean", default: false })
  requiresSignature: Opt<boolean> = false;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  @Property({ type: "datetime", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
