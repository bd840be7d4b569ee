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
});
registerEnumType(LegalDocumentType, {
  name: "LegalDocumentType",
  description: "What a legal document is (its REST name is the kebab-case value).",
});

@ObjectType("LegalPage", { description: "The active document behind a public legal page." })
export class LegalPageObject {
  @Field()
  title!: string;

  @Field({ description: "HTML." })
  content!: string;
}

@ObjectType("LegalDocument")
export class LegalDocumentObject {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field({ description: "HTML." })
  content!: string;

  @Field(() => LegalDocumentType)
  type!: LegalDocumentType;

  @Field()
  version!: string;

  @Field()
  requiresSignature!: boolean;
}
