import { Field, Int, ObjectType } from "type-graphql";
import { CourseType } from "../courses/course.types.js";

@ObjectType("StorefrontCourse", {
  description:
    "A course as a partner's storefront sells it: the academy's course at the partner's price.",
})
export class StorefrontCourseObject {
  @Field(() => CourseType, {
    description: "The academy's course (its priceCents is the academy's own price).",
  })
  course!: CourseType;

  @Field(() => Int, {
    description: "What the partner sells it for, in US cents: its own price, or the academy's.",
  })
  priceCents!: number;
}

@ObjectType("Storefront", {
  description:
    "A launched partner's storefront (/p/{slug}): its brand, its support contact and, while it sells, the academy's active courses at its prices.",
})
export class StorefrontObject {
  @Field(() => Int, { description: "The partner's id." })
  id!: number;

  @Field({ description: "Its short address: /p/{slug}." })
  slug!: string;

  @Field({ description: "The name the storefront shows." })
  displayName!: string;

  @Field(() => String, {
    nullable: true,
    description: "Its brand colour, #rrggbb (readable with white text); null for the academy's.",
  })
  brandColour!: string | null;

  @Field(() => String, { nullable: true, description: "Its support address." })
  supportEmail!: string | null;

  @Field(() => String, { nullable: true, description: "Its support telephone number." })
  supportPhone!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Its logo's address on this site (a PNG); null for none.",
  })
  logoUrl!: string | null;

  @Field({
    description:
      "Whether it sells now: false once it is suspended or its licence's term has ended (then it lists no courses).",
  })
  selling!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Why nothing is for sale, in words ("{Partner} is not selling courses at the moment."); null while it sells.',
  })
  notSellingMessage!: string | null;

  @Field(() => [StorefrontCourseObject], {
    description:
      "The academy's active courses at the partner's prices, by id (none while it does not sell).",
  })
  courses!: StorefrontCourseObject[];
}
