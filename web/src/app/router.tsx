import { Navigate } from "react-router-dom";
import type { RouteObject } from "react-router-dom";
import { NotFoundPage } from "../components/pages/not-found-page";
import { PlaceholderPage } from "../components/pages/placeholder-page";
import { AccountPage } from "../features/account/pages/account-page";
import { AuthFailedPage } from "../features/auth/pages/auth-failed-page";
import { LoginPage } from "../features/auth/pages/login-page";
import { CourseDetailPage } from "../features/courses/pages/course-detail-page";
import { CoursesPage } from "../features/courses/pages/courses-page";
import { AboutPage } from "../features/about/pages/about-page";
import { FaqPage } from "../features/faq/pages/faq-page";
import { ContactPage } from "../features/contact/pages/contact-page";
import { DashboardPage } from "../features/dashboard/pages/dashboard-page";
import { HomePage } from "../features/home/pages/home-page";
import { LegalPage } from "../features/legal/pages/legal-page";
import { RequireAdmin, RequireAuth } from "../lib/session/route-guards";
import { AppLayout } from "./app-layout";

/** A screen filled in by a later release: [path, title, one line about the screen]. */
type Placeholder = readonly [string, string, string];

function placeholders(entries: readonly Placeholder[]): RouteObject[] {
  return entries.map(([path, title, description]) => ({
    path,
    element: <PlaceholderPage title={title} description={description} />,
  }));
}

const PUBLIC_PLACEHOLDERS: readonly Placeholder[] = [
  ["business-offers", "Business Licensing", "Offer our courses under your own brand."],
  [
    "business-offers/payment/:id",
    "Complete Your Payment",
    "Pay the licence fee for your business offer.",
  ],
  [
    "business-offers/success",
    "Payment Successful",
    "Thank you. Your licensing payment was received.",
  ],
  // Unguarded at the route level on purpose: the server restricts it to super administrators.
  ["admin-fix", "Admin Fix", "A maintenance helper for super administrators."],
];

const ADMIN_PLACEHOLDERS: readonly Placeholder[] = [
  ["dashboard", "Admin Dashboard", "Statistics, quick links and site controls."],
  ["users", "User Management", "Search, edit and enroll users."],
  ["courses", "Course Management", "Create and edit the course catalogue."],
  ["legal", "Legal Documents", "Banners and legal documents."],
  ["payments", "Payments", "Payments, receipts and revenue."],
  ["business-offers", "Business Offers", "Licensing applications and offers."],
  ["settings", "Settings", "Disclaimer and pre-launch banners."],
  ["verification", "Event Verification", "Integrity checks of enrollments, payments and courses."],
  ["security", "Security", "Sessions, tokens and the security audit."],
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      // The token sign-in overlay (in AppLayout) runs over the home page.
      { path: "token/:token", element: <HomePage /> },
      { path: "courses", element: <CoursesPage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "about", element: <AboutPage /> },
      { path: "faq", element: <FaqPage /> },
      { path: "course/:id", element: <CourseDetailPage /> },
      { path: "legal/:page", element: <LegalPage /> },
      { path: "login", element: <LoginPage /> },
      { path: "auth", element: <AuthFailedPage /> },
      ...placeholders(PUBLIC_PLACEHOLDERS),
      {
        element: <RequireAuth />,
        children: [
          { path: "dashboard", element: <DashboardPage /> },
          { path: "my-courses", element: <DashboardPage /> },
          { path: "account", element: <AccountPage /> },
          {
            path: "checkout/:id",
            element: (
              <PlaceholderPage
                title="Checkout"
                description="Sign the enrollment agreement, then pay for your course."
              />
            ),
          },
        ],
      },
      {
        path: "admin",
        element: <RequireAdmin />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          ...placeholders(ADMIN_PLACEHOLDERS),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
