import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType("Course", { description: "A course of the catalogue, as visitors see it." })
export class CourseType {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;

  @Field(() => Int)
  hours!: number;

  @Field(() => Int, { description: "Price in US cents (money is integer cents everywhere)." })
  priceCents!: number;

  @Field(() => Float, {
    description: "Price in US dollars.",
    deprecationReason: "Use priceCents: money is integer cents.",
  })
  price!: number;

  @Field()
  isFeatured!: boolean;

  @Field()
  isSelfPaced!: boolean;

  @Field()
  isActive!: boolean;
}

@ObjectType("AdminCourse", { description: "A course with the fields administrators manage." })
export class AdminCourseType extends CourseType {
  @Field(() => String, { nullable: true })
  moodleCourseId?: string | null;

  @Field(() => String, { nullable: true })
  instructorName?: string | null;

  @Field(() => Int)
  enrollmentCount!: number;

  @Field()
  createdAt!: Date;
}
