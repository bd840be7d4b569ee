import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { SettlementService } from "./settlement.service.js";
import { StatementCloseService } from "./statement-close.service.js";
import { AdminStatementsFilter } from "./statements.inputs.js";
import { StatementsService, statementObject } from "./statements.service.js";
import { AdminStatementsObject, StatementConnection, StatementObject } from "./statements.types.js";

/**
 * Partners' monthly statements: a partner's own (PartnerScopeService decides on the partnerId:
 * its administrators and the academy's), every partner's for the academy, and closing the
 * finished months now.
 */
@Resolver()
export class StatementsResolver {
  @Auth(Role.USER)
  @Query(() => StatementConnection, {
    description:
      "The partner's monthly statements, newest first. For its administrators and the academy's (anyone else: FORBIDDEN).",
  })
  async partnerStatements(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Args() page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<StatementConnection> {
    return new StatementsService(ctx.em).listForPartner(await signedInViewer(ctx), partnerId, page);
  }

  @Auth(Role.ADMIN)
  @Query(() => AdminStatementsObject, {
    description:
      "Every partner's statements matching the filter, the last closed first, with the sums over all of them.",
  })
  adminStatements(
    @Args() page: PageArgs,
    @Arg("filter", () => AdminStatementsFilter, {
      nullable: true,
      description: "Partner, months and status; all when omitted.",
    })
    filter: AdminStatementsFilter | null,
    @Ctx() ctx: Context,
  ): Promise<AdminStatementsObject> {
    return new StatementsService(ctx.em).listForAdmin(filter, page);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Int, {
    description:
      "Closes every finished month (the academy's time zone) into statements now, as the hourly job does; answers how many statements were made.",
  })
  adminCloseStatements(@Ctx() ctx: Context): Promise<number> {
    return new StatementCloseService(ctx.em, ctx).closeFinishedMonths(new Date());
  }

  @Auth(Role.ADMIN)
  @Mutation(() => StatementObject, {
    description:
      "Approves a statement and pays its payable amount to the partner's payout account: PAID, or WAITING (with why) until the account can be paid, or FAILED (with the processor's code). A paid statement is answered as it is; approving again is safe.",
  })
  async approveStatement(
    @Arg("statementId", () => Int, { description: "The statement." }) statementId: number,
    @Ctx() ctx: Context,
  ): Promise<StatementObject> {
    const viewer = await signedInViewer(ctx);
    return statementObject(
      await new SettlementService(ctx.em, { ...ctx, logger: ctx.request.log }).approve(
        statementId,
        viewer.id,
      ),
    );
  }
}
