import type { SessionUser } from "../lib/session/session-context";
import type { CoursesQuery } from "../features/courses/courses.generated";
import type { SiteBannersQuery } from "../features/settings/components/site-banners.generated";

type Course = CoursesQuery["courses"][number];

function course(fields: Partial<Course> & Pick<Course, "id" | "title">): Course {
  return {
    __typename: "Course",
    description: `${fields.title}: a course for bail enforcement professionals.`,
    imageUrl: null,
    hours: 8,
    priceCents: 9900,
    isFeatured: false,
    isSelfPaced: true,
    isActive: true,
    ...fields,
  };
}

export const initialCertification = course({
  id: 1,
  title: "Initial Bail Enforcement Certification",
  description: "The 40-hour program required for a new bail enforcement licence.",
  imageUrl: "/images/courses/initial-certification.svg",
  hours: 40,
  priceCents: 49900,
  isFeatured: true,
  isSelfPaced: false,
});

export const inServiceLegal = course({
  id: 2,
  title: "In-Service Legal Update",
  imageUrl: "/images/courses/in-service-legal.svg",
  priceCents: 14950,
});

export const skipTracing = course({ id: 3, title: "Skip Tracing Fundamentals", priceCents: 19900 });

export const firearmsRefresher = course({
  id: 4,
  title: "Firearms Refresher",
  imageUrl: "/images/courses/firearms-refresher.svg",
  isActive: false,
  isSelfPaced: false,
});

export const courses: Course[] = [
  initialCertification,
  inServiceLegal,
  skipTracing,
  firearmsRefresher,
];

export const bannerSettings: SiteBannersQuery = {
  __typename: "Query",
  bannerSettings: {
    __typename: "BannerSettings",
    showDisclaimerBanner: true,
    showPreLaunchBanner: true,
  },
  disclaimerSetting: {
    __typename: "DisclaimerSetting",
    isVisible: true,
    text: "Training content is still being aligned with the regulator.",
  },
  prelaunchBannerSetting: { __typename: "PrelaunchBannerSetting", isVisible: true },
};

export const learner: SessionUser = {
  __typename: "User",
  id: 3,
  username: "learner",
  firstName: "Jordan",
  lastName: "Lee",
  email: "learner@example.com",
  phone: null,
  isAdmin: false,
  isSuperAdmin: false,
  emailNotifications: true,
};

export const administrator: SessionUser = {
  ...learner,
  id: 1,
  username: "admin",
  firstName: "Avery",
  lastName: "Stone",
  email: "admin@example.com",
  isAdmin: true,
  isSuperAdmin: true,
};

/** The continuing-education card of a learner with no initial certification yet. */
export const noLedger = {
  __typename: "ContinuingEducationLedger" as const,
  hasInitialCertification: false,
  anchorDate: null,
  periodStart: null,
  deadline: null,
  daysLeft: null,
  hoursEarned: 0,
  hoursRequired: 8,
  hoursMissing: 8,
  periodMonths: 24,
  courses: [],
  beforeCertification: [],
};
