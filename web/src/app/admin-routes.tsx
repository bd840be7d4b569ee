import { ROUTES } from "@guardian/rules";
import { Navigate, useRoutes } from "react-router-dom";
import type { RouteObject } from "react-router-dom";
import { NotFoundPage } from "../components/pages/not-found-page";
import { type PageRoute, page, routesOf } from "./page-route";

/** The page of each of the admin panel's routes in the manifest (@guardian/rules' ROUTES). */
const PAGES: Record<string, PageRoute> = {
  adminHome: { element: <Navigate to="dashboard" replace /> },
  adminDashboard: page(
    () => import("../features/admin/dashboard/pages/admin-dashboard-page"),
    "AdminDashboardPage",
  ),
  adminSettings: page(
    () => import("../features/admin/settings/pages/admin-settings-page"),
    "AdminSettingsPage",
  ),
  adminAgencies: page(
    () => import("../features/admin/agencies/pages/admin-agencies-page"),
    "AdminAgenciesPage",
  ),
  adminMessages: page(
    () => import("../features/admin/contact/pages/admin-messages-page"),
    "AdminMessagesPage",
  ),
  adminApiTokens: page(
    () => import("../features/admin/api-tokens/pages/admin-api-tokens-page"),
    "AdminApiTokensPage",
  ),
  adminSignInClients: page(
    () => import("../features/admin/sign-in-clients/pages/admin-sign-in-clients-page"),
    "AdminSignInClientsPage",
  ),
  adminUsers: page(
    () => import("../features/admin/users/pages/admin-users-page"),
    "AdminUsersPage",
  ),
  adminCourses: page(
    () => import("../features/admin/courses/pages/admin-courses-page"),
    "AdminCoursesPage",
  ),
  adminLegal: page(
    () => import("../features/admin/legal/pages/admin-legal-page"),
    "AdminLegalPage",
  ),
  adminPayments: page(
    () => import("../features/admin/payments/pages/admin-payments-page"),
    "AdminPaymentsPage",
  ),
  adminCertificates: page(
    () => import("../features/admin/certificates/pages/admin-certificates-page"),
    "AdminCertificatesPage",
  ),
  adminRenewals: page(
    () => import("../features/admin/ce-ledger/pages/admin-renewals-page"),
    "AdminRenewalsPage",
  ),
  adminOutbox: page(
    () => import("../features/admin/mail/pages/admin-outbox-page"),
    "AdminOutboxPage",
  ),
  adminSecurity: page(
    () => import("../features/admin/security/pages/admin-security-page"),
    "AdminSecurityPage",
  ),
  adminVerification: page(
    () => import("../features/admin/verification/pages/admin-verification-page"),
    "AdminVerificationPage",
  ),
  adminBusinessOffers: page(
    () => import("../features/admin/business-offers/pages/admin-business-offers-page"),
    "AdminBusinessOffersPage",
  ),
  adminStatements: page(
    () => import("../features/admin/statements/pages/admin-statements-page"),
    "AdminStatementsPage",
  ),
  adminPartners: page(
    () => import("../features/admin/partners/pages/admin-partners-page"),
    "AdminPartnersPage",
  ),
  adminPartner: page(
    () => import("../features/admin/partners/pages/admin-partner-page"),
    "AdminPartnerPage",
  ),
};

/** The admin panel's pages under /admin (the guard and the session are router.tsx's AdminRoot). */
const adminRoutes: RouteObject[] = [
  {
    ...page(() => import("../features/admin/components/admin-layout"), "AdminLayout"),
    children: [
      ...routesOf(
        ROUTES.filter(route => route.guard === "admin"),
        PAGES,
        "/admin",
      ),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** The admin panel's routes, in a chunk of their own: a visitor's page does not load this table. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
