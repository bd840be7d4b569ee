import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

/** The demo catalogue's course that is not on sale (CONTRACT: "an inactive course"). */
async function inactiveCourse(request: APIRequestContext) {
  const courses = (await (await request.get("/api/courses")).json()) as {
    id: number;
    title: string;
    isActive: boolean;
  }[];
  const course = courses.find(listed => !listed.isActive);
  expect(course, "the demo catalogue has an inactive course").toBeDefined();
  return course!;
}

/** The <title> and status the server answers `path` with, before any script runs. */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const text = title.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return { status: response.status(), title: text, html };
}

/** Moves the app to `path` as its own links do (the history API: no page load). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(to => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("each page's title is the server's on a first load and the app's after a navigation", async ({
  page,
  request,
}) => {
  const coming = await inactiveCourse(request);
  const paths = [
    "/forgot-password",
    "/auth",
    "/verify",
    "/legal",
    "/legal/privacy",
    "/no/such/page",
    "/course/99999999",
    `/course/${coming.id}`,
    "/courses",
    "/login",
  ];
  const titles = new Map<string, string>();
  for (const path of paths) titles.set(path, (await served(request, path)).title);
  // No two of them alike, and none the site's own title.
  const home = (await served(request, "/")).title;
  expect(new Set([...titles.values(), home]).size).toBe(paths.length + 1);

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
  for (const path of paths) {
    await navigateInApp(page, path);
    await expect(page, `the app's title for ${path}`).toHaveTitle(titles.get(path)!);
  }
});

test("an address the app has no page for answers 404 with its not-found page, even without JavaScript", async ({
  browser,
  baseURL,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Guardian Academy");
    await context.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an inactive course's page is shown, 200, with its disabled Coming Soon", async ({
    page,
    request,
  }) => {
    const coming = await inactiveCourse(request);
    const response = await page.goto(`/course/${coming.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: coming.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveCount(0);
  });
});

test("link previews get a 1200×630 PNG for the home page and a course, and the logo is raster", async ({
  request,
}) => {
  const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];
  for (const path of ["/", "/course/1"]) {
    const { html } = await served(request, path);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, `${path} names a picture`).toBeDefined();
    const response = await request.get(new URL(image!).pathname);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
    const body = await response.body();
    expect(body.subarray(1, 4).toString()).toBe("PNG");
    expect(pngSize(body)).toEqual([1200, 630]);
  }
  const { html } = await served(request, "/");
  const data = JSON.parse(
    /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1],
  ) as { "@type": string; url: string; logo: string };
  expect(data["@type"]).toBe("Organization");
  expect(data.url).toMatch(/^https?:\/\/[^/]+\/$/);
  const logo = await request.get(new URL(data.logo).pathname);
  expect(logo.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await logo.body())).toEqual([512, 512]);
});
