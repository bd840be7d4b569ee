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

@InputType({
  description:
    "A partner's storefront settings, all at once (docs/partners.md, Launch); the rules are @guardian/rules' partnerBrandingProblems.",
})
export class PartnerBrandingInput {
  @Field({ description: "The storefront's name: 2 to 80 characters, one line." })
  displayName!: string;

  @Field({
    description:
      "The short address, /p/{slug}: 2 to 40 lower-case letters, digits and single hyphens; unique; reserved words refused.",
  })
  slug!: string;

  @Field({
    description:
      "The brand colour, #rrggbb, with a contrast of at least 4.5:1 against white text and the portal's page backgrounds.",
  })
  brandColour!: string;

  @Field({ description: "The address learners write to for help." })
  supportEmail!: string;

  @Field(() => String, { nullable: true, description: "The phone learners call (optional)." })
  supportPhone?: string | null;
}
