import type { CourseCard_CourseFragment } from "./components/course-card.generated";

/** The /courses view as it lives in the URL query; defaults are left out of the URL. */
export interface ListingView {
  search: string;
  format: ListingFormat;
  sort: ListingSort;
  tab: ListingTab;
}

export const FORMATS = [
  { value: "all", label: "All Courses" },
  { value: "self-paced", label: "Self-Paced" },
  { value: "instructor-led", label: "Instructor-Led" },
] as const;

export const SORTS = [
  { value: "title", label: "Title A-Z" },
  { value: "price", label: "Price Low to High" },
  { value: "duration", label: "Duration Shortest" },
] as const;

export const TABS = [
  { value: "all", label: "All Courses" },
  { value: "certification", label: "Certification" },
  { value: "continuing", label: "Continuing Ed" },
] as const;

export type ListingFormat = (typeof FORMATS)[number]["value"];
export type ListingSort = (typeof SORTS)[number]["value"];
export type ListingTab = (typeof TABS)[number]["value"];

export const DEFAULT_VIEW: ListingView = { search: "", format: "all", sort: "title", tab: "all" };

/** The URL parameter of each part of the view. */
const PARAMS = { search: "q", format: "format", sort: "sort", tab: "tab" } as const;

function oneOf<T extends string>(
  options: readonly { value: T }[],
  value: string | null,
  fallback: T,
): T {
  return options.find(option => option.value === value)?.value ?? fallback;
}

/** Reads a view from the URL query; unknown values fall back to the defaults. */
export function viewFromParams(params: URLSearchParams): ListingView {
  return {
    search: params.get(PARAMS.search) ?? "",
    format: oneOf(FORMATS, params.get(PARAMS.format), DEFAULT_VIEW.format),
    sort: oneOf(SORTS, params.get(PARAMS.sort), DEFAULT_VIEW.sort),
    tab: oneOf(TABS, params.get(PARAMS.tab), DEFAULT_VIEW.tab),
  };
}

/** The URL query of a view, without the parts that are at their default. */
export function paramsFromView(view: ListingView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof ListingView)[]) {
    if (view[key] !== DEFAULT_VIEW[key]) params.set(PARAMS[key], view[key]);
  }
  return params;
}

type ListedCourse = Pick<
  CourseCard_CourseFragment,
  "title" | "description" | "hours" | "priceCents" | "isSelfPaced" | "isActive"
>;

/** Spec section 5: certification courses are initial ones or of 30 hours or more. */
const isCertification = (course: ListedCourse) =>
  course.title.includes("Initial") || course.hours >= 30;
const isContinuing = (course: ListedCourse) =>
  course.title.includes("In-Service") || course.hours < 30;

const IN_TAB: Record<ListingTab, (course: ListedCourse) => boolean> = {
  all: () => true,
  certification: isCertification,
  continuing: isContinuing,
};

const IN_FORMAT: Record<ListingFormat, (course: ListedCourse) => boolean> = {
  all: () => true,
  "self-paced": course => course.isSelfPaced,
  "instructor-led": course => !course.isSelfPaced,
};

const COMPARE: Record<ListingSort, (a: ListedCourse, b: ListedCourse) => number> = {
  title: (a, b) => a.title.localeCompare(b.title),
  price: (a, b) => a.priceCents - b.priceCents,
  duration: (a, b) => a.hours - b.hours,
};

/** The active courses of a view, in its order: the listing rules of the spec's section 5. */
export function listCourses<T extends ListedCourse>(courses: readonly T[], view: ListingView): T[] {
  const search = view.search.trim().toLowerCase();
  const matches = (course: T) =>
    !search ||
    course.title.toLowerCase().includes(search) ||
    course.description.toLowerCase().includes(search);
  return courses
    .filter(
      course =>
        course.isActive &&
        IN_TAB[view.tab](course) &&
        IN_FORMAT[view.format](course) &&
        matches(course),
    )
    .sort((a, b) => COMPARE[view.sort](a, b) || a.title.localeCompare(b.title));
}
