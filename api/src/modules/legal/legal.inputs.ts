import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { SortDirection } from "../../db/keyset.js";
import { Connection } from "../../graphql/connection.js";
import { LegalDocumentType } from "./legal-document.entity.js";

@ObjectType("AdminLegalDocument", { description: "A legal document as administrators manage it." })
export class AdminLegalDocumentObject {
  @Field(() => Int, { description: "The document's id." })
  id!: number;

  @Field({ description: "The document's title." })
  title!: string;

  @Field({ description: "HTML, sanitized when saved." })
  content!: string;

  @Field(() => LegalDocumentType, { description: "What kind of document it is." })
  type!: LegalDocumentType;

  @Field({ description: "The version label, e.g. 1.0." })
  version!: string;

  @Field({ description: "The version the public pages and signers see (one active per type)." })
  isActive!: boolean;

  @Field({ description: "Learners must sign it." })
  requiresSignature!: boolean;

  @Field(() => Int, { description: "How many users have signed this document." })
  acceptedCount!: number;

  @Field({ description: "When it was created." })
  createdAt!: Date;

  @Field({ description: "When it was last changed." })
  updatedAt!: Date;
}

@ObjectType("AdminLegalDocumentConnection", {
  description: "A page of legal documents, every version, for administrators.",
})
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
  @Field({ description: "The document's title." })
  title!: string;

  @Field({ description: "HTML; sanitized when saved." })
  content!: string;

  @Field(() => LegalDocumentType, {
    defaultValue: LegalDocumentType.TERMS_OF_SERVICE,
    description: "What kind of document it is.",
  })
  type!: LegalDocumentType;

  @Field({ defaultValue: "1.0", description: "The version label, e.g. 1.0." })
  version!: string;

  @Field({ defaultValue: true, description: "Make it the active document of its type." })
  isActive!: boolean;

  @Field({ defaultValue: false, description: "Learners must sign it." })
  requiresSignature!: boolean;
}

@InputType({
  description:
    "The fields to change; an omitted field stays as it is. A signed document's content, type " +
    "and version never change: publish a new version instead.",
})
export class AdminLegalDocumentUpdateInput {
  @Field(() => String, { nullable: true, description: "The new title." })
  title?: string | null;

  @Field(() => String, { nullable: true, description: "The new HTML, sanitized when saved." })
  content?: string | null;

  @Field(() => LegalDocumentType, { nullable: true, description: "The new type." })
  type?: LegalDocumentType | null;

  @Field(() => String, { nullable: true, description: "The new version label." })
  version?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Make it the active document of its type." })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Learners must sign it." })
  requiresSignature?: boolean | null;
}

@InputType({ description: "Which legal documents to list." })
export class AdminLegalDocumentFilter {
  @Field(() => String, { nullable: true, description: "Part of the title (any case)." })
  search?: string | null;

  @Field(() => LegalDocumentType, { nullable: true, description: "Only documents of this type." })
  type?: LegalDocumentType | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only active (true) or inactive (false) documents.",
  })
  isActive?: boolean | null;
}

export enum AdminLegalDocumentSortField {
  TITLE = "TITLE",
  TYPE = "TYPE",
  VERSION = "VERSION",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(AdminLegalDocumentSortField, {
  name: "AdminLegalDocumentSortField",
  description: "What the legal documents can be sorted by.",
  valuesConfig: {
    TITLE: { description: "The title, A to Z." },
    TYPE: { description: "The document type." },
    VERSION: { description: "The version label." },
    CREATED_AT: { description: "When it was created." },
  },
});

@InputType({ description: "The order of the legal documents." })
export class AdminLegalDocumentSort {
  @Field(() => AdminLegalDocumentSortField, { description: "The column to sort by." })
  field!: AdminLegalDocumentSortField;

  @Field(() => SortDirection, {
    defaultValue: SortDirection.ASC,
    description: "Ascending (the default) or descending.",
  })
  direction!: SortDirection;
}

@ObjectType("AdminLegalDocumentDeletion", {
  description: "The answer to a legal document's deletion.",
})
export class AdminLegalDocumentDeletionObject {
  @Field(() => Int, { description: "The document's id." })
  id!: number;

  @Field({ description: "The document is gone." })
  deleted!: boolean;
}
