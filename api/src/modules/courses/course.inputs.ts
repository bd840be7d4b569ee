import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection, SortDirection } from "../../graphql/connection.js";
import { AdminCourseType } from "./course.types.js";

@InputType({
  description: "A new course. Defaults: price 0, 1 hour, self-paced, active, not featured.",
})
export class AdminCourseInput {
  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field(() => Int, { defaultValue: 0, description: "Price in US cents, 0 or more." })
  priceCents!: number;

  @Field(() => Int, { defaultValue: 1, description: "Whole hours, at least 1." })
  hours!: number;

  @Field({ defaultValue: true })
  isSelfPaced!: boolean;

  @Field({ defaultValue: true })
  isActive!: boolean;

  @Field({ defaultValue: false })
  isFeatured!: boolean;

  @Field(() => String, { nullable: true })
  moodleCourseId?: string | null;

  @Field(() => String, { nullable: true })
  instructorName?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) address." })
  imageUrl?: string | null;
}

@InputType({
  description:
    "The fields to change; an omitted field stays as it is. null clears an optional text field.",
})
export class AdminCourseUpdateInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: "Price in US cents, 0 or more." })
  priceCents?: number | null;

  @Field(() => Int, { nullable: true, description: "Whole hours, at least 1." })
  hours?: number | null;

  @Field(() => Boolean, { nullable: true })
  isSelfPaced?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isFeatured?: boolean | null;

  @Field(() => String, { nullable: true })
  moodleCourseId?: string | null;

  @Field(() => String, { nullable: true })
  instructorName?: string | null;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;
}

@InputType()
export class AdminCourseFilter {
  @Field(() => String, {
    nullable: true,
    description: "Part of the title, description or instructor name (any case).",
  })
  search?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isFeatured?: boolean | null;
}

export enum AdminCourseSortField {
  TITLE = "TITLE",
  PRICE = "PRICE",
  HOURS = "HOURS",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(AdminCourseSortField, { name: "AdminCourseSortField" });

@InputType()
export class AdminCourseSort {
  @Field(() => AdminCourseSortField)
  field!: AdminCourseSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction!: SortDirection;
}

@ObjectType("AdminCourseConnection")
export class AdminCourseConnection extends Connection(AdminCourseType, "AdminCourse") {}

@ObjectType("AdminCourseDeletion", { description: "What a delete did to the course." })
export class AdminCourseDeletionObject {
  @Field(() => Int)
  id!: number;

  @Field({ description: "The course is gone." })
  deleted!: boolean;

  @Field({ description: "The course had enrollments or payments, so it was deactivated instead." })
  deactivated!: boolean;

  @Field()
  message!: string;
}
