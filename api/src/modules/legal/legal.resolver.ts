import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { LegalDocumentType } from "./legal-document.entity.js";
import { LegalService } from "./legal.service.js";
import { LegalDocumentObject, LegalPageName, LegalPageObject } from "./legal.types.js";

@Resolver()
export class LegalResolver {
  @Public()
  @Query(() => LegalPageObject, {
    description: "The page's active document; NOT_FOUND when none is active.",
  })
  legalPage(
    @Arg("page", () => LegalPageName) page: LegalPageName,
    @Ctx() { em }: Context,
  ): Promise<LegalPageObject> {
    return new LegalService(em).page(page);
  }

  @Public()
  @Query(() => LegalDocumentObject, {
    description: "The active document of a type; NOT_FOUND when none is active.",
  })
  activeLegalDocument(
    @Arg("type", () => LegalDocumentType) type: LegalDocumentType,
    @Ctx() { em }: Context,
  ): Promise<LegalDocumentObject> {
    return new LegalService(em).activeByType(type);
  }
}
