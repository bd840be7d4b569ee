import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { CourseService } from "./course.service.js";
import { AdminCourseType, CourseType } from "./course.types.js";

@Resolver()
export class CourseResolver {
  @Public()
  @Query(() => [CourseType], { description: "Every course of the catalogue, active or not." })
  courses(@Ctx() { em }: Context): Promise<CourseType[]> {
    return new CourseService(em).list();
  }

  @Public()
  @Query(() => CourseType, {
    description: "One course; NOT_FOUND when there is none with this id.",
  })
  course(@Arg("id", () => Int) id: number, @Ctx() { em }: Context): Promise<CourseType> {
    return new CourseService(em).get(id);
  }

  @Auth(Role.ADMIN)
  @Query(() => [AdminCourseType], { description: "Every course with its enrollment count." })
  adminCourses(@Ctx() { em }: Context): Promise<AdminCourseType[]> {
    return new CourseService(em).listForAdmin();
  }
}
