import { Suspense, lazy } from "react";
import type { ComponentType } from "react";
import { Navigate, matchRoutes, useRoutes } from "react-router-dom";
import type { RouteObject } from "react-router-dom";
import { ScrollOnNavigate } from "../components/layout/scroll-on-navigate";
import { NotFoundPage } from "../components/pages/not-found-page";
import { PlaceholderPage } from "../components/pages/placeholder-page";
import { HomePage } from "../features/home/pages/home-page";
import { RequireAdmin, RequireAuth } from "../lib/session/route-guards";
import { SessionRedirect } from "../lib/session/session-redirect";
import { SessionSpinner } from "../lib/session/session-spinner";
import { AppLayout } from "./app-layout";

/** What a route's `handle` may hold: how to load its page's chunk ahead of its first render. */
interface PageHandle {
  preload?: () => Promise<unknown>;
}

/**
 * A page in a chunk of its own, loaded when its route is first visited: a visitor's first page
 * loads only what it needs. The home page stays in the main bundle. (SiteLayout's Suspense shows
 * while a page's chunk loads.) Once loaded, it renders at once: a page the server rendered is
 * hydrated in one pass when its chunk was loaded first (`preloadRoute`).
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, "element" | "handle"> {
  let loaded: ComponentType | undefined;
  const preload = async () => (loaded ??= (await load())[name]);
  const Lazy = lazy<ComponentType>(async () => ({ default: await preload() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, handle: { preload } satisfies PageHandle };
}

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

/**
 * The admin panel has its own layout (loaded with the first admin page), outside the public
 * site's header and footer; administrators only.
 */
function AdminRoot() {
  return (
    <>
      <SessionRedirect />
      <ScrollOnNavigate />
      <Suspense fallback={<SessionSpinner fullScreen />}>
        <RequireAdmin />
      </Suspense>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      // The token sign-in overlay (in AppLayout) runs over the home page.
      { path: "token/:token", element: <HomePage /> },
      {
        path: "courses",
        ...page(() => import("../features/courses/pages/courses-page"), "CoursesPage"),
      },
      {
        path: "contact",
        ...page(() => import("../features/contact/pages/contact-page"), "ContactPage"),
      },
      { path: "about", ...page(() => import("../features/about/pages/about-page"), "AboutPage") },
      { path: "faq", ...page(() => import("../features/faq/pages/faq-page"), "FaqPage") },
      {
        path: "course/:id",
        ...page(() => import("../features/courses/pages/course-detail-page"), "CourseDetailPage"),
      },
      {
        // /legal alone is the spec's default page, Terms of Service.
        path: "legal/:page?",
        ...page(() => import("../features/legal/pages/legal-page"), "LegalPage"),
      },
      { path: "login", ...page(() => import("../features/auth/pages/login-page"), "LoginPage") },
      {
        path: "forgot-password",
        ...page(() => import("../features/auth/pages/forgot-password-page"), "ForgotPasswordPage"),
      },
      {
        path: "reset-password",
        ...page(() => import("../features/auth/pages/reset-password-page"), "ResetPasswordPage"),
      },
      {
        path: "auth",
        ...page(() => import("../features/auth/pages/auth-failed-page"), "AuthFailedPage"),
      },
      // Public: anyone checks a certificate (its PDF's QR code leads here).
      {
        path: "verify/:number?",
        ...page(() => import("../features/certificates/pages/verify-page"), "VerifyPage"),
      },
      {
        path: "business-offers",
        ...page(
          () => import("../features/business-offers/pages/business-offers-page"),
          "BusinessOffersPage",
        ),
      },
      {
        path: "business-offers/payment/:id",
        ...page(
          () => import("../features/business-offers/pages/offer-payment-page"),
          "OfferPaymentPage",
        ),
      },
      {
        path: "business-offers/success",
        ...page(
          () => import("../features/business-offers/pages/offer-success-page"),
          "OfferSuccessPage",
        ),
      },
      // Unguarded at the route level on purpose: the server restricts it to super administrators.
      {
        path: "admin-fix",
        ...page(() => import("../features/admin/fix/pages/admin-fix-page"), "AdminFixPage"),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: "dashboard",
            ...page(() => import("../features/dashboard/pages/dashboard-page"), "DashboardPage"),
          },
          {
            path: "my-courses",
            ...page(() => import("../features/dashboard/pages/dashboard-page"), "DashboardPage"),
          },
          // An employer's agency (issue 36): its manager's view, and an agent's seats.
          {
            path: "agency",
            ...page(() => import("../features/agency/pages/agency-page"), "AgencyPage"),
          },
          {
            path: "agency/seats",
            ...page(() => import("../features/agency/pages/agency-seats-page"), "AgencySeatsPage"),
          },
          {
            path: "agency/join",
            ...page(() => import("../features/agency/pages/agency-join-page"), "AgencyJoinPage"),
          },
          {
            path: "demo-lms/courses/:id",
            ...page(() => import("../features/dashboard/pages/demo-lms-page"), "DemoLmsPage"),
          },
          {
            path: "account",
            ...page(() => import("../features/account/pages/account-page"), "AccountPage"),
          },
          {
            path: "checkout/:id",
            ...page(() => import("../features/checkout/pages/checkout-page"), "CheckoutPage"),
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    path: "admin",
    element: <AdminRoot />,
    children: [
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
            ...page(
              () => import("../features/admin/users/pages/admin-users-page"),
              "AdminUsersPage",
            ),
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
            ...page(
              () => import("../features/admin/legal/pages/admin-legal-page"),
              "AdminLegalPage",
            ),
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
            ...page(
              () => import("../features/admin/mail/pages/admin-outbox-page"),
              "AdminOutboxPage",
            ),
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
    ],
  },
];

/**
 * The app's routes, in React Router's declarative mode (no loaders or actions are used): it is
 * half the weight of the data router in the first page's JavaScript.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the chunks of the pages at `pathname` (before hydrating what the server rendered there). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload?.()),
  );
}
