import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("LegalPage", { description: "The active document behind a public legal page." })
export class LegalPageType {
  @Field()
  title!: string;

  @Field({ description: "HTML." })
  content!: string;
}

@ObjectType("LegalDocument")
export class LegalDocumentType {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field({ description: "HTML." })
  content!: string;

  @Field()
  type!: string;

  @Field()
  version!: string;

  @Field()
  requiresSignature!: boolean;
}
