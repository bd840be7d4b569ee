import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { SortDirection } from "../../db/keyset.js";
import { Connection } from "../../graphql/connection.js";
import { CourseCategory } from "./course.entity.js";
import { AdminCourseType } from "./course.types.js";

@InputType({
  description: "A new course. Defaults: price 0, 1 hour, self-paced, active, not featured.",
})
export class AdminCourseInput {
  @Field({ description: "The course's name (required)." })
  title!: string;

  @Field({ description: "What the course teaches (required)." })
  description!: string;

  @Field(() => Int, { defaultValue: 0, description: "Price in US cents, 0 or more." })
  priceCents!: number;

  @Field(() => Int, { defaultValue: 1, description: "Whole hours, at least 1." })
  hours!: number;

  @Field(() => Int, {
    nullable: true,
    description: "Continuing-education credit hours, 0 to 10000; the course's hours when omitted.",
  })
  creditHours?: number | null;

  @Field(() => CourseCategory, {
    defaultValue: CourseCategory.CONTINUING_EDUCATION,
    description: "What the course counts for in the ledger.",
  })
  category!: CourseCategory;

  @Field({ defaultValue: true, description: "Learners study at their own pace." })
  isSelfPaced!: boolean;

  @Field({ defaultValue: true, description: "Open for enrollment." })
  isActive!: boolean;

  @Field({ defaultValue: false, description: "Shown among the featured courses." })
  isFeatured!: boolean;

  @Field(() => String, { nullable: true, description: "The course's id in the learning system." })
  moodleCourseId?: string | null;

  @Field(() => String, { nullable: true, description: "Who teaches it." })
  instructorName?: string | null;

  @Field(() => String, { nullable: true, description: "An http(s) address." })
  imageUrl?: string | null;
}

@InputType({
  description:
    "The fields to change; an omitted field stays as it is. null clears an optional text field.",
})
export class AdminCourseUpdateInput {
  @Field(() => String, { nullable: true, description: "The new name." })
  title?: string | null;

  @Field(() => String, { nullable: true, description: "The new description." })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: "Price in US cents, 0 or more." })
  priceCents?: number | null;

  @Field(() => Int, { nullable: true, description: "Whole hours, at least 1." })
  hours?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Continuing-education credit hours, 0 or more.",
  })
  creditHours?: number | null;

  @Field(() => CourseCategory, { nullable: true, description: "What the course counts for." })
  category?: CourseCategory | null;

  @Field(() => Boolean, { nullable: true, description: "Learners study at their own pace." })
  isSelfPaced?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Open for enrollment." })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Shown among the featured courses." })
  isFeatured?: boolean | null;

  @Field(() => String, { nullable: true, description: "The course's id in the learning system." })
  moodleCourseId?: string | null;

  @Field(() => String, { nullable: true, description: "Who teaches it." })
  instructorName?: string | null;

  @Field(() => String, { nullable: true, description: "The course's picture, an http(s) address." })
  imageUrl?: string | null;
}

@InputType({ description: "Which courses the admin list shows." })
export class AdminCourseFilter {
  @Field(() => String, {
    nullable: true,
    description: "Part of the title, description or instructor name (any case).",
  })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only active (true) or inactive (false) courses.",
  })
  isActive?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only featured (true) or not featured (false) courses.",
  })
  isFeatured?: boolean | null;
}

export enum AdminCourseSortField {
  TITLE = "TITLE",
  PRICE = "PRICE",
  HOURS = "HOURS",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(AdminCourseSortField, {
  name: "AdminCourseSortField",
  description: "What the admin course list can be sorted by.",
  valuesConfig: {
    TITLE: { description: "The title, A to Z." },
    PRICE: { description: "The price." },
    HOURS: { description: "The length in hours." },
    CREATED_AT: { description: "When the course was added." },
  },
});

@InputType({ description: "The order of the admin course list." })
export class AdminCourseSort {
  @Field(() => AdminCourseSortField, { description: "The column to sort by." })
  field!: AdminCourseSortField;

  @Field(() => SortDirection, {
    defaultValue: SortDirection.ASC,
    description: "Ascending (the default) or descending.",
  })
  direction!: SortDirection;
}

@ObjectType("AdminCourseConnection", {
  description: "A page of courses with their administration fields, for administrators.",
})
export class AdminCourseConnection extends Connection(AdminCourseType, "AdminCourse") {}

@ObjectType("AdminCourseDeletion", { description: "What a delete did to the course." })
export class AdminCourseDeletionObject {
  @Field(() => Int, { description: "The course's id." })
  id!: number;

  @Field({ description: "The course is gone." })
  deleted!: boolean;

  @Field({ description: "The course had enrollments or payments, so it was deactivated instead." })
  deactivated!: boolean;

  @Field({ description: "What happened, in words for the administrator." })
  message!: string;
}
