import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { AdminPartnerObject } from "./admin-partners.types.js";
import { PartnerHostService } from "./partner-hosts.service.js";

/** A partner served at its own domain: the academy's administrators map host names to it. */
@Resolver(() => AdminPartnerObject)
export class PartnerHostsResolver {
  @FieldResolver(() => [String], {
    description: "The host names that serve its storefront (its own domains), in order.",
  })
  hosts(@Root() root: AdminPartnerObject, @Ctx() { em }: Context): Promise<string[]> {
    return new PartnerHostService(em).hostsOf(root.partner.id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => [String], {
    description:
      "Serves the partner's storefront at a host name of its own (audited): lower-case ASCII (a unicode name in punycode), no port, no IP address, not the portal's own host. Answers the partner's host names; the same mapping again changes nothing; a host another partner has is a CONFLICT.",
  })
  async adminMapPartnerHost(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Arg("host", { description: "The host name, such as learn.example.com." }) host: string,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    const viewer = await signedInViewer(ctx);
    return new PartnerHostService(ctx.em).mapHost(partnerId, host, ctx.config.publicUrl, {
      actorId: viewer.id,
      meta: ctx.meta,
    });
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Boolean, {
    description:
      "Stops serving a partner at a host name (audited): true when it was mapped, false when it is not (any more).",
  })
  async adminUnmapPartnerHost(
    @Arg("host", { description: "The host name." }) host: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    const viewer = await signedInViewer(ctx);
    return new PartnerHostService(ctx.em).unmapHost(host, { actorId: viewer.id, meta: ctx.meta });
  }
}
