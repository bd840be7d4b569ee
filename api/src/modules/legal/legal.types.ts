import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { LegalDocumentType } from "./legal-document.entity.js";

/** The public legal pages (/legal/{page}). */
export enum LegalPageName {
  Terms = "terms",
  Privacy = "privacy",
  Refund = "refund",
  Disclaimer = "disclaimer",
}

registerEnumType(LegalPageName, {
  name: "LegalPageName",
  description:
    "A public legal page: /legal/terms, /legal/privacy, /legal/refund, /legal/disclaimer.",
  valuesConfig: {
    Terms: { description: "Terms of service (/legal/terms)." },
    Privacy: { description: "Privacy policy (/legal/privacy)." },
    Refund: { description: "Refund policy (/legal/refund)." },
    Disclaimer: { description: "Disclaimer (/legal/disclaimer)." },
  },
});
registerEnumType(LegalDocumentType, {
  name: "LegalDocumentType",
  description: "What a legal document is (its REST name is the kebab-case value).",
  valuesConfig: {
    TermsOfService: { description: "The terms of service." },
    PrivacyPolicy: { description: "The privacy policy." },
    EnrollmentAgreement: {
      description: "The agreement a learner signs before paying for a course.",
    },
    RefundPolicy: { description: "The refund policy." },
    Disclaimer: { description: "The disclaimer." },
    Other: { description: "Any other document." },
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
