import { Suspense } from "react";
import { matchRoutes, useRoutes } from "react-router-dom";
import type { RouteObject } from "react-router-dom";
import { ScrollOnNavigate } from "../components/layout/scroll-on-navigate";
import { NotFoundPage } from "../components/pages/not-found-page";
import { HomePage } from "../features/home/pages/home-page";
import { useRouteTitle } from "../lib/page-title";
import { RequireAdmin, RequireAuth } from "../lib/session/route-guards";
import { SessionRedirect } from "../lib/session/session-redirect";
import { SessionSpinner } from "../lib/session/session-spinner";
import { AppLayout } from "./app-layout";
import { type PageHandle, page } from "./page-route";

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
      // An invitation's link: named to anyone holding it, who registers or signs in there.
      {
        path: "agency/join",
        ...page(() => import("../features/agency/pages/agency-join-page"), "AgencyJoinPage"),
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
    // The administrators' pages, their route table loaded with the first of them.
    path: "admin",
    element: <AdminRoot />,
    children: [{ path: "*", ...page(() => import("./admin-routes"), "AdminRoutes") }],
  },
];

/**
 * The app's routes, in React Router's declarative mode (no loaders or actions are used): it is
 * half the weight of the data router in the first page's JavaScript.
 */
export function AppRoutes() {
  useRouteTitle();
  return useRoutes(routes);
}

/** Loads the chunks of the pages at `pathname` (before hydrating what the server rendered there). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload?.()),
  );
}
