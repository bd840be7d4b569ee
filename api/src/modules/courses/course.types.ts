import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { CourseCategory } from "./course.entity.js";

registerEnumType(CourseCategory, {
  name: "CourseCategory",
  description: "What a course counts for in the continuing-education ledger.",
  valuesConfig: {
    INITIAL_CERTIFICATION: {
      description: "Earns the licence; the first one completed starts the renewal periods.",
    },
    CONTINUING_EDUCATION: { description: "Its credit hours count toward renewal." },
  },
});

@ObjectType("Course", { description: "A course of the catalogue, as visitors see it." })
export class CourseType {
  @Field(() => Int, { description: "The course's id." })
  id!: number;

  @Field({ description: "The course's name, as the catalogue shows it." })
  title!: string;

  @Field({ description: "What the course teaches." })
  description!: string;

  @Field(() => String, {
    nullable: true,
    description: "The course's picture, an http(s) address; null for none.",
  })
  imageUrl?: string | null;

  @Field(() => Int, { description: "Length of the course in whole hours." })
  hours!: number;

  @Field(() => Int, { description: "Continuing-education credit hours it earns (0 or more)." })
  creditHours!: number;

  @Field(() => CourseCategory, { description: "Initial certification or continuing education." })
  category!: CourseCategory;

  @Field(() => Int, { description: "Price in US cents (money is integer cents everywhere)." })
  priceCents!: number;

  @Field(() => Float, {
    description: "Price in US dollars.",
    deprecationReason: "Use priceCents: money is integer cents.",
  })
  price!: number;

  @Field({ description: "Shown among the featured courses on the home page." })
  isFeatured!: boolean;

  @Field({ description: "Learners study at their own pace rather than on a schedule." })
  isSelfPaced!: boolean;

  @Field({
    description:
      "Open for enrollment; an inactive course stays for the records but cannot be bought.",
  })
  isActive!: boolean;
}

@ObjectType("AdminCourse", { description: "A course with the fields administrators manage." })
export class AdminCourseType extends CourseType {
  @Field(() => String, {
    nullable: true,
    description:
      "The course's id in the learning system, where learners are enrolled after paying.",
  })
  moodleCourseId?: string | null;

  @Field(() => String, { nullable: true, description: "Who teaches it, if named." })
  instructorName?: string | null;

  @Field(() => Int, { description: "Enrollments in the course, whatever their status." })
  enrollmentCount!: number;

  @Field({ description: "When the course was added." })
  createdAt!: Date;
}
