import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { CourseAdminService } from "./course-admin.service.js";
import {
  AdminCourseConnection,
  AdminCourseDeletionObject,
  AdminCourseFilter,
  AdminCourseInput,
  AdminCourseSort,
  AdminCourseUpdateInput,
} from "./course.inputs.js";
import { CourseService } from "./course.service.js";
import { AdminCourseType, CourseType } from "./course.types.js";

const admin = async (ctx: Context) =>
  new CourseAdminService(ctx.em, { actorId: (await signedInViewer(ctx)).id, meta: ctx.meta });

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
  course(
    @Arg("id", () => Int, { description: "The course's id." }) id: number,
    @Ctx() { em }: Context,
  ): Promise<CourseType> {
    return new CourseService(em).get(id);
  }

  @Auth(Role.ADMIN)
  @Query(() => AdminCourseConnection, {
    description:
      "The courses with their enrollment counts, filtered, sorted (title by default), a page at a time.",
  })
  adminCourses(
    @Args() page: PageArgs,
    @Arg("filter", () => AdminCourseFilter, {
      nullable: true,
      description: "Search, active and featured; every course when omitted.",
    })
    filter: AdminCourseFilter | null,
    @Arg("sort", () => AdminCourseSort, {
      nullable: true,
      description: "The order; by title when omitted.",
    })
    sort: AdminCourseSort | null,
    @Ctx() { em }: Context,
  ): Promise<AdminCourseConnection> {
    return CourseAdminService.list(em, filter, sort, page);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminCourseType, { description: "Adds a course to the catalogue." })
  async adminCreateCourse(
    @Arg("input", { description: "The new course." }) input: AdminCourseInput,
    @Ctx() ctx: Context,
  ): Promise<AdminCourseType> {
    return (await admin(ctx)).create(input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminCourseType, { description: "Changes the given fields of a course." })
  async adminUpdateCourse(
    @Arg("id", () => Int, { description: "The course to change." }) id: number,
    @Arg("input", { description: "The fields to change." }) input: AdminCourseUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<AdminCourseType> {
    return (await admin(ctx)).update(id, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminCourseType, {
    description:
      "Uploads a course's picture (a PNG, re-encoded by the image intake); the course's image becomes its address on this site.",
  })
  async uploadCourseImage(
    @Arg("id", () => Int, { description: "The course whose picture it is." }) id: number,
    @Arg("image", {
      description:
        "The picture as a data:image/png;base64, URL: at most 700 KB and 2400 × 2400 px.",
    })
    image: string,
    @Ctx() ctx: Context,
  ): Promise<AdminCourseType> {
    return (await admin(ctx)).uploadImage(id, image);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminCourseDeletionObject, {
    description:
      "Deletes a course; one with enrollments or payments is deactivated instead, and the answer says so.",
  })
  async adminDeleteCourse(
    @Arg("id", () => Int, {
      description: "The course to delete (or deactivate, if it has enrollments or payments).",
    })
    id: number,
    @Ctx() ctx: Context,
  ): Promise<AdminCourseDeletionObject> {
    return (await admin(ctx)).delete(id);
  }
}
