import { IsInt, IsOptional, Matches, MaxLength, Min, ValidateNested } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { SignatureInput } from "../agreements/agreement.inputs.js";

@InputType({
  description:
    "A business's signature of its licence agreement, with the key of the link it was opened by.",
})
export class SignLicenceAgreementInput {
  @Field(() => Int, { description: "The paid business offer whose licence agreement it is." })
  @IsInt()
  @Min(1, { message: "Business offer not found" })
  offerId!: number;

  @Field(() => String, {
    nullable: true,
    description: "The mailed signing link's token (or give the offer's reference).",
  })
  @IsOptional()
  @MaxLength(100, { message: "This signing link is not valid" })
  token?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The offer's reference, which its payer holds (or give the link's token).",
  })
  @IsOptional()
  @MaxLength(100, { message: "This signing link is not valid" })
  reference?: string | null;

  @Field(() => Int, { description: "The licence agreement document shown to the signer." })
  @IsInt()
  @Min(1, { message: "Document not found" })
  documentId!: number;

  @Field({
    description:
      "SHA-256 (hex) of the document content as shown; refused when the document has changed since.",
  })
  @Matches(/^[0-9a-f]{64}$/, { message: "documentSha256 must be 64 hexadecimal characters" })
  documentSha256!: string;

  @Field({ description: "The signer's full name (at most 100 characters)." })
  @MaxLength(100, { message: "The name must be at most 100 characters" })
  signerName!: string;

  @Field(() => SignatureInput, { description: "The signature itself, typed or drawn." })
  @ValidateNested()
  signature!: SignatureInput;
}
