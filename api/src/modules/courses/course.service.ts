import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../errors.js";
import { Course } from "./course.entity.js";
import type { CourseType } from "./course.types.js";

export function toCourse(course: Course): CourseType {
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    imageUrl: course.imageUrl,
    hours: course.hours,
    creditHours: course.creditHours,
    category: course.category,
    priceCents: course.priceCents,
    price: course.priceCents / 100,
    isFeatured: course.isFeatured,
    isSelfPaced: course.isSelfPaced,
    isActive: course.isActive,
  };
}

export class CourseService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<CourseType[]> {
    const courses = await this.em.find(Course, {}, { orderBy: { id: "asc" } });
    return courses.map(toCourse);
  }

  async get(id: number): Promise<CourseType> {
    const course = await this.em.findOne(Course, { id });
    if (!course) throw notFound("Course Not Found");
    return toCourse(course);
  }
}
