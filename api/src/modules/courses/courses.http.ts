import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.js";
import { intParam } from "../../rest/route.js";
import type { HttpRoutes } from "../../app-module.js";
import { CourseImage } from "./course-image.entity.js";

/** GET /api/courses/:id/image.png: a course's uploaded picture, public as the catalogue is. */
export function coursesHttp(app: FastifyInstance, { context }: HttpRoutes): void {
  app.get<{ Params: { id: string } }>("/api/courses/:id/image.png", async (request, reply) => {
    const ctx = await context(request, reply);
    const id = intParam({ params: request.params, query: {}, body: {}, headers: {} }, "id");
    const image = await ctx.em.findOne(
      CourseImage,
      { course: id },
      { fields: ["png", "updatedAt"] },
    );
    if (!image) throw new AppError("NOT_FOUND", "This course has no uploaded picture");
    return reply
      .headers({
        "content-type": "image/png",
        // The address carries the upload's version: a new picture has a new address.
        "cache-control": "public, max-age=86400",
        "x-content-type-options": "nosniff",
        "last-modified": image.updatedAt.toUTCString(),
      })
      .send(image.png);
  });
}
