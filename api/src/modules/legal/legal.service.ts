import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../graphql/errors.js";
import { LegalDocument, LegalDocumentType } from "./legal-document.entity.js";

// Lookups by a caller's string go through Maps: "constructor" or "__proto__" name nothing.

/** Public legal pages (/legal/{page}) and the document type each shows. */
const PAGE_TYPES = new Map<string, LegalDocumentType>([
  ["terms", LegalDocumentType.TermsOfService],
  ["privacy", LegalDocumentType.PrivacyPolicy],
  ["refund", LegalDocumentType.RefundPolicy],
  ["disclaimer", LegalDocumentType.Disclaimer],
]);

/** Every document type by its own name, and the short names the earlier client used. */
const TYPES = new Map<string, LegalDocumentType>([
  ...Object.values(LegalDocumentType).map(type => [type, type] as const),
  ["enrollment", LegalDocumentType.EnrollmentAgreement],
  ["terms", LegalDocumentType.TermsOfService],
  ["privacy", LegalDocumentType.PrivacyPolicy],
  ["refund", LegalDocumentType.RefundPolicy],
]);

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
    const type = PAGE_TYPES.get(page);
    const doc = type ? await this.activeOfType(type) : null;
    if (!doc) throw notFound("Document not found");
    return doc;
  }

  async activeByType(rawType: string): Promise<LegalDocument> {
    const type = TYPES.get(rawType);
    const doc = type ? await this.activeOfType(type) : null;
    if (!doc) throw notFound(`No active ${rawType} document found`);
    return doc;
  }
}
