import type { AppModule } from "../../app-module.js";
import { CourseImage } from "./course-image.entity.js";
import { Course } from "./course.entity.js";
import { CourseResolver } from "./course.resolver.js";
import { coursesHttp } from "./courses.http.js";
import { coursesRoutes } from "./courses.rest.js";

/** The template module: entity, types, service, resolver, REST paths and permission rows. */
export const coursesModule: AppModule = {
  name: "courses",
  entities: [Course, CourseImage],
  resolvers: [CourseResolver],
  rest: { routes: coursesRoutes, operations: new URL("./courses.rest.graphql", import.meta.url) },
  http: {
    routes: [{ method: "GET", path: "/api/courses/:id/image.png", answers: "image/png" }],
    register: coursesHttp,
  },
};
