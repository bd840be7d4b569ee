import { Entity, OneToOne, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";
import { Course } from "./course.entity.js";

/**
 * A course's uploaded picture: a PNG as the image intake encoded it afresh (never the bytes as
 * sent), served at `/api/courses/{id}/image.png`. One per course; a new upload replaces it.
 */
@Entity({ tableName: "course_images" })
export class CourseImage {
  @OneToOne(() => Course, { primary: true, deleteRule: "cascade" })
  course!: Course;

  @Property({ type: "blob", lazy: true })
  png!: Buffer;

  @Property({ type: "datetime", defaultRaw: "now()" })
  updatedAt: Opt<Date> = new Date();
}
