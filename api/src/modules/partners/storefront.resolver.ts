import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { StorefrontService } from "./storefront.service.js";
import { StorefrontCourseObject, StorefrontObject } from "./storefront.types.js";

/** A partner's public storefront, open to everyone like the academy's catalogue. */
@Resolver()
export class StorefrontResolver {
  @Public()
  @Query(() => StorefrontObject, {
    description:
      "A launched partner's storefront: its brand and support contact, and while it sells the academy's active courses at its prices (suspended or ended: selling false, no courses). NOT_FOUND for an unknown or not yet launched slug.",
  })
  storefront(
    @Arg("slug", { description: "The storefront's short address, /p/{slug}." }) slug: string,
    @Ctx() { em }: Context,
  ): Promise<StorefrontObject> {
    return new StorefrontService(em).get(slug);
  }

  @Public()
  @Query(() => StorefrontCourseObject, {
    description:
      "One course of a selling storefront at the partner's price; NOT_FOUND for an unknown storefront or course, an inactive course, or a storefront that does not sell.",
  })
  storefrontCourse(
    @Arg("slug", { description: "The storefront's short address, /p/{slug}." }) slug: string,
    @Arg("courseId", () => Int, { description: "The course." }) courseId: number,
    @Ctx() { em }: Context,
  ): Promise<StorefrontCourseObject> {
    return new StorefrontService(em).getCourse(slug, courseId);
  }
}
