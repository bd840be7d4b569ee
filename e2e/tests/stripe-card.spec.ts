import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Page, test as base, expect } from "@playwright/test";
import { StripeFake } from "../../api/test/fakes/stripe.js";
import { newUser, registerUser } from "../fixtures/users.js";
import { CheckoutPage } from "../pages/checkout-page.js";

/**
 * The Stripe card form (web/src/components/payment/stripe-card-form.tsx) in a browser, against a
 * portal of this file's own with Stripe keys, whose API is the Stripe fake (api/test/fakes). Stripe.js
 * is Stripe's hosted script and talks to Stripe's servers, so the browser gets a stand-in at its
 * address (api/test/fakes/stripe-js.js: window.Stripe, the Payment Element's fields,
 * confirmPayment), and its calls to https://api.stripe.com are routed to the same fake, which
 * answers them as Stripe does (the publishable key and the client secret, test card numbers, CORS).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const STRIPE_JS = readFileSync(join(ROOT, "api", "test", "fakes", "stripe-js.js"), "utf8");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface StripePortal {
  url: string;
  stripe: StripeFake;
}

/** The built portal with Stripe keys (test mode) and the fake as its Stripe API: one per worker. */
async function startPortal(stripe: StripeFake, dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, "api", "dist", "main.js")], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      TRUST_PROXY: "1",
      PUBLIC_URL: url,
      STRIPE_SECRET_KEY: "sk_test_e2eportal",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2eportal",
      STRIPE_WEBHOOK_SECRET: "whsec_e2eportal",
      STRIPE_API_BASE: stripe.apiBase,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", chunk => (errors += chunk));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited:\n${errors}`);
    const ready = await fetch(`${url}/readyz`).then(
      response => response.ok,
      () => false,
    );
    if (ready) return { url, child };
    if (Date.now() > deadline) throw new Error(`the portal did not start:\n${errors}`);
    await new Promise(resolve => setTimeout(resolve, 250));
  }
}

const test = base.extend<object, { portal: StripePortal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, use) => {
      const stripe = await new StripeFake().start();
      const dataDir = mkdtempSync(join(tmpdir(), "ga-e2e-stripe-"));
      let child: ChildProcess | undefined;
      try {
        const started = await startPortal(stripe, dataDir);
        child = started.child;
        await use({ url: started.url, stripe });
      } finally {
        if (child && child.exitCode === null) {
          child.kill("SIGINT");
          await once(child, "exit");
        }
        await stripe.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

// One portal for both tests: they run one after the other in one worker.
test.describe.configure({ mode: "serial" });

/** Stripe.js and Stripe's API, as the browser reaches them, answered by the stand-in and the fake. */
async function routeStripe(page: Page, stripe: StripeFake) {
  await page.route("https://js.stripe.com/**", route =>
    route.fulfill({ contentType: "text/javascript", body: STRIPE_JS }),
  );
  await page.route("https://api.stripe.com/**", async route => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: stripe.apiBase + pathname + search }),
    });
  });
}

/** A new learner on course 1's card form, the agreement signed. */
async function atCardForm(page: Page, portal: StripePortal) {
  const user = newUser();
  await registerUser(page.request, user);
  const login = await page.request.post("/api/auth/login", {
    data: { username: user.username, password: user.password },
  });
  expect(login.status()).toBe(200);
  await routeStripe(page, portal.stripe);
  await page.goto("/checkout/1");
  await new CheckoutPage(page).signTyped();
  await expect(page.getByLabel("Card number")).toBeVisible();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiration date").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("a card whose bank has not answered yet shows the payment as processing, with no way to pay again", async ({
  page,
  portal,
}) => {
  await atCardForm(page, portal);
  portal.stripe.holdConfirmations = true;
  try {
    await payWith(page, "4242 4242 4242 4242");
    const processing = page.getByRole("status").filter({ hasText: "Payment Processing" });
    await expect(processing).toBeVisible();
    await expect(processing).toContainText("Do not pay again");
    await expect(page.getByRole("button", { name: /^Pay \$/ })).toHaveCount(0);
    await expect(page).toHaveURL(url => url.pathname === "/checkout/1");
  } finally {
    portal.stripe.holdConfirmations = false;
  }
  // The intent the portal made takes cards only, and Stripe holds it as processing.
  const intents = [...portal.stripe.intents.values()];
  expect(intents.at(-1)).toMatchObject({ status: "processing", payment_method_types: ["card"] });
});

test("a card that pays enrolls the learner, as the portal checks with Stripe", async ({
  page,
  portal,
}) => {
  await atCardForm(page, portal);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Enrollment Successful", { exact: true })).toBeVisible();
});
