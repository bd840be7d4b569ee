import { containing, searchTerm } from "../../db/keyset.js";
import { imageAddressProblem, oneLineProblem } from "@guardian/rules";
import { type FilterQuery, LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type SortTable, SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { invalidFields, notFound, refuseInvalidFields } from "../../errors.js";
import { type ImageLimits, intakePng, pngDataUrlBytes } from "../../util/image-intake.js";
import { AuditService } from "../audit/audit.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { RequestMeta } from "../../graphql/context.js";
import { Course, CourseCategory } from "./course.entity.js";
import {
  type AdminCourseConnection,
  type AdminCourseFilter,
  type AdminCourseInput,
  type AdminCourseSort,
  type AdminCourseUpdateInput,
  AdminCourseSortField,
  type AdminCourseDeletionObject,
} from "./course.inputs.js";
import { toCourse } from "./course.service.js";
import type { AdminCourseType } from "./course.types.js";

/** The highest price a course may have: $1,000,000.00. */
export const MAX_PRICE_CENTS = 100_000_000;
const MAX_HOURS = 10_000;

const SORTS: SortTable<AdminCourseSortField> = {
  keys: new Map([
    [AdminCourseSortField.TITLE, [{ property: "title", type: "string" }]],
    [AdminCourseSortField.PRICE, [{ property: "priceCents", type: "number" }]],
    [AdminCourseSortField.HOURS, [{ property: "hours", type: "number" }]],
    [AdminCourseSortField.CREATED_AT, [{ property: "createdAt", type: "date" }]],
  ]),
  byDefault: { field: AdminCourseSortField.TITLE, direction: SortDirection.ASC },
  name: field => `course-${field}`,
};

/** A course's fields after trimming: what is checked and stored. */
type CourseFields = Omit<AdminCourseInput, "creditHours"> & { creditHours: number };

function textProblem(label: string, value: string, max: number, oneLine = true): string | null {
  if ([...value].length > max) return `${label} must be at most ${max} characters`;
  return (oneLine && oneLineProblem(label, value)) || null;
}

/** The largest course picture taken: about 700 KB as sent (the request's 1 MB in base64). */
export const COURSE_IMAGE_LIMITS: ImageLimits = {
  maxBytes: 700_000,
  maxWidth: 2400,
  maxHeight: 2400,
};

/** An http(s) address or a path on this site (`/images/course.jpg`), as the web form checks it. */
const imageUrlProblem = (value: string): string | null => imageAddressProblem(value) ?? null;

function priceProblem(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return "Price is required";
  if (!Number.isInteger(cents)) return "Price must be a number";
  if (cents < 0) return "Price must be 0 or more";
  return cents > MAX_PRICE_CENTS ? "Price must be at most $1,000,000.00" : null;
}

function hoursProblem(label: string, hours: number | null | undefined, least: number) {
  if (hours === null || hours === undefined) return `${label} is required`;
  if (!Number.isInteger(hours)) return `${label} must be a whole number`;
  if (hours < least)
    return least ? `${label} must be at least ${least}` : `${label} must be 0 or more`;
  return hours > MAX_HOURS ? `${label} must be at most ${MAX_HOURS}` : null;
}

/** Each course field's problem, with the admin form's wording, by input field name. */
export function courseProblems(fields: CourseFields) {
  return {
    title: fields.title ? textProblem("Title", fields.title, 200) : "Title is required",
    description: fields.description
      ? textProblem("Description", fields.description, 10_000, false)
      : "Description is required",
    priceCents: priceProblem(fields.priceCents),
    hours: hoursProblem("Hours", fields.hours, 1),
    creditHours: hoursProblem("Credit hours", fields.creditHours, 0),
    category: Object.values(CourseCategory).includes(fields.category)
      ? null
      : "Category is invalid",
    instructorName:
      fields.instructorName && textProblem("Instructor name", fields.instructorName, 100),
    moodleCourseId:
      fields.moodleCourseId && textProblem("Moodle course ID", fields.moodleCourseId, 100),
    imageUrl: fields.imageUrl && imageUrlProblem(fields.imageUrl),
  };
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/** What the audit keeps of a course: its managed fields, money in cents. */
const snapshot = (course: Course) => ({
  title: course.title,
  priceCents: course.priceCents,
  hours: course.hours,
  creditHours: course.creditHours,
  category: course.category,
  isSelfPaced: course.isSelfPaced,
  isActive: course.isActive,
  isFeatured: course.isFeatured,
  moodleCourseId: course.moodleCourseId ?? null,
  instructorName: course.instructorName ?? null,
  imageUrl: course.imageUrl ?? null,
});

/** The administrators' side of the catalogue: the list, and add, edit and delete with audit. */
export class CourseAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { actorId: number; meta: RequestMeta },
  ) {}

  static async list(
    em: EntityManager,
    filter: AdminCourseFilter | null | undefined,
    sort: AdminCourseSort | null | undefined,
    page: PageArgs,
  ): Promise<AdminCourseConnection> {
    const where: FilterQuery<Course>[] = [];
    const search = searchTerm(filter?.search);
    if (search) {
      const pattern = containing(search);
      where.push({
        $or: [
          { title: { $ilike: pattern } },
          { description: { $ilike: pattern } },
          { instructorName: { $ilike: pattern } },
        ],
      });
    }
    if (typeof filter?.isActive === "boolean") where.push({ isActive: filter.isActive });
    if (typeof filter?.isFeatured === "boolean") where.push({ isFeatured: filter.isFeatured });
    const result = await keysetPage(em, Course, {
      where,
      sort: { table: SORTS, chosen: sort },
      page,
    });
    const counts = await enrollmentCounts(
      em,
      result.edges.map(edge => edge.node.id),
    );
    return mapPage(result, node => toAdminCourse(node, counts.get(node.id) ?? 0));
  }

  async create(input: AdminCourseInput): Promise<AdminCourseType> {
    const fields: CourseFields = {
      ...input,
      creditHours: input.creditHours ?? input.hours,
      title: input.title.trim(),
      description: input.description.trim(),
      moodleCourseId: trimmed(input.moodleCourseId),
      instructorName: trimmed(input.instructorName),
      imageUrl: trimmed(input.imageUrl),
    };
    refuseInvalidFields(courseProblems(fields));
    return this.em.transactional(async em => {
      const course = em.create(Course, fields);
      await em.flush();
      new AuditService(em).record({
        ...this.audit(AuditEventType.CourseCreated),
        details: { courseId: course.id, ...snapshot(course) },
      });
      await em.flush();
      return toAdminCourse(course, 0);
    });
  }

  async update(id: number, input: AdminCourseUpdateInput): Promise<AdminCourseType> {
    return this.em.transactional(async em => {
      const course = await em.findOne(Course, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!course) throw notFound("Course Not Found");
      const before = snapshot(course);
      const given = <T>(value: T | null | undefined, current: T): T =>
        value === undefined || value === null ? current : value;
      const optional = (value: string | null | undefined, current: string | null | undefined) =>
        value === undefined ? (current ?? null) : trimmed(value);
      const fields: CourseFields = {
        title: input.title === undefined ? course.title : (input.title ?? "").trim(),
        description:
          input.description === undefined ? course.description : (input.description ?? "").trim(),
        priceCents: given(input.priceCents, course.priceCents),
        hours: given(input.hours, course.hours),
        creditHours: given(input.creditHours, course.creditHours),
        category: given(input.category, course.category),
        isSelfPaced: given(input.isSelfPaced, course.isSelfPaced),
        isActive: given(input.isActive, course.isActive),
        isFeatured: given(input.isFeatured, course.isFeatured),
        moodleCourseId: optional(input.moodleCourseId, course.moodleCourseId),
        instructorName: optional(input.instructorName, course.instructorName),
        imageUrl: optional(input.imageUrl, course.imageUrl),
      };
      refuseInvalidFields(courseProblems(fields));
      em.assign(course, fields);
      const after = snapshot(course);
      const changed = Object.fromEntries(
        Object.entries(after).filter(
          ([key, value]) => before[key as keyof typeof before] !== value,
        ),
      );
      new AuditService(em).record({
        ...this.audit(AuditEventType.CourseUpdated),
        details: { courseId: course.id, title: course.title, changed },
      });
      await em.flush();
      const counts = await enrollmentCounts(em, [course.id]);
      return toAdminCourse(course, counts.get(course.id) ?? 0);
    });
  }

  /**
   * A course's picture from a `data:image/png;base64,` URL, through the image intake (re-encoded
   * from its pixels, within COURSE_IMAGE_LIMITS): stored, and the course's image becomes its
   * address on this site (versioned, so browsers fetch the new one), with the audit row, at once.
   */
  async uploadImage(id: number, dataUrl: string): Promise<AdminCourseType> {
    const bytes = pngDataUrlBytes(dataUrl);
    const png = bytes && (await intakePng(bytes, COURSE_IMAGE_LIMITS));
    if (!png) {
      throw invalidFields({
        image: `The image must be a PNG of at most ${COURSE_IMAGE_LIMITS.maxBytes / 1000} KB and ${COURSE_IMAGE_LIMITS.maxWidth} × ${COURSE_IMAGE_LIMITS.maxHeight} pixels`,
      });
    }
    return this.em.transactional(async em => {
      const course = await em.findOne(Course, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!course) throw notFound("Course Not Found");
      const [{ version }] = await em.execute<{ version: string }[]>(
        `insert into course_images (course_id, png) values (?, ?)
         on conflict (course_id) do update set png = excluded.png, updated_at = now()
         returning (extract(epoch from updated_at) * 1000)::bigint::text as version`,
        [id, png],
      );
      const before = course.imageUrl ?? null;
      course.imageUrl = `/api/courses/${id}/image.png?v=${version}`;
      new AuditService(em).record({
        ...this.audit(AuditEventType.CourseUpdated),
        details: {
          courseId: course.id,
          title: course.title,
          changed: { imageUrl: course.imageUrl },
          before: { imageUrl: before },
        },
      });
      await em.flush();
      const counts = await enrollmentCounts(em, [course.id]);
      return toAdminCourse(course, counts.get(course.id) ?? 0);
    });
  }

  /**
   * Deletes a course nobody has enrolled in, paid for or signed an agreement for. Otherwise the
   * course is deactivated, so the records that point at it keep their course. The course row is
   * locked first: an enrollment arriving meanwhile waits, then finds the course gone or inactive.
   */
  async delete(id: number): Promise<AdminCourseDeletionObject> {
    return this.em.transactional(async em => {
      const course = await em.findOne(Course, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!course) throw notFound("Course Not Found");
      const [row] = await em.execute<{ enrollments: number; records: number }[]>(
        `select (select count(*)::int from enrollments where course_id = ?) as enrollments,
                (select count(*)::int from payments where course_id = ?)
              + (select count(*)::int from user_agreements where course_id = ?) as records`,
        [id, id, id],
      );
      const { enrollments, records } = row;
      if (enrollments === 0 && records === 0) {
        new AuditService(em).record({
          ...this.audit(AuditEventType.CourseDeleted),
          details: { courseId: id, ...snapshot(course) },
        });
        em.remove(course);
        await em.flush();
        return { id, deleted: true, deactivated: false, message: "The course was deleted." };
      }
      const message =
        enrollments > 0
          ? "The course has enrollments, so it was deactivated instead of deleted."
          : "The course has payments or signed agreements, so it was deactivated instead of deleted.";
      const wasActive = course.isActive;
      course.isActive = false;
      new AuditService(em).record({
        ...this.audit(AuditEventType.CourseDeactivated),
        details: { courseId: id, title: course.title, wasActive, enrollments, records },
      });
      await em.flush();
      return { id, deleted: false, deactivated: true, message };
    });
  }

  private audit(type: AuditEventType) {
    return {
      type,
      actorId: this.deps.actorId,
      ipAddress: this.deps.meta.ipAddress,
      userAgent: this.deps.meta.userAgent,
    };
  }
}

/** Enrollments per course of a page: one statement whatever the page size. */
async function enrollmentCounts(em: EntityManager, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<{ course_id: number; count: number }[]>(
    `select course_id, count(*)::int as count from enrollments
      where course_id in (${ids.map(() => "?").join(", ")}) group by course_id`,
    ids,
  );
  return new Map(rows.map(row => [row.course_id, row.count]));
}

export function toAdminCourse(course: Course, enrollmentCount: number): AdminCourseType {
  return {
    ...toCourse(course),
    moodleCourseId: course.moodleCourseId ?? null,
    instructorName: course.instructorName ?? null,
    enrollmentCount,
    createdAt: course.createdAt,
  };
}
