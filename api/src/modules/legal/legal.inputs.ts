import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection, SortDirection } from "../../graphql/connection.js";
import { LegalDocumentType } from "./legal-document.entity.js";

@ObjectType("AdminLegalDocument", { description: "A legal document as administrators manage it." })
export class AdminLegalDocumentObject {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field({ description: "HTML, sanitized when saved." })
  content!: string;

  @Field(() => LegalDocumentType)
  type!: LegalDocumentType;

  @Field()
  version!: string;

  @Field()
  isActive!: boolean;

  @Field()
  requiresSignature!: boolean;

  @Field(() => Int, { description: "How many users have signed this document." })
  acceptedCount!: number;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType("AdminLegalDocumentConnection")
export class AdminLegalDocumentConnection extends Connection(
  AdminLegalDocumentObject,
  "AdminLegalDocument",
) {}

@InputType({
  description:
    "A new legal document. Defaults: terms of service, version 1.0, active, no signature required. " +
    "An active one replaces the active document of its type, which is kept with its signatures.",
})
export class AdminLegalDocumentInput {
  @Field()
  title!: string;

  @Field({ description: "HTML; sanitized when saved." })
  content!: string;

  @Field(() => LegalDocumentType, { defaultValue: LegalDocumentType.TermsOfService })
  type!: LegalDocumentType;

  @Field({ defaultValue: "1.0" })
  version!: string;

  @Field({ defaultValue: true })
  isActive!: boolean;

  @Field({ defaultValue: false })
  requiresSignature!: boolean;
}

@InputType({
  description:
    "The fields to change; an omitted field stays as it is. A signed document's content, type " +
    "and version never change: publish a new version instead.",
})
export class AdminLegalDocumentUpdateInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  content?: string | null;

  @Field(() => LegalDocumentType, { nullable: true })
  type?: LegalDocumentType | null;

  @Field(() => String, { nullable: true })
  version?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  requiresSignature?: boolean | null;
}

@InputType()
export class AdminLegalDocumentFilter {
  @Field(() => String, { nullable: true, description: "Part of the title (any case)." })
  search?: string | null;

  @Field(() => LegalDocumentType, { nullable: true })
  type?: LegalDocumentType | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

export enum AdminLegalDocumentSortField {
  TITLE = "TITLE",
  TYPE = "TYPE",
  VERSION = "VERSION",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(AdminLegalDocumentSortField, { name: "AdminLegalDocumentSortField" });

@InputType()
export class AdminLegalDocumentSort {
  @Field(() => AdminLegalDocumentSortField)
  field!: AdminLegalDocumentSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction!: SortDirection;
}

@ObjectType("AdminLegalDocumentDeletion")
export class AdminLegalDocumentDeletionObject {
  @Field(() => Int)
  id!: number;

  @Field()
  deleted!: boolean;
}
