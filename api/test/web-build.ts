import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * web/index.html as built: the app's entry and the modules it imports in the head, the session
 * spinner and the noscript line inside #root.
 */
export const ENTRY = `<script type="module" crossorigin src="/assets/index-abc.js"></script>`;
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>The shell's own title</title>
    ${ENTRY}
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/apollo-ghi.js">
  </head>
  <body>
    <div id="root">
      <div class="ga-splash" role="status">spinner</div>
      <noscript>Guardian Academy needs JavaScript.</noscript>
    </div>
  </body>
</html>`;

/**
 * A stand-in for the web build's renderer (web/dist-server/server.js, web/src/app/server.tsx:
 * its own test is the browser's, e2e/tests/server-rendered.spec.ts): it renders the URL it is
 * asked for (and lists it in `globalThis.rendered`, when a test keeps that list), runs one GraphQL
 * operation through the API as the page's queries do (a course's page reads its course, the
 * others the catalogue), shows a form the visitor sent as JSON in `<pre id=form>`, renders a
 * signed-in viewer's page (`options.viewer`) with their username and their courses' titles (none
 * without a session, as the real one), fails or gives up for a URL that says so, and waits for the
 * test for a URL that
 * says "hold".
 */
const RENDERER = `
export async function renderPage(url, execute, options) {
  globalThis.rendered?.push(url);
  if (url.includes("fail")) throw new Error("render failed");
  if (url.includes("empty")) return null;
  if (url.includes("hold")) {
    globalThis.held += 1;
    await globalThis.hold;
  }
  if (options?.viewer) {
    // A viewer's page (their dashboard): their session first, then their courses, as they see them.
    const me = await execute("query Me { me { username } }", {}, "Me");
    if (me.errors?.length || !me.data?.me) return null;
    const mine = await execute("query MyEnrollments { myEnrollments { course { title } } }", {}, "MyEnrollments");
    const titles = mine.data.myEnrollments.map(row => "<li>" + row.course.title + "</li>").join("");
    return {
      html: "<p>rendered " + url + " for " + me.data.me.username + "</p><ul>" + titles + "</ul>",
      styles: "",
      state: JSON.stringify({ me: me.data.me.username }),
    };
  }
  const course = url.startsWith("/course/") ? url.slice("/course/".length) : null;
  const shown = course
    ? (await execute("query Course($id: Int!) { course(id: $id) { title } }",
        { id: Number(course) }, "Course")).data.course.title
    : (await execute("query Courses { courses { title } }", {}, "Courses")).data.courses.length +
      " courses";
  return {
    html: "<p>rendered " + url + "</p><p>" + shown + "</p>" +
      (options?.form ? "<pre id=form>" + JSON.stringify(options.form).replace(/</g, "\\u003c") + "</pre>" : ""),
    styles: "<style data-emotion=\\"css x\\">.x{}</style>",
    state: JSON.stringify({ url }),
  };
}`;

/**
 * A web build in a new temporary directory (its path returned; the caller removes it): `dist/`
 * with the shell, `dist-server/` with the stand-in renderer. Its `dist` is the app's WEB_DIST.
 */
export function writeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "ga-render-"));
  mkdirSync(join(root, "dist"));
  mkdirSync(join(root, "dist-server"));
  writeFileSync(join(root, "dist", "index.html"), SHELL);
  writeFileSync(join(root, "dist-server", "server.js"), RENDERER);
  writeFileSync(join(root, "package.json"), '{ "type": "module" }'); // as web/package.json says
  return root;
}
