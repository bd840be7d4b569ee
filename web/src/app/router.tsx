import type { RouteObject } from "react-router-dom";
import { SiteLayout } from "../components/layout/site-layout";
import { NotFoundPage } from "../components/pages/not-found-page";
import { PlaceholderPage } from "../components/pages/placeholder-page";
import { CourseDetailPage } from "../features/courses/pages/course-detail-page";
import { HomePage } from "../features/home/pages/home-page";
import { LegalPlaceholderPage } from "../features/legal/pages/legal-placeholder-page";

/** Screens filled in by later releases: [path, title, one line about the screen]. */
const PLACEHOLDERS: ReadonlyArray<readonly [string, string, string]> = [
  ["login", "Log In", "Sign in to your account or create a new one."],
  ["dashboard", "My Dashboard", "Your courses, profile, certificates and linked systems."],
  ["my-courses", "My Dashboard", "Your courses, profile, certificates and linked systems."],
  ["account", "My Account", "Your profile, security settings and system integration."],
  ["checkout/:id", "Checkout", "Sign the enrollment agreement, then pay for your course."],
  ["about", "About", "Our mission, our instructors and our story since 2012."],
  ["courses", "Courses", "Search and filter every training program we offer."],
  ["contact", "Contact Us", "Send us a message; support for learners is in the dashboard."],
  [
    "faq",
    "Frequently Asked Questions",
    "Answers about courses, enrollment, certification and payment.",
  ],
  [
    "auth",
    "Sign-In Link Not Valid",
    "The sign-in link is invalid or has expired. Please log in again.",
  ],
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
  ["admin/dashboard", "Admin Dashboard", "Statistics, quick links and site controls."],
  ["admin/users", "User Management", "Search, edit and enroll users."],
  ["admin/courses", "Course Management", "Create and edit the course catalogue."],
  ["admin/legal", "Legal Documents", "Banners and legal documents."],
  ["admin/payments", "Payments", "Payments, receipts and revenue."],
  ["admin/business-offers", "Business Offers", "Licensing applications and offers."],
  ["admin/settings", "Settings", "Disclaimer and pre-launch banners."],
  [
    "admin/verification",
    "Event Verification",
    "Integrity checks of enrollments, payments and courses.",
  ],
  ["admin/security", "Security", "Sessions, tokens and the security audit."],
  ["admin-fix", "Admin Fix", "A maintenance helper for super administrators."],
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      // Token sign-in arrives in a later release; until then the link shows the home page.
      { path: "token/:token", element: <HomePage /> },
      { path: "course/:id", element: <CourseDetailPage /> },
      { path: "legal/:page", element: <LegalPlaceholderPage /> },
      ...PLACEHOLDERS.map(([path, title, description]) => ({
        path,
        element: <PlaceholderPage title={title} description={description} />,
      })),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
