import { Arg, Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../../graphql/connection.js";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import {
  ContinuingEducationLedgerType,
  RenewalDueConnection,
  RenewalRuleType,
} from "./ce-ledger.types.js";
import { RenewalRuleInput, RenewalsDueFilter } from "./ce-ledger.inputs.js";
import { LedgerService } from "./ledger.service.js";
import { RenewalRuleService } from "./renewal-rule.service.js";

/** The continuing-education ledger: the learner's period, the rule, the renewals report. */
@Resolver()
export class CeLedgerResolver {
  @Auth(Role.USER)
  @Query(() => ContinuingEducationLedgerType, {
    description: "The signed-in learner's continuing-education hours in the current period.",
  })
  async myContinuingEducation(@Ctx() ctx: Context): Promise<ContinuingEducationLedgerType> {
    const { id } = await signedInViewer(ctx);
    return new LedgerService(ctx.em).readLedger(id);
  }

  @Auth(Role.ADMIN)
  @Query(() => RenewalRuleType, {
    description: "The renewal rule in force (super administrators change it).",
  })
  renewalRule(@Ctx() { em }: Context): Promise<RenewalRuleType> {
    return new RenewalRuleService(em).readRule();
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => RenewalRuleType, {
    description: "Sets the continuing-education renewal rule (super administrators; audited).",
  })
  async updateRenewalRule(
    @Arg("input", { description: "Hours per period and the period's length." })
    input: RenewalRuleInput,
    @Ctx() ctx: Context,
  ): Promise<RenewalRuleType> {
    const viewer = await signedInViewer(ctx);
    return new RenewalRuleService(ctx.em).update(input, viewer, ctx.meta);
  }

  @Auth(Role.ADMIN)
  @Query(() => RenewalDueConnection, {
    description:
      "Learners with hours missing whose deadline falls within the next days, nearest first.",
  })
  renewalsDue(
    @Args() page: PageArgs,
    @Arg("filter", () => RenewalsDueFilter, {
      nullable: true,
      description: "Days ahead (60 when omitted) and search.",
    })
    filter: RenewalsDueFilter | null,
    @Ctx() { em }: Context,
  ): Promise<RenewalDueConnection> {
    return new LedgerService(em).listRenewalsDue(filter, page);
  }
}
