import { expect, test } from "@playwright/test";
import { pdfText } from "../../api/test/pdf-reader.js";
import { mailedPath, moveSalesToLastMonth } from "../fixtures/outbox.js";
import { signIn } from "../fixtures/session.js";
import { newUser, ownAddress, registerUser, uniqueSuffix } from "../fixtures/users.js";
import { MANAGER, signInTo } from "../pages/admin-pages.js";
import { BusinessOffersPage, newApplication } from "../pages/business-offers-page.js";
import { CheckoutPage } from "../pages/checkout-page.js";
import { completeCourse, openInDemoLms } from "../pages/demo-lms.js";
import { PartnerPage, logoPng } from "../pages/partner-page.js";

// This spec runs in the demo-lms project (playwright.config.ts): its learner completes the course
// in the demo learning system. The academy's Partners screen (the last test) reads the partner the
// journey made: the two run in order, in one worker.
test.describe.configure({ mode: "serial" });

/** The partner the journey launched and its one sale, for the academy's screen and its payout. */
let launched:
  | {
      names: RegExp;
      sale: string;
      partnerUrl: string;
      /** The partner's legal name (its application's business name): statements name it. */
      legalName: string;
      owner: [string, string];
      brand: { slug: string; displayName: string };
    }
  | undefined;

test("a business applies for a revenue share licence, pays, signs, sets up and launches its storefront; its learner buys there at its price, completes the course, and the partner sees the certificate that names it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The applicant's browser, at an address of its own (registrations count per address).
  const business = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": ownAddress() },
  });
  const page = await business.newPage();
  const application = newApplication();
  const offers = new BusinessOffersPage(page);
  await offers.open();
  await offers.apply("Revenue Share License", application);
  await offers.pay("4242 4242 4242 4242");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
  await page.getByRole("link", { name: "Sign the Licence Agreement" }).click();

  // The licence agreement, signed by drawing.
  await expect(page.getByRole("region", { name: "Licence agreement text" })).toBeVisible();
  await page.getByText("I have read and agree to this licence agreement").click();
  await page.getByLabel("Signer's full name").fill(application.contactName);
  await new CheckoutPage(page).draw();
  await page.getByRole("button", { name: "Sign Agreement" }).click();
  await expect(page.getByText(`Signed by ${application.contactName} on`)).toBeVisible();

  // The invitation mail's link sets up the partner administrator (a new account, its password
  // chosen here: none is mailed).
  const join = await mailedPath(
    "partner.admin_invitation",
    application.contactEmail,
    /\{portal\}(\/partners\/join\?token=[\w-]+)/,
  );
  expect(join).not.toBe("");
  await page.goto(join);
  const owner = newUser();
  await page.getByLabel("First Name").fill("Dana");
  await page.getByLabel("Last Name").fill("Ortiz");
  await page.getByLabel("Username").fill(owner.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByLabel("Confirm Password").fill(owner.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByRole("heading", { name: `Welcome to ${application.businessName}` }),
  ).toBeVisible();

  // Branding with a logo and colour, the partner's own price of a course, Launch.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "My academy" }).click();
  await expect(page).toHaveURL(/\/partner\/\d+$/);
  const partnerUrl = page.url();
  const id = uniqueSuffix();
  const brand = {
    displayName: `Bayou Bail School ${id}`,
    slug: `bayou-${id}`,
    brandColour: "#1d4ed8",
    supportEmail: `help-${id}@example.com`,
  };
  const partner = new PartnerPage(page);
  await partner.setBranding(brand);
  await partner.uploadLogo(logoPng(brand.brandColour), brand.displayName);
  const title = await partner.setFirstPrice("149.00");
  await partner.launchStorefront(brand.slug);
  // Its payout account, at the demo processor (issue 55: the statement below pays it).
  await partner.connectDemoPayoutAccount();

  // A new learner buys that course on the storefront at the partner's price.
  const learner = newUser();
  const learning = await browser.newContext();
  await registerUser(learning.request, learner);
  await signIn(learning, [learner.username, learner.password], { own: true });
  const shopper = await learning.newPage();
  await shopper.goto(`/p/${brand.slug}`);
  await expect(shopper.getByRole("heading", { level: 1, name: brand.displayName })).toBeVisible();
  await expect(shopper.getByRole("img", { name: new RegExp(brand.displayName) })).toBeVisible();
  const card = shopper
    .getByRole("region", { name: "Courses" })
    .locator("> *")
    .filter({ hasText: title });
  await expect(card).toContainText("$149.00");
  await card.getByRole("link", { name: "Enroll Now" }).click();
  await expect(shopper).toHaveURL(new RegExp(`/p/${brand.slug}/course/\\d+$`));
  await shopper
    .getByRole("complementary", { name: "Enrollment" })
    .getByRole("link", { name: "Enroll Now" })
    .click();
  await expect(shopper).toHaveURL(new RegExp(`/p/${brand.slug}/checkout/\\d+$`));
  await expect(shopper.getByText(`Offered by ${brand.displayName}`)).toBeVisible();
  const checkout = new CheckoutPage(shopper);
  await checkout.signTyped();
  await expect(checkout.payButton).toHaveText("Pay $149.00");
  await checkout.pay("4242 4242 4242 4242");
  await expect(shopper).toHaveURL(/\/dashboard$/);

  // ... and completes it in the demo learning system.
  await completeCourse(await openInDemoLms(shopper));
  await learning.close();

  // The partner administrator sees the learner, the completion and the certificate (issued by
  // the queue: the page is read again until it is there).
  await page.goto(partnerUrl);
  await page.getByRole("tab", { name: "Learners" }).click();
  await expect(page.getByRole("table", { name: "Learners" })).toContainText(learner.email);
  await page.getByRole("tab", { name: "Enrollments" }).click();
  const row = page
    .getByRole("table", { name: "Enrollments" })
    .getByRole("row")
    .filter({ hasText: learner.email });
  const number = row.getByText(/^GA-\d{4}-/);
  await expect(async () => {
    await page.reload();
    await expect(number).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText(title);
  await expect(row).toContainText("Completed");

  // The certificate's /verify page names the partner.
  const issued = (await number.textContent())!.trim();
  await page.goto(`/verify/${encodeURIComponent(issued)}`);
  await expect(page.getByRole("heading", { name: "Valid" })).toBeVisible();
  await expect(page.getByText(`Guardian Academy, delivered by ${brand.displayName}`)).toBeVisible();
  await business.close();
  // Either name may head the row (letters, digits and spaces: nothing to escape).
  launched = {
    names: new RegExp(`${application.businessName}|${brand.displayName}`),
    sale: "$149.00",
    partnerUrl,
    legalName: application.businessName,
    owner: [owner.username, owner.password],
    brand,
  };
});

test("the academy's Partners screen shows the partner the journey launched, live, with its sale, and serves it at a domain of its own", async ({
  browser,
  page,
}) => {
  expect(launched, "the journey above launched a partner").toBeDefined();
  await signInTo(page, MANAGER, "/admin/partners");
  const row = page.getByRole("row").filter({ hasText: launched!.names });
  await expect(row).toContainText("Live");
  await expect(row).toContainText(launched!.sale);

  // The academy serves the partner at a domain of its own: a visitor there (the proxy's
  // X-Forwarded-Host, as nginx sends it) gets the storefront, at the storefront's own address.
  const { slug, displayName } = launched!.brand;
  const domain = `learn.${slug}.example`;
  await row.getByRole("link", { name: displayName }).click();
  const domains = page.getByRole("form", { name: "Add a domain" });
  await domains.getByLabel("Domain").fill(domain);
  await domains.getByRole("button", { name: "Add domain" }).click();
  await expect(page.getByRole("list", { name: "Domains" })).toContainText(domain);
  const visiting = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-host": domain },
  });
  const visitor = await visiting.newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1, name: displayName })).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/p/${slug}$`));
  await visitor.getByRole("link", { name: "Enroll Now" }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${slug}/course/\\d+$`));
  await expect(visitor).toHaveTitle(new RegExp(`\\| ${displayName}$`));
  await visiting.close();
});

test("the partner's month is closed, the academy approves its statement, and the partner downloads the paid statement's PDF", async ({
  browser,
  page,
}) => {
  expect(
    launched,
    "the journey above launched a partner and connected its payout account",
  ).toBeDefined();
  const { partnerUrl, legalName, owner } = launched!;
  const partnerId = Number(/\/partner\/(\d+)$/.exec(partnerUrl)![1]);
  // The test clock: the sale (its payment and ledger line) moves into last month, a finished one.
  await moveSalesToLastMonth(partnerId);

  await signInTo(page, MANAGER, "/admin/statements");
  await page.getByRole("button", { name: "Close finished months" }).click();
  await expect(page.getByText("Finished Months Closed")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`^Approve: ${legalName}, `) }).click();
  await page.getByRole("button", { name: "Approve and Pay" }).click();
  await expect(page.getByText("Statement Paid")).toBeVisible();

  // The partner's administrator sees it paid on the partner's page and downloads its PDF.
  const partnerSide = await browser.newContext();
  await signIn(partnerSide, owner, { own: true });
  const own = await partnerSide.newPage();
  await own.goto(partnerUrl);
  const row = own.getByRole("table", { name: "Monthly statements" }).getByRole("row").nth(1);
  await expect(row.getByText("paid", { exact: true })).toBeVisible();
  const link = row.getByRole("link", { name: /^PDF of the .+ statement$/ });
  const answer = await own.request.get((await link.getAttribute("href"))!);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  const [file] = await Promise.all([own.waitForEvent("download"), link.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const text = pdfText(Buffer.concat(chunks));
  expect(text).toContain(`Partner: ${legalName}`);
  expect(text).toMatch(/Status: paid/i);
  await partnerSide.close();
});
