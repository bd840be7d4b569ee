import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../errors.js";
import { LegalDocument, LegalDocumentType } from "./legal-document.entity.js";
import { LegalPageName } from "./legal.types.js";

/** The document type each public legal page shows. */
const PAGE_TYPES = new Map<LegalPageName, LegalDocumentType>([
  [LegalPageName.TERMS, LegalDocumentType.TERMS_OF_SERVICE],
  [LegalPageName.PRIVACY, LegalDocumentType.PRIVACY_POLICY],
  [LegalPageName.REFUND, LegalDocumentType.REFUND_POLICY],
  [LegalPageName.DISCLAIMER, LegalDocumentType.DISCLAIMER],
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

  async page(page: LegalPageName): Promise<LegalDocument> {
    const type = PAGE_TYPES.get(page);
    const doc = type ? await this.activeOfType(type) : null;
    if (!doc) throw notFound("Document not found");
    return doc;
  }

  async activeByType(type: LegalDocumentType): Promise<LegalDocument> {
    const doc = await this.activeOfType(type);
    if (!doc) throw notFound(`No active ${type} document found`);
    return doc;
  }
}
