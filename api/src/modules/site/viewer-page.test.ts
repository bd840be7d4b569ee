import { rmSync } from "node:fs";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createEnrollment, signedInAs } from "../../../test/factories.js";
import { writeWebBuild } from "../../../test/web-build.js";
import { SessionService } from "../auth/session.service.js";
import { User, UserStatus } from "../users/user.entity.js";

// The signed-in dashboard rendered on the server for its viewer (issue 50 item 5), with the web
// build's stand-in renderer (test/web-build.ts: the viewer's username and course titles).

let app: TestApp;
let root: string;

beforeAll(async () => {
  root = writeWebBuild();
  app = await startTestApp({ env: { WEB_DIST: join(root, "dist") } });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** A new learner enrolled in a course of their own, and their browser. */
async function learnerWithCourse(title: string) {
  const { user, client } = await signedInAs(app);
  await createEnrollment(app, user, await createCourse(app, { title }));
  return { user, client };
}

const dashboard = async (client: Client | null, path = "/dashboard") => {
  const response = client ? await client.request(path) : await app.request(path);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    html: await response.text(),
  };
};

describe("the dashboard of a signed-in learner", () => {
  it("arrives rendered with their own courses, for them alone: never cached on the way", async () => {
    const ann = await learnerWithCourse("Ann's Skip Tracing");
    const page = await dashboard(ann.client);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe("private, no-store");
    expect(page.html).toContain(`<p>rendered /dashboard for ${ann.user.username}</p>`);
    expect(page.html).toContain("<li>Ann's Skip Tracing</li>");
    expect(page.html).toContain('<script type="application/json" id="ga-state">');
    // The app comes through its loader, as on a rendered public page.
    expect(page.html).toContain('src="/wake.js"');
    expect(page.html).not.toContain("spinner");
    // /my-courses shows the same page.
    expect((await dashboard(ann.client, "/my-courses")).html).toContain("Ann's Skip Tracing");
  });

  it("shows another learner their own courses, never the one rendered before", async () => {
    const ann = await learnerWithCourse("Ann's Fugitive Recovery");
    const bob = await learnerWithCourse("Bob's Bail Law");
    expect((await dashboard(ann.client)).html).toContain("Ann's Fugitive Recovery");
    const page = await dashboard(bob.client);
    expect(page.html).toContain(`for ${bob.user.username}</p>`);
    expect(page.html).toContain("Bob's Bail Law");
    expect(page.html).not.toContain("Ann's");
    expect(page.html).not.toContain(ann.user.username);
  });

  it("is not rendered without a session: the app's shell, which sends a visitor to sign in", async () => {
    await learnerWithCourse("Nobody's Course");
    for (const client of [null, { cookie: "ga_access=forged; ga_refresh=stale" }]) {
      const response = await app.request("/dashboard", { headers: client ?? {} });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain("spinner");
      expect(html).not.toContain("rendered");
      expect(html).not.toContain("Nobody's Course");
    }
  });

  it("renders nothing private once the session has ended (a suspension ends every session)", async () => {
    const cat = await learnerWithCourse("Cat's Course");
    expect((await dashboard(cat.client)).html).toContain("Cat's Course");
    const em = app.orm.em.fork();
    await em.nativeUpdate(User, { id: cat.user.id }, { status: UserStatus.Suspended });
    await new SessionService(em, app.config).endAll(cat.user.id);
    const page = await dashboard(cat.client);
    expect(page.html).not.toContain("Cat's Course");
    expect(page.html).not.toContain("rendered");
    expect(page.html).toContain("spinner");
  });
});
