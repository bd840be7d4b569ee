import { Arg, Args, Ctx, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import type { Context } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { listOutbox } from "./outbox.service.js";
import { OutboxFilter, OutboxMailConnection } from "./outbox.types.js";

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
    @Ctx() { em, config }: Context,
  ): Promise<OutboxMailConnection> {
    return listOutbox(em, config.publicUrl, filter, page);
  }
}
