import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { SignatureType } from "./user-agreement.entity.js";

registerEnumType(SignatureType, {
  name: "SignatureType",
  description: "How the agreement was signed: a drawn signature (PNG) or a typed name.",
  valuesConfig: {
    DRAWN: { description: "Drawn by hand on the signing page, kept as a PNG image." },
    TYPED: { description: "The signer's name typed in one of the signature styles." },
  },
});

/** The five styles of a typed signature. */
export const SIGNATURE_STYLES = ["handwritten", "formal", "casual", "professional", "standard"];

@ObjectType("UserAgreement", { description: "A signed enrollment agreement and its evidence." })
export class UserAgreementObject {
  @Field(() => Int, { description: "The signed agreement's id." })
  id!: number;

  @Field(() => Int, { description: "The legal document that was signed." })
  documentId!: number;

  @Field({ description: "The version of that document at signing." })
  documentVersion!: string;

  @Field({ description: "SHA-256 (hex) of the exact document content that was signed." })
  documentSha256!: string;

  @Field(() => Int, { nullable: true, description: "The course it was signed for." })
  courseId!: number | null;

  @Field(() => SignatureType, { description: "Drawn or typed." })
  signatureType!: SignatureType;

  @Field({ description: "When it was signed." })
  signedAt!: Date;

  @Field({ description: "Where the signed agreement downloads as a PDF." })
  pdfUrl!: string;
}
