import { Navigate, useRoutes } from "react-router-dom";
import type { RouteObject } from "react-router-dom";
import { NotFoundPage } from "../components/pages/not-found-page";
import { PlaceholderPage } from "../components/pages/placeholder-page";
import { page } from "./page-route";

/** A screen filled in by a later release: [path, title, one line about the screen]. */
type Placeholder = readonly [string, string, string];

function placeholders(entries: readonly Placeholder[]): RouteObject[] {
  return entries.map(([path, title, description]) => ({
    path,
    element: <PlaceholderPage title={title} description={description} />,
  }));
}

const ADMIN_PLACEHOLDERS: readonly Placeholder[] = [
  ["courses", "Course Management", "Create and edit the course catalogue."],
  ["legal", "Legal Documents", "Banners and legal documents."],
];

/** The admin panel's pages under /admin (the guard and the session are router.tsx's AdminRoot). */
const adminRoutes: RouteObject[] = [
  {
    ...page(() => import("../features/admin/components/admin-layout"), "AdminLayout"),
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      {
        path: "dashboard",
        ...page(
          () => import("../features/admin/dashboard/pages/admin-dashboard-page"),
          "AdminDashboardPage",
        ),
      },
      {
        path: "settings",
        ...page(
          () => import("../features/admin/settings/pages/admin-settings-page"),
          "AdminSettingsPage",
        ),
      },
      {
        path: "agencies",
        ...page(
          () => import("../features/admin/agencies/pages/admin-agencies-page"),
          "AdminAgenciesPage",
        ),
      },
      {
        path: "messages",
        ...page(
          () => import("../features/admin/contact/pages/admin-messages-page"),
          "AdminMessagesPage",
        ),
      },
      {
        path: "api-tokens",
        ...page(
          () => import("../features/admin/api-tokens/pages/admin-api-tokens-page"),
          "AdminApiTokensPage",
        ),
      },
      {
        path: "users",
        ...page(() => import("../features/admin/users/pages/admin-users-page"), "AdminUsersPage"),
      },
      {
        path: "courses",
        ...page(
          () => import("../features/admin/courses/pages/admin-courses-page"),
          "AdminCoursesPage",
        ),
      },
      {
        path: "legal",
        ...page(() => import("../features/admin/legal/pages/admin-legal-page"), "AdminLegalPage"),
      },
      {
        path: "payments",
        ...page(
          () => import("../features/admin/payments/pages/admin-payments-page"),
          "AdminPaymentsPage",
        ),
      },
      {
        path: "certificates",
        ...page(
          () => import("../features/admin/certificates/pages/admin-certificates-page"),
          "AdminCertificatesPage",
        ),
      },
      {
        path: "renewals",
        ...page(
          () => import("../features/admin/ce-ledger/pages/admin-renewals-page"),
          "AdminRenewalsPage",
        ),
      },
      {
        path: "outbox",
        ...page(() => import("../features/admin/mail/pages/admin-outbox-page"), "AdminOutboxPage"),
      },
      {
        path: "security",
        ...page(
          () => import("../features/admin/security/pages/admin-security-page"),
          "AdminSecurityPage",
        ),
      },
      {
        path: "verification",
        ...page(
          () => import("../features/admin/verification/pages/admin-verification-page"),
          "AdminVerificationPage",
        ),
      },
      {
        path: "business-offers",
        ...page(
          () => import("../features/admin/business-offers/pages/admin-business-offers-page"),
          "AdminBusinessOffersPage",
        ),
      },
      ...placeholders(ADMIN_PLACEHOLDERS),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** The admin panel's routes, in a chunk of their own: a visitor's page does not load this table. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
