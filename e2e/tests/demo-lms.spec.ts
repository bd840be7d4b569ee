import { expect, test } from "@playwright/test";
import { newUser } from "../fixtures/users.js";
import { CheckoutPage } from "../pages/checkout-page.js";
import { completeCourse } from "../pages/demo-lms.js";
import { LoginPage } from "../pages/login-page.js";
import { SiteHeader } from "../pages/site-header.js";

// This project's server has no LMS_URL: its learners use the demo learning system (CONTRACT.md).
test("without Moodle, a new learner registers, buys with 4242, opens the course in the demo learning system, completes it and gets a certificate that verifies", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(await (await request.get("/healthz")).json()).toMatchObject({ learningSystem: "demo" });
  // Everything through the pages, as a new user does it.
  const user = newUser();
  const login = new LoginPage(page);
  await login.open();
  await login.register(user);
  await expect(login.toast("Registration Successful")).toBeVisible();
  await login.logIn(user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/checkout/1");
  const checkout = new CheckoutPage(page);
  await checkout.agree();
  await checkout.signButton.click();
  await expect(checkout.paymentTab).toHaveAttribute("aria-selected", "true");
  await checkout.pay("4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/dashboard");
  const open = page.getByRole("link", { name: "Open in LMS" });
  await expect(open).toBeVisible();
  // The demo learning system signs the learner in through the portal's provider: its own
  // sign-in, the provider, its callback, and the course, without the portal's login page.
  const visited: string[] = [];
  page.context().on("request", request => {
    if (request.isNavigationRequest()) visited.push(new URL(request.url()).pathname);
  });
  const [course] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
  await expect(course).toHaveURL(/\/demo-lms\/courses\/1$/);
  await expect(course.getByText(/This is the demo learning system/)).toBeVisible();
  const title = await course.getByRole("heading", { level: 1 }).textContent();
  expect(visited).toEqual(
    expect.arrayContaining(["/demo-lms/login", "/oidc/auth", "/demo-lms/callback"]),
  );
  expect(visited).not.toContain("/login");
  await completeCourse(course);

  // Signed out of the portal, the demo learning system asks again (the portal's back-channel
  // logout ended its session): its course page leads to the portal's login page.
  await new SiteHeader(page).signOut(user.firstName);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  await expect
    .poll(async () => {
      await course.goto("/demo-lms/courses/1");
      return new URL(course.url()).pathname;
    })
    .toBe("/login");
  await course.close();

  // Signed in again, the learner's certificate is on their dashboard.
  await login.open();
  await login.logIn(user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The certificate is issued by the queue: the dashboard shows it once it is there.
  const tab = page.getByRole("tab", { name: "Certificates" });
  const number = page.getByText(/^Certificate GA-\d{4}-/);
  await expect(async () => {
    await page.reload();
    await tab.click();
    await expect(number).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const issued = (await number.textContent())!.match(/GA-\d{4}-[0-9A-Z]{8}[0-9A-Z*~$=]/)![0];

  await page.goto(`/verify/${encodeURIComponent(issued)}`);
  await expect(page.getByRole("heading", { name: "Valid" })).toBeVisible();
  await expect(page.getByText(title!)).toBeVisible();
});
