import { Field, Int, ObjectType } from "type-graphql";
import { LicenseType } from "./licence.rules.js";

@ObjectType("LicenceAgreementDocument", {
  description: "The licence agreement's text as the signer reads it.",
})
export class LicenceAgreementDocumentObject {
  @Field(() => Int, { description: "The legal document's id." })
  id!: number;

  @Field({ description: "Its title." })
  title!: string;

  @Field({ description: "Its text (sanitized HTML)." })
  content!: string;

  @Field({ description: "Its version." })
  version!: string;
}

@ObjectType("LicenceAgreementSignature", {
  description: "Who signed a licence agreement, and when.",
})
export class LicenceAgreementSignatureObject {
  @Field({ description: "The signer's name." })
  signerName!: string;

  @Field({ description: "When it was signed." })
  signedAt!: Date;

  @Field({
    description: "Where the signed agreement downloads as a PDF (for the same link's holder).",
  })
  pdfUrl!: string;
}

@ObjectType("LicenceAgreement", {
  description:
    "A paid business offer's licence agreement: the document to sign, or who signed it (the link's holder only).",
})
export class LicenceAgreementObject {
  @Field(() => Int, { description: "The business offer whose licence it is." })
  offerId!: number;

  @Field({ description: "The business that signs it." })
  businessName!: string;

  @Field(() => LicenseType, { description: "The licence it is for." })
  licenceType!: LicenseType;

  @Field(() => LicenceAgreementDocumentObject, {
    nullable: true,
    description:
      "The document to sign (or, once signed, the one signed); null when the academy has none active.",
  })
  document!: LicenceAgreementDocumentObject | null;

  @Field(() => LicenceAgreementSignatureObject, {
    nullable: true,
    description: "Who signed it and when; null until it is signed.",
  })
  signed!: LicenceAgreementSignatureObject | null;
}
