import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, expect, request, test } from "@playwright/test";
import { apiAs, buyCourse, graphql, payWithDemoCard } from "../fixtures/purchase.js";
import {
  type Account,
  LEARNER,
  STUDENT,
  SUPER_ADMIN,
  sharedSession,
  signIn,
} from "../fixtures/session.js";
import { registerUser, uniqueSuffix } from "../fixtures/users.js";
import { type Route, ROUTES } from "../../packages/rules/routes.js";

/**
 * The value each path parameter is visited with: the first demo course, the terms, an offer (the
 * demo has no paid one: the licence agreement's page says the link is not valid), partner 1 (made by
 * addLongRows' paid offer), a storefront's slug (none is launched in this run: the storefront pages
 * show the app's not-found page; partners' own tests read live ones).
 */
const SAMPLES: Record<string, string> = { id: "1", page: "terms", offerId: "1", slug: "northern" };

/**
 * Routes visited by other specs: a sign-in link (auth), /admin on its way to the dashboard, and
 * a certificate's own page (certificates).
 */
const ELSEWHERE = new Set(["token", "adminHome", "verify"]);

/** The query a page is visited with: a link's token (this one is not valid: the page says so). */
const QUERIES: Record<string, string> = {
  resetPassword: "?token=example",
  agencyJoin: "?token=example",
  licenceAgreement: "?token=example",
  partnerJoin: "?token=example",
};

/** Whom a route is visited as: none (signed out), or whom its guard or page asks for. */
function accountOf(route: Route): Account | undefined {
  if (route.name === "checkout") return LEARNER; // a learner who has course 1 still to buy
  // An academy administrator may open any partner's page: partner 1 (paid in addLongRows).
  if (route.name === "adminFix" || route.name === "partnerHome" || route.guard === "admin") {
    return SUPER_ADMIN;
  }
  return route.guard === "signed-in" ? STUDENT : undefined;
}

/**
 * Every route of the web app's manifest (@guardian/rules' ROUTES), with whom it is visited as,
 * and more of some pages: another legal page, the security screen's tabs, an address the app has
 * no page for, an invitation's link opened signed in, a partner's page refused.
 */
const ROUTES_VISITED: readonly (readonly [path: string, account?: Account])[] = [
  ...ROUTES.filter(route => !ELSEWHERE.has(route.name)).map(
    route =>
      [
        route.path.replace(/:(\w+)\??/g, (_, name: string) => SAMPLES[name]) +
          (QUERIES[route.name] ?? ""),
        accountOf(route),
      ] as const,
  ),
  ["/legal/privacy"],
  ["/admin/security?tab=intrusion", SUPER_ADMIN],
  ["/admin/security?tab=audit", SUPER_ADMIN],
  ["/no/such/page"],
  ["/agency/join?token=example", STUDENT],
  // A partner's page for someone who does not administer it: the server's refusal.
  ["/partner/1", STUDENT],
];

const SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
};

/**
 * What scrolls sideways: the page itself, or a scroll box inside `main`; a table's names its
 * columns' widths, to say which to narrow. Tab lists are left out: on a phone they scroll sideways
 * by design (issue 34: "tabs scroll sideways instead of wrapping").
 */
function sidewaysScrolls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the page: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    for (const element of document.querySelectorAll("main *:not([role=tablist])")) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== "auto" && overflowX !== "scroll") continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const table = element.querySelector("table");
      const columns = [...(table?.querySelectorAll("th") ?? [])].map(
        th => `${th.textContent} ${Math.round(th.getBoundingClientRect().width)}`,
      );
      const name = table
        ? `table "${table.caption?.textContent}" (${columns.join(", ")})`
        : element.outerHTML.slice(0, 80);
      found.push(`${name}: ${element.scrollWidth} > ${element.clientWidth}`);
    }
    return found;
  });
}

/**
 * The routes whose whole page axe reads: each layout's frame (the site's header and footer signed
 * out and signed in, the admin sidebar) once; on the other routes it reads the page's own content
 * (`main`), the frame being the same. Only violations are reported back: the passes' details
 * were most of axe's time (1 s an analysis against 0.1-0.4 s).
 */
const WHOLE_PAGE = new Set(["/", "/dashboard", "/admin/dashboard"]);

/**
 * What axe finds serious or critical on the page as it is now, and headings that skip a level
 * (heading-order, a moderate finding: a screen reader's list of headings reads as an outline).
 */
async function severeViolations(page: Page, path: string) {
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (!WHOLE_PAGE.has(path)) axe.include("main");
  const { violations } = await axe.analyze();
  return violations
    .filter(
      violation =>
        violation.impact === "serious" ||
        violation.impact === "critical" ||
        violation.id === "heading-order",
    )
    .map(violation => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map(node => node.target.join(" ")),
    }));
}

/**
 * Rows with long names and addresses in the admin lists, so a table is measured with text that
 * must be cut short: a user who bought a course (Users, Payments), a paid licence application
 * (Business Offers, its mails in the Outbox, and its partner's page), a contact message, an API
 * token and a sign-in client.
 */
async function addLongRows() {
  const tag = uniqueSuffix();
  const email = `procurement.department.${tag}@northern-recovery-and-bail-services.example.com`;
  const user = {
    firstName: "Maximilian-Alexander",
    lastName: "Vandenberghe-Oppenheimer",
    email: `learner.${email}`,
    username: `e2e_${tag}_with_a_very_long_username_x`.slice(0, 50),
    password: "Start#2026",
  };
  const { baseURL } = test.info().project.use;
  // A visitor of its own behind the proxy hop: the public forms' per-address limits are its own.
  const visitor = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const admin = await apiAs(await sharedSession(SUPER_ADMIN));
  try {
    await registerUser(visitor, user);
    await buyCourse(user);
    const businessName = `Northern Recovery and Bail Enforcement Services of the Greater Metropolitan Area ${tag}`;
    const { applyForLicense: offer } = await graphql<{
      applyForLicense: { id: number; reference: string };
    }>(
      visitor,
      "mutation($input: BusinessOfferInput!) { applyForLicense(input: $input) { id reference } }",
      {
        input: {
          businessName,
          contactName: `${user.firstName} ${user.lastName}`,
          contactEmail: email,
          contactPhone: "555-010-0199",
          businessAddress: "1200 Northern Industrial Parkway, Building C, Suite 400, Springfield",
          licenseType: "REVENUE_SHARE",
        },
      },
    );
    await payOffer(visitor, offer);
    await graphql(
      visitor,
      "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }",
      {
        input: {
          name: `${user.firstName} ${user.lastName}`,
          email,
          subject: "BILLING",
          message: `Do you offer group rates for ${businessName}? We have forty agents across the state.`,
        },
      },
    );
    await graphql(
      admin,
      "mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }",
      {
        input: {
          name: `Nightly export to the accounting system of ${businessName}`.slice(0, 100),
          role: "ADMIN",
        },
      },
    );
    await graphql(
      admin,
      "mutation($input: CreateOidcClientInput!) { adminCreateOidcClient(input: $input) { secret } }",
      {
        input: {
          clientId: `learning-system-${tag}`,
          name: `Learning system of ${businessName}`.slice(0, 100),
          redirectUris: [
            `https://learning.northern-recovery-and-bail-services.example.com/${tag}/admin/oauth2callback.php`,
          ],
          firstParty: true,
        },
      },
    );
  } finally {
    await Promise.all([visitor.dispose(), admin.dispose()]);
  }
}

/**
 * Pays an offer's fee with the demo card: its partner opens (awaiting agreement). The first paid
 * offer of the run's fresh database is partner 1, whose page the super administrator visits.
 */
async function payOffer(visitor: APIRequestContext, offer: { id: number; reference: string }) {
  const { createBusinessOfferPaymentIntent: intent } = await graphql<{
    createBusinessOfferPaymentIntent: { id: string; clientSecret: string };
  }>(
    visitor,
    "mutation($offerId: Int!, $reference: String) { createBusinessOfferPaymentIntent(offerId: $offerId, reference: $reference) { id clientSecret } }",
    { offerId: offer.id, reference: offer.reference },
  );
  await payWithDemoCard(visitor, intent);
  await graphql(
    visitor,
    "mutation($offerId: Int!, $paymentId: String!) { payBusinessOffer(offerId: $offerId, paymentId: $paymentId) { id } }",
    { offerId: offer.id, paymentId: intent.id },
  );
}

// The routes are independent: both workers share them (each adds its own long rows first).
test.describe.configure({ mode: "parallel" });
test.beforeAll(addLongRows);

// One visit per route: measured on the desktop screen, then again once the page has been resized
// to the phone's (the layouts answer the resize: cards instead of tables, the drawer menu).
for (const [path, account] of ROUTES_VISITED) {
  test(`${path}${account ? ` as ${account[0]}` : ""} fits every screen and has no serious accessibility violations`, async ({
    page,
  }) => {
    if (account) await signIn(page.context(), account);
    await page.setViewportSize(SIZES.desktop);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await expect(page.locator(".chakra-spinner, .chakra-skeleton, [aria-busy=true]")).toHaveCount(
        0,
      );
      await expect.poll(() => sidewaysScrolls(page), { message: size }).toEqual([]);
      expect(await severeViolations(page, path), size).toEqual([]);
    }
  });
}
