import { IsIn, IsInt, IsOptional, Matches, MaxLength, Min, ValidateNested } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { SignatureType } from "./user-agreement.entity.js";
import { SIGNATURE_STYLES } from "./agreement.types.js";

@InputType({ description: "Typed: text and style. Drawn: data, a PNG image data URL." })
export class SignatureInput {
  @Field(() => SignatureType, { description: "Drawn or typed." })
  type!: SignatureType;

  @Field(() => String, {
    nullable: true,
    description: "Typed: the signer's name as typed (at most 100 characters).",
  })
  @IsOptional()
  @MaxLength(100, { message: "The typed signature must be at most 100 characters" })
  text?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Typed: handwritten, formal, casual, professional or standard.",
  })
  @IsOptional()
  @IsIn(SIGNATURE_STYLES, { message: `The style must be one of ${SIGNATURE_STYLES.join(", ")}` })
  style?: string | null;

  // Its length is checked by signatureData (signature.rules.ts): MaxLength counts surrogate pairs with
  // two regular expressions over the whole text, milliseconds of the event loop at this size.
  @Field(() => String, { nullable: true, description: "data:image/png;base64,..." })
  @IsOptional()
  data?: string | null;
}
@InputType({
  description: "A learner's signature of the current enrollment agreement for a course.",
})
export class SignAgreementInput {
  @Field(() => Int, {
    description:
      "The enrollment agreement shown to the learner; refused if it is no longer the current one.",
  })
  @IsInt()
  @Min(1, { message: "Document not found" })
  documentId!: number;

  @Field(() => Int, { description: "The course the agreement is signed for." })
  @IsInt()
  @Min(1, { message: "Course not found" })
  courseId!: number;

  @Field(() => SignatureInput, { description: "The signature itself." })
  @ValidateNested()
  signature!: SignatureInput;

  @Field(() => String, {
    nullable: true,
    description:
      "SHA-256 (hex) of the document content as shown; refused when the document has changed since.",
  })
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, { message: "documentSha256 must be 64 hexadecimal characters" })
  documentSha256?: string | null;
}
