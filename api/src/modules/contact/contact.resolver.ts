import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../../graphql/connection.js";
import { Auth, Public } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { ContactService, toContactMessage } from "./contact.service.js";
import {
  ContactMessageObject,
  ContactMessageConnection,
  ContactReceiptObject,
} from "./contact.types.js";
import { ContactMessageInput, ContactMessageFilter, ContactMessageSort } from "./contact.inputs.js";

@Resolver()
export class ContactResolver {
  @Public()
  @RateLimited({ bucket: "contact", max: 5, windowSeconds: 3600 })
  @Mutation(() => ContactReceiptObject, {
    description: "Stores a message for the academy (5 an hour per address).",
  })
  async submitContactMessage(
    @Arg("input", { description: "The message." }) input: ContactMessageInput,
    @Ctx() ctx: Context,
  ): Promise<ContactReceiptObject> {
    const row = await new ContactService(ctx.em).submit(input, ctx.meta);
    return { id: row.id, createdAt: row.createdAt };
  }

  @Auth(Role.ADMIN)
  @Query(() => ContactMessageConnection, {
    description: "Visitors' messages, newest first unless sorted otherwise.",
  })
  contactMessages(
    @Args() page: PageArgs,
    @Arg("filter", () => ContactMessageFilter, {
      nullable: true,
      description: "Search and handled state; every message when omitted.",
    })
    filter: ContactMessageFilter | null,
    @Arg("sort", () => ContactMessageSort, {
      nullable: true,
      description: "The order; newest first when omitted.",
    })
    sort: ContactMessageSort | null,
    @Ctx() ctx: Context,
  ): Promise<ContactMessageConnection> {
    return new ContactService(ctx.em).list(filter, sort, page);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ContactMessageObject, {
    description: "Marks a message handled, or not handled again (audited).",
  })
  async markContactMessageHandled(
    @Arg("id", () => Int, { description: "The message." }) id: number,
    @Arg("handled", () => Boolean, { description: "True to mark it handled, false to reopen it." })
    handled: boolean,
    @Ctx() ctx: Context,
  ): Promise<ContactMessageObject> {
    const viewer = await signedInViewer(ctx);
    const service = new ContactService(ctx.em);
    return toContactMessage(await service.markHandled(id, handled, viewer, ctx.meta));
  }
}
