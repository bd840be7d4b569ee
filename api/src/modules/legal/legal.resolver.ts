import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { LegalDocumentType } from "./legal-document.entity.js";
import { LegalAdminService } from "./legal-admin.service.js";
import {
  AdminLegalDocumentConnection,
  AdminLegalDocumentDeletionObject,
  AdminLegalDocumentFilter,
  AdminLegalDocumentInput,
  AdminLegalDocumentObject,
  AdminLegalDocumentSort,
  AdminLegalDocumentUpdateInput,
} from "./legal.inputs.js";
import { LegalService } from "./legal.service.js";
import { LegalDocumentObject, LegalPageName, LegalPageObject } from "./legal.types.js";

const admin = async (ctx: Context) =>
  new LegalAdminService(ctx.em, { actorId: (await signedInViewer(ctx)).id, meta: ctx.meta });

@Resolver()
export class LegalResolver {
  @Public()
  @Query(() => LegalPageObject, {
    description: "The page's active document; NOT_FOUND when none is active.",
  })
  legalPage(
    @Arg("page", () => LegalPageName, { description: "The public page." }) page: LegalPageName,
    @Ctx() { em }: Context,
  ): Promise<LegalPageObject> {
    return new LegalService(em).page(page);
  }

  @Public()
  @Query(() => LegalDocumentObject, {
    description: "The active document of a type; NOT_FOUND when none is active.",
  })
  activeLegalDocument(
    @Arg("type", () => LegalDocumentType, { description: "The kind of document." })
    type: LegalDocumentType,
    @Ctx() { em }: Context,
  ): Promise<LegalDocumentObject> {
    return new LegalService(em).activeByType(type);
  }

  @Auth(Role.ADMIN)
  @Query(() => AdminLegalDocumentConnection, {
    description:
      "The legal documents with how many users signed each, filtered, sorted (newest first by default), a page at a time.",
  })
  adminLegalDocuments(
    @Args() page: PageArgs,
    @Arg("filter", () => AdminLegalDocumentFilter, {
      nullable: true,
      description: "Search, type and active state; every document when omitted.",
    })
    filter: AdminLegalDocumentFilter | null,
    @Arg("sort", () => AdminLegalDocumentSort, {
      nullable: true,
      description: "The order; newest first when omitted.",
    })
    sort: AdminLegalDocumentSort | null,
    @Ctx() { em }: Context,
  ): Promise<AdminLegalDocumentConnection> {
    return LegalAdminService.list(em, filter, sort, page);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminLegalDocumentObject, {
    description:
      "Publishes a legal document; an active one deactivates the active document of its type (kept with its signatures).",
  })
  async adminCreateLegalDocument(
    @Arg("input", { description: "The new document." }) input: AdminLegalDocumentInput,
    @Ctx() ctx: Context,
  ): Promise<AdminLegalDocumentObject> {
    return (await admin(ctx)).create(input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminLegalDocumentObject, {
    description:
      "Changes a legal document; CONFLICT when the content, type or version of a signed document would change.",
  })
  async adminUpdateLegalDocument(
    @Arg("id", () => Int, { description: "The document to change." }) id: number,
    @Arg("input", { description: "The fields to change." }) input: AdminLegalDocumentUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<AdminLegalDocumentObject> {
    return (await admin(ctx)).update(id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminLegalDocumentDeletionObject, {
    description: "Deletes a legal document; CONFLICT when someone has signed it.",
  })
  async adminDeleteLegalDocument(
    @Arg("id", () => Int, { description: "The document to delete." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<AdminLegalDocumentDeletionObject> {
    return (await admin(ctx)).delete(id);
  }
}
