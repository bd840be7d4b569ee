import { ROUTES } from "@guardian/rules";
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
import { AppLayout, preloadSignedInParts } from "./app-layout";
import { type PageHandle, type PageRoute, page, routesOf } from "./page-route";

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

const verifyPage = page(() => import("../features/certificates/pages/verify-page"), "VerifyPage");
const dashboardPage = page(
  () => import("../features/dashboard/pages/dashboard-page"),
  "DashboardPage",
);

// The academy's checkout and a partner's storefront's (the same page, told by its :slug).
const checkoutPage = page(() => import("../features/checkout/pages/checkout-page"), "CheckoutPage");

/** The page of each route of the manifest (@guardian/rules' ROUTES) outside the admin panel. */
const PAGES: Record<string, PageRoute> = {
  home: { element: <HomePage /> },
  token: { element: <HomePage /> },
  courses: page(() => import("../features/courses/pages/courses-page"), "CoursesPage"),
  course: page(() => import("../features/courses/pages/course-detail-page"), "CourseDetailPage"),
  contact: page(() => import("../features/contact/pages/contact-page"), "ContactPage"),
  about: page(() => import("../features/about/pages/about-page"), "AboutPage"),
  faq: page(() => import("../features/faq/pages/faq-page"), "FaqPage"),
  legal: page(() => import("../features/legal/pages/legal-page"), "LegalPage"),
  login: page(() => import("../features/auth/pages/login-page"), "LoginPage"),
  forgotPassword: page(
    () => import("../features/auth/pages/forgot-password-page"),
    "ForgotPasswordPage",
  ),
  resetPassword: page(
    () => import("../features/auth/pages/reset-password-page"),
    "ResetPasswordPage",
  ),
  authFailed: page(() => import("../features/auth/pages/auth-failed-page"), "AuthFailedPage"),
  verifyForm: verifyPage,
  verify: verifyPage,
  businessOffers: page(
    () => import("../features/business-offers/pages/business-offers-page"),
    "BusinessOffersPage",
  ),
  offerPayment: page(
    () => import("../features/business-offers/pages/offer-payment-page"),
    "OfferPaymentPage",
  ),
  offerSuccess: page(
    () => import("../features/business-offers/pages/offer-success-page"),
    "OfferSuccessPage",
  ),
  agencyJoin: page(() => import("../features/agency/pages/agency-join-page"), "AgencyJoinPage"),
  partnerJoin: page(
    () => import("../features/partners/pages/partner-join-page"),
    "PartnerJoinPage",
  ),
  licenceAgreement: page(
    () => import("../features/partners/pages/licence-agreement-page"),
    "LicenceAgreementPage",
  ),
  partnerHome: page(
    () => import("../features/partners/pages/partner-home-page"),
    "PartnerHomePage",
  ),
  storefront: page(() => import("../features/storefront/pages/storefront-page"), "StorefrontPage"),
  storefrontCourse: page(
    () => import("../features/storefront/pages/storefront-course-page"),
    "StorefrontCoursePage",
  ),
  adminFix: page(() => import("../features/admin/fix/pages/admin-fix-page"), "AdminFixPage"),
  dashboard: dashboardPage,
  myCourses: dashboardPage,
  agency: page(() => import("../features/agency/pages/agency-page"), "AgencyPage"),
  agencySeats: page(() => import("../features/agency/pages/agency-seats-page"), "AgencySeatsPage"),
  demoLms: page(() => import("../features/dashboard/pages/demo-lms-page"), "DemoLmsPage"),
  account: page(() => import("../features/account/pages/account-page"), "AccountPage"),
  checkout: checkoutPage,
  storefrontCheckout: checkoutPage,
};

const siteRoutes = (guarded: boolean) =>
  routesOf(
    ROUTES.filter(route => route.guard !== "admin" && (route.guard === "signed-in") === guarded),
    PAGES,
  );

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...siteRoutes(false),
      {
        element: <RequireAuth />,
        handle: { preload: preloadSignedInParts } satisfies PageHandle,
        children: siteRoutes(true),
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
