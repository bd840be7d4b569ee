import { imageAddressProblem, oneLineProblem, requiredLineProblem } from "@guardian/rules";
import type { FieldErrors } from "../../../components/forms/use-form";
import type { AdminCourseInput, CourseCategory } from "../../../graphql/types";
import { priceToCents } from "../../../lib/format-price";

/** The course dialog's text fields, as typed. */
export interface CourseValues extends Record<string, string> {
  title: string;
  description: string;
  price: string;
  hours: string;
  creditHours: string;
  category: CourseCategory;
  instructorName: string;
  moodleCourseId: string;
  imageUrl: string;
}

export interface CourseFlags {
  isSelfPaced: boolean;
  isActive: boolean;
  isFeatured: boolean;
}

/** A course as the dialog edits it. */
export interface EditableCourse extends CourseFlags {
  id: number;
  title: string;
  description: string;
  priceCents: number;
  hours: number;
  creditHours: number;
  category: CourseCategory;
  instructorName?: string | null;
  moodleCourseId?: string | null;
  imageUrl?: string | null;
}

/** The spec's defaults for a new course: price 0, 1 hour, self-paced, active, not featured. */
export const NEW_COURSE_VALUES: CourseValues = {
  title: "",
  description: "",
  price: "0",
  hours: "1",
  creditHours: "1",
  category: "CONTINUING_EDUCATION",
  instructorName: "",
  moodleCourseId: "",
  imageUrl: "",
};
export const NEW_COURSE_FLAGS: CourseFlags = {
  isSelfPaced: true,
  isActive: true,
  isFeatured: false,
};

export function valuesOf(course: EditableCourse): CourseValues {
  return {
    title: course.title,
    description: course.description,
    price: (course.priceCents / 100).toFixed(2),
    hours: String(course.hours),
    creditHours: String(course.creditHours),
    category: course.category,
    instructorName: course.instructorName ?? "",
    moodleCourseId: course.moodleCourseId ?? "",
    imageUrl: course.imageUrl ?? "",
  };
}

function priceProblem(price: string): string | undefined {
  const text = price.trim();
  if (!text) return "Price is required";
  if (!/^-?\d+(\.\d*)?$/.test(text)) return "Price must be a number";
  if (text.startsWith("-")) return "Price must be 0 or more";
  if ((text.split(".")[1] ?? "").length > 2) return "Price can have at most 2 decimal places";
  if ((priceToCents(text) ?? Infinity) > 100_000_000) return "Price must be at most $1,000,000.00";
  return undefined;
}

function hoursProblem(hours: string): string | undefined {
  const text = hours.trim();
  if (!text) return "Hours is required";
  if (!/^-?\d+$/.test(text)) return "Hours must be a whole number";
  if (Number(text) < 1) return "Hours must be at least 1";
  return undefined;
}

/** The ledger's categories, as the course form offers them. */
export const CATEGORY_OPTIONS: readonly { value: CourseCategory; label: string }[] = [
  { value: "INITIAL_CERTIFICATION", label: "Initial certification" },
  { value: "CONTINUING_EDUCATION", label: "Continuing education" },
];

function creditHoursProblem(hours: string): string | undefined {
  const text = hours.trim();
  if (!text) return "Credit hours is required";
  if (!/^-?\d+$/.test(text)) return "Credit hours must be a whole number";
  if (Number(text) < 0) return "Credit hours must be 0 or more";
  if (Number(text) > 10_000) return "Credit hours must be at most 10000";
  return undefined;
}

/** An http(s) address or a path on this site (`/images/course.jpg`); empty: no image. */
function imageUrlProblem(url: string): string | undefined {
  const text = url.trim();
  return text ? imageAddressProblem(text) : undefined;
}

/** The spec's course form rules, with the server's words. */
export function validateCourse(values: CourseValues): FieldErrors<CourseValues> {
  const errors: FieldErrors<CourseValues> = {
    title: requiredLineProblem("Title", values.title),
    description: values.description.trim() ? undefined : "Description is required",
    price: priceProblem(values.price),
    hours: hoursProblem(values.hours),
    creditHours: creditHoursProblem(values.creditHours),
    imageUrl: imageUrlProblem(values.imageUrl),
    instructorName: oneLineProblem("Instructor name", values.instructorName.trim()),
    moodleCourseId: oneLineProblem("Moodle course ID", values.moodleCourseId.trim()),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/** The GraphQL input of valid values: every field, so an edit saves exactly what the form shows. */
export function courseInput(values: CourseValues, flags: CourseFlags): AdminCourseInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    priceCents: priceToCents(values.price) ?? 0,
    hours: Number(values.hours.trim()),
    creditHours: Number(values.creditHours.trim()),
    category: values.category,
    instructorName: values.instructorName.trim() || null,
    moodleCourseId: values.moodleCourseId.trim() || null,
    imageUrl: values.imageUrl.trim() || null,
    isSelfPaced: flags.isSelfPaced,
    isActive: flags.isActive,
    isFeatured: flags.isFeatured,
  };
}
