import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("CheckoutSeller", {
  description:
    "Who sells a course at a licensed partner's storefront, as its checkout shows it: the partner's name and colour, and its price.",
})
export class CheckoutSellerObject {
  @Field({ description: "The storefront's short address, /p/{slug}." })
  slug!: string;

  @Field({ description: "The partner's name as its storefront shows it." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Its brand colour, #rrggbb; null if none." })
  brandColour!: string | null;

  @Field(() => Int, {
    description:
      "The course's price at this storefront, in cents (the partner's own price, or the academy's).",
  })
  priceCents!: number;
}
