import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { LegalDocumentType } from "./legal-document.entity.js";

/** The public legal pages (/legal/{page}). */
export enum LegalPageName {
  TERMS = "terms",
  PRIVACY = "privacy",
  REFUND = "refund",
  DISCLAIMER = "disclaimer",
}

registerEnumType(LegalPageName, {
  name: "LegalPageName",
  description:
    "A public legal page: /legal/terms, /legal/privacy, /legal/refund, /legal/disclaimer.",
  valuesConfig: {
    TERMS: { description: "Terms of service (/legal/terms)." },
    PRIVACY: { description: "Privacy policy (/legal/privacy)." },
    REFUND: { description: "Refund policy (/legal/refund)." },
    DISCLAIMER: { description: "Disclaimer (/legal/disclaimer)." },
  },
});
registerEnumType(LegalDocumentType, {
  name: "LegalDocumentType",
  description: "What a legal document is (its REST name is the kebab-case value).",
  valuesConfig: {
    TERMS_OF_SERVICE: { description: "The terms of service." },
    PRIVACY_POLICY: { description: "The privacy policy." },
    ENROLLMENT_AGREEMENT: {
      description: "The agreement a learner signs before paying for a course.",
    },
    REFUND_POLICY: { description: "The refund policy." },
    DISCLAIMER: { description: "The disclaimer." },
    OTHER: { description: "Any other document." },
    LICENCE_AGREEMENT_ROYALTY_FREE: {
      description: "The licence agreement a business signs for a royalty-free licence.",
    },
    LICENCE_AGREEMENT_REVENUE_SHARE: {
      description: "The licence agreement a business signs for a revenue-share licence.",
    },
  },
});

@ObjectType("LegalPage", { description: "The active document behind a public legal page." })
export class LegalPageObject {
  @Field({ description: "The document's title." })
  title!: string;

  @Field({ description: "HTML." })
  content!: string;
}

@ObjectType("LegalDocument", {
  description: "The active version of a legal document, as anyone may read it.",
})
export class LegalDocumentObject {
  @Field(() => Int, { description: "The document's id (a learner signs it by this id)." })
  id!: number;

  @Field({ description: "The document's title." })
  title!: string;

  @Field({ description: "HTML." })
  content!: string;

  @Field(() => LegalDocumentType, { description: "What kind of document it is." })
  type!: LegalDocumentType;

  @Field({ description: "The version label, e.g. 1.0." })
  version!: string;

  @Field({ description: "Learners must sign it (the enrollment agreement)." })
  requiresSignature!: boolean;
}
