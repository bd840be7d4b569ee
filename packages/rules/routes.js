// The web app's pages, written once: the router maps each to its page (web/src/app/router.tsx,
// admin-routes.tsx), the tab is named from it (web/src/lib/page-title.ts), and the server reads it
// for each page's head, status, rendering and cache key (api modules/site). Plain data: the API
// loads it without any of the web app's code.

/** The site's own title: the home page's (and a sign-in link's, which opens over it). */
export const SITE_TITLE = "Guardian Academy | Professional Bail Enforcement Training";

/** A page's title as the tab shows it. */
export const tabTitle = title => (title === SITE_TITLE ? title : `${title} | Guardian Academy`);

/**
 * A partner's storefront page's title: "{page} | {Partner}", its home page "{Partner}" (the
 * house's pattern under the partner's name).
 */
export const storefrontTitle = (title, partner) =>
  title === partner ? partner : `${title} | ${partner}`;

/** The titles of the pages the app shows where it has nothing at an address. */
export const NOT_FOUND_TITLE = "Page Not Found";
export const COURSE_NOT_FOUND_TITLE = "Course Not Found";
export const LEGAL_NOT_FOUND_TITLE = "Legal Information";

/** The public legal pages (/legal/:page) and the titles the learner spec gives them. */
export const LEGAL_TITLES = new Map([
  ["terms", "Terms of Service"],
  ["privacy", "Privacy Policy"],
  ["refund", "Refund Policy"],
  ["disclaimer", "Training Disclaimer"],
]);

/** Titles that two routes share (one page at two addresses). */
const VERIFY_TITLE = "Verify a Certificate";
const DASHBOARD_TITLE = "My Dashboard";
const ADMIN_DASHBOARD_TITLE = "Admin Dashboard";

/** The server renders a visitor's page (issue 35); `query`: the parameters the page reads. */
const RENDERED = { query: [] };

/**
 * The routes (`path` as React Router reads it, from the root; matched without regard to case).
 * `title`: the page's heading, or null where the page names itself from its data (a course, a
 * legal page); `description`: a public page's own (it then has a canonical address and is in the
 * sitemap); `render`: the server renders it for a visitor without a session, kept in the page
 * cache by its path and the `query` parameters it reads; `private`: a signed-in area or a one-off
 * page, kept out of search engines (noindex, robots.txt); `guard`: who may see it ("signed-in":
 * others are sent to log in; "admin": the administrators' panel); `viewerRender`: the server
 * renders it for a signed-in viewer in their own context, never kept (issue 50 item 5).
 */
export const ROUTES = [
  { name: "home", path: "/", title: SITE_TITLE, render: RENDERED },
  // The token sign-in overlay (web AppLayout) runs over the home page.
  { name: "token", path: "/token/:token", title: SITE_TITLE, private: true },
  {
    name: "courses",
    path: "/courses",
    title: "Training Courses",
    description:
      "Bail enforcement and recovery courses: self-paced and live instruction, with certificates.",
    // The catalogue's filters (web features/courses/course-listing.ts).
    render: { query: ["q", "format", "sort", "tab"] },
  },
  { name: "course", path: "/course/:id", title: null, render: RENDERED },
  {
    name: "contact",
    path: "/contact",
    title: "Contact Us",
    description: "Questions about a course, billing or licensing: write to Guardian Academy.",
    render: RENDERED,
  },
  {
    name: "about",
    path: "/about",
    title: "About Guardian Academy",
    description: "Who we are: Guardian Academy trains bail enforcement and recovery professionals.",
    render: RENDERED,
  },
  {
    name: "faq",
    path: "/faq",
    title: "Frequently Asked Questions",
    description: "Answers about enrollment, payment, course access and certificates.",
    render: RENDERED,
  },
  // /legal alone is the spec's default page, Terms of Service.
  { name: "legal", path: "/legal/:page?", title: null, render: RENDERED },
  { name: "login", path: "/login", title: "Log In", private: true },
  { name: "forgotPassword", path: "/forgot-password", title: "Forgot Password", private: true },
  { name: "resetPassword", path: "/reset-password", title: "Reset Password", private: true },
  { name: "authFailed", path: "/auth", title: "Sign-In Link Not Valid", private: true },
  // Public: anyone checks a certificate (its PDF's QR code leads here); a person's name, so kept
  // out of search engines. The form is sent without the app too (?number=).
  {
    name: "verifyForm",
    path: "/verify",
    title: VERIFY_TITLE,
    private: true,
    render: { query: ["number"] },
  },
  {
    name: "verify",
    path: "/verify/:number",
    title: VERIFY_TITLE,
    private: true,
    render: RENDERED,
  },
  {
    name: "businessOffers",
    path: "/business-offers",
    title: "Business Licensing Program",
    description:
      "License Guardian Academy's courses under your own brand: royalty-free or revenue share.",
    // Its tab and the licence applied for (web features/business-offers).
    render: { query: ["tab", "apply"] },
  },
  {
    name: "offerPayment",
    path: "/business-offers/payment/:id",
    title: "Complete Your Payment",
    private: true,
  },
  {
    name: "offerSuccess",
    path: "/business-offers/success",
    title: "Licence Payment",
    private: true,
  },
  // An invitation's link: named to anyone holding it, who registers or signs in there.
  { name: "agencyJoin", path: "/agency/join", title: "Agency Invitation" },
  // A partner administrator's invitation link, like an agency's.
  { name: "partnerJoin", path: "/partners/join", title: "Partner Invitation" },
  // A paid licence's agreement: the mailed link (?token=) or the payer's (?ref=) opens it.
  {
    name: "licenceAgreement",
    path: "/licence-agreement/:offerId",
    title: "Licence Agreement",
    private: true,
  },
  // A partner's own page: its administrators' and the academy's (the server refuses anyone else).
  {
    name: "partnerHome",
    path: "/partner/:id",
    title: "My Academy",
    private: true,
    guard: "signed-in",
  },
  // A launched partner's storefront (issue 54): the academy's courses under its brand, named by
  // its data ("{Partner}", "{Course} | {Partner}").
  { name: "storefront", path: "/p/:slug", title: null, render: RENDERED },
  { name: "storefrontCourse", path: "/p/:slug/course/:id", title: null, render: RENDERED },
  // Unguarded in the app on purpose: the server restricts it to super administrators.
  { name: "adminFix", path: "/admin-fix", title: "Admin Fix", private: true },
  {
    name: "dashboard",
    path: "/dashboard",
    title: DASHBOARD_TITLE,
    private: true,
    guard: "signed-in",
    viewerRender: true,
  },
  {
    name: "myCourses",
    path: "/my-courses",
    title: DASHBOARD_TITLE,
    private: true,
    guard: "signed-in",
    viewerRender: true,
  },
  // An employer's agency (issue 36): its manager's view, and an agent's seats.
  { name: "agency", path: "/agency", title: "My Agency", guard: "signed-in" },
  { name: "agencySeats", path: "/agency/seats", title: "Buy Seats", guard: "signed-in" },
  // Only where the demo learning system stands in for Moodle (never in production).
  {
    name: "demoLms",
    path: "/demo-lms/courses/:id",
    title: "Demo Learning System",
    private: true,
    guard: "signed-in",
  },
  { name: "account", path: "/account", title: "My Account", private: true, guard: "signed-in" },
  {
    name: "checkout",
    path: "/checkout/:id",
    title: "Checkout",
    private: true,
    guard: "signed-in",
  },
  // The checkout of a licensed partner's storefront (/p/:slug): the same page, at its price.
  {
    name: "storefrontCheckout",
    path: "/p/:slug/checkout/:id",
    title: "Checkout",
    private: true,
    guard: "signed-in",
  },
  // The administrators' panel (its pages in a chunk of their own); /admin opens the dashboard.
  ...[
    ["adminHome", "", ADMIN_DASHBOARD_TITLE],
    ["adminDashboard", "dashboard", ADMIN_DASHBOARD_TITLE],
    ["adminSettings", "settings", "Settings"],
    ["adminAgencies", "agencies", "Agencies"],
    ["adminMessages", "messages", "Messages"],
    ["adminApiTokens", "api-tokens", "API Tokens"],
    ["adminSignInClients", "sign-in-clients", "Sign-in Clients"],
    ["adminUsers", "users", "User Management"],
    ["adminCourses", "courses", "Course Management"],
    ["adminLegal", "legal", "Legal Management"],
    ["adminPayments", "payments", "Payments"],
    ["adminCertificates", "certificates", "Certificates"],
    ["adminRenewals", "renewals", "Renewals Due"],
    ["adminOutbox", "outbox", "Outbox"],
    ["adminSecurity", "security", "Security Dashboard"],
    ["adminVerification", "verification", "Event Verification"],
    ["adminBusinessOffers", "business-offers", "Business Offers"],
    ["adminStatements", "statements", "Statements"],
    ["adminPartners", "partners", "Partners"],
    ["adminPartner", "partners/:id", "Partner"],
  ].map(([name, path, title]) => ({
    name,
    path: path ? `/admin/${path}` : "/admin",
    title,
    private: true,
    guard: "admin",
  })),
];

/** A route's path as a pattern: `:name` one segment, `:name?` an optional one. */
function patternOf(path) {
  const source = path
    .split("/")
    .slice(1)
    .map(segment => {
      if (segment.endsWith("?")) return "(?:/([^/]+))?";
      if (segment.startsWith(":")) return "/([^/]+)";
      return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${source === "/" ? "/" : source}$`, "i");
}

const PATTERNS = ROUTES.map(route => [route, patternOf(route.path)]);

/**
 * The route the app shows at `pathname` (a trailing slash read as the router reads it) and the
 * values of its parameters, in the order of its path; undefined where the app has no page.
 */
export function matchRoute(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const [route, pattern] of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return { route, params: match.slice(1) };
  }
  return undefined;
}

/**
 * The title of the page the web app shows at `pathname`: its words, SITE_TITLE for the home page,
 * null where the page names itself from its data, undefined where the app has no page (its
 * not-found page, NOT_FOUND_TITLE).
 */
export const routeTitle = pathname => matchRoute(pathname)?.route.title;

/**
 * A private route's address up to its last fixed segment, a parameter before that as `*`
 * (`/p/:slug/checkout/:id`: `/p/`, `*`, `/checkout`), so the public pages beside it stay public.
 */
function privatePrefix(path) {
  const segments = path.split("/");
  const fixed = segments.findLastIndex(segment => segment && !segment.startsWith(":"));
  return segments
    .slice(0, fixed + 1)
    .map(segment => (segment.startsWith(":") ? "*" : segment))
    .join("/");
}

/**
 * The addresses of the private routes, each as the part of its path before its last parameters
 * (`*` standing for one before: robots.txt's wildcard), the shortest of those that cover others
 * (robots.txt disallows them; what the app does not know under them is the browser's to answer,
 * behind its guard).
 */
export const PRIVATE_PREFIXES = ROUTES.filter(route => route.private)
  .map(route => privatePrefix(route.path))
  .filter((prefix, index, all) => all.indexOf(prefix) === index)
  .filter(
    (prefix, _, all) => !all.some(other => other !== prefix && prefix.startsWith(`${other}/`)),
  );
