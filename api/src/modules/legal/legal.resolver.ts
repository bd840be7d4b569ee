import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { LegalService } from "./legal.service.js";
import { LegalDocumentType, LegalPageType } from "./legal.types.js";

@Resolver()
export class LegalResolver {
  @Public()
  @Query(() => LegalPageType, {
    description: "terms, privacy, refund or disclaimer; NOT_FOUND otherwise.",
  })
  legalPage(@Arg("page") page: string, @Ctx() { em }: Context): Promise<LegalPageType> {
    return new LegalService(em).page(page);
  }

  @Public()
  @Query(() => LegalDocumentType, {
    description: "The active document of a type (e.g. enrollment); NOT_FOUND when none is active.",
  })
  activeLegalDocument(
    @Arg("type") type: string,
    @Ctx() { em }: Context,
  ): Promise<LegalDocumentType> {
    return new LegalService(em).activeByType(type);
  }
}
