import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { OutboxService, toObject } from "./outbox.service.js";
import { OutboxMailConnection, OutboxMailObject } from "./outbox.types.js";
import { OutboxFilter } from "./outbox.inputs.js";

/** The outbox: every email the portal wrote, sent or not, for administrators to read. */
@Resolver()
export class OutboxResolver {
  @Auth(Role.ADMIN)
  @Query(() => OutboxMailConnection, {
    description: "Every email matching the filter, newest first, a page at a time.",
  })
  outbox(
    @Args() page: PageArgs,
    @Arg("filter", () => OutboxFilter, {
      nullable: true,
      description: "Status and search; every email when omitted.",
    })
    filter: OutboxFilter | null,
    @Ctx() ctx: Context,
  ): Promise<OutboxMailConnection> {
    return new OutboxService(ctx.em, ctx).list(filter, page);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => OutboxMailObject, {
    description:
      "Sends a failed or held email again (audited); CONFLICT for one pending, being sent or sent, and without an SMTP server.",
  })
  async adminResendMail(
    @Arg("id", () => Int, { description: "The email to send again." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<OutboxMailObject> {
    const viewer = await signedInViewer(ctx);
    const mail = await new OutboxService(ctx.em, ctx).resend({
      mailId: id,
      actorId: viewer.id,
      meta: ctx.meta,
    });
    return toObject(mail, ctx.config);
  }
}
