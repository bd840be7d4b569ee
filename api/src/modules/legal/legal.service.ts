import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../graphql/errors.js";
import { LegalDocument, LegalDocumentType } from "./legal-document.entity.js";

/** Public legal pages (/legal/{page}) and the document type each shows. */
const PAGE_TYPES: Record<string, LegalDocumentType> = {
  terms: LegalDocumentType.TermsOfService,
  privacy: LegalDocumentType.PrivacyPolicy,
  refund: LegalDocumentType.RefundPolicy,
  disclaimer: LegalDocumentType.Disclaimer,
};

/** Short names the earlier client used for document types. */
const TYPE_ALIASES: Record<string, LegalDocumentType> = {
  enrollment: LegalDocumentType.EnrollmentAgreement,
  terms: LegalDocumentType.TermsOfService,
  privacy: LegalDocumentType.PrivacyPolicy,
  refund: LegalDocumentType.RefundPolicy,
};

const TYPES = new Set<string>(Object.values(LegalDocumentType));

export class LegalService {
  constructor(private readonly em: EntityManager) {}

  /** The newest active document of a type, or null. */
  private activeOfType(type: LegalDocumentType): Promise<LegalDocument | null> {
    return this.em.findOne(
      LegalDocument,
      { type, isActive: true },
      { orderBy: { updatedAt: "desc", id: "desc" } },
    );
  }

  async page(page: string): Promise<LegalDocument> {
    const type = PAGE_TYPES[page];
    const doc = type ? await this.activeOfType(type) : null;
    if (!doc) throw notFound("Document not found");
    return doc;
  }

  async activeByType(rawType: string): Promise<LegalDocument> {
    const type =
      TYPE_ALIASES[rawType] ?? (TYPES.has(rawType) ? (rawType as LegalDocumentType) : undefined);
    const doc = type ? await this.activeOfType(type) : null;
    if (!doc) throw notFound(`No active ${rawType} document found`);
    return doc;
  }
}
