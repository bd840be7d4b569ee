import type {
  AdminDashboardQuery,
  AdminRecentActivityQuery,
} from "../features/admin/dashboard/admin-dashboard.generated";

const WEEK_MS = 7 * 86_400_000;

/** Twelve Mondays (UTC) ending with this week's, with the given figures (zeros elsewhere). */
function weeks(revenueCents: number[], enrollments: number[], licenceCents: number[] = []) {
  const now = new Date();
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisWeek = monday - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: 12 }, (_, i) => ({
    __typename: "AdminWeeklyFigure" as const,
    weekStart: new Date(thisWeek - (11 - i) * WEEK_MS).toISOString(),
    revenueCents: revenueCents[i] ?? 0,
    licenceRevenueCents: licenceCents[i] ?? 0,
    enrollments: enrollments[i] ?? 0,
  }));
}

export const adminDashboard: AdminDashboardQuery = {
  __typename: "Query",
  adminDashboard: {
    __typename: "AdminDashboard",
    totalUsers: 1287,
    totalEnrollments: 342,
    totalRevenueCents: 12_345_650,
    activeCourses: 3,
    activeUsers: 211,
    newEnrollmentsThisMonth: 27,
    revenueThisMonthCents: 987_654,
    partnerRevenueCents: 1_234_500,
    partnerRevenueThisMonthCents: 19_900,
    completionRate: 42.5,
    weekly: weeks(
      [0, 0, 49_900, 0, 0, 0, 99_800, 0, 0, 14_950, 0, 49_900],
      [0, 0, 1, 0, 0, 0, 2],
      [0, 0, 0, 0, 0, 0, 75_000],
    ),
  },
};

export function recentActivity(now = Date.now()): AdminRecentActivityQuery {
  return {
    __typename: "Query",
    adminRecentActivity: [
      {
        __typename: "AdminActivity",
        id: "42",
        type: "enrollment.created",
        message: "learner enrolled in Skip Tracing Fundamentals",
        actorUsername: "learner",
        subjectUsername: "learner",
        createdAt: new Date(now - 5 * 60_000 - 5_000).toISOString(),
        target: { __typename: "AuditTarget", kind: "USER", id: 7, label: "learner" },
      },
      {
        __typename: "AdminActivity",
        id: "41",
        type: "settings.updated",
        message: "manager updated the site banners",
        actorUsername: "manager",
        subjectUsername: null,
        createdAt: new Date(now - 3 * 3_600_000 - 5_000).toISOString(),
        target: null,
      },
    ],
  };
}
