import { type RenderedPage, type Route, matchRoute } from "@guardian/rules";
import { EARLY_HOLD } from "../../http/early-hold.js";

/**
 * The URL a visitor's page is rendered and kept at (its page cache key): for a route the server
 * renders (the manifest's `render`, @guardian/rules' ROUTES), its path and only the parameters
 * the page reads, in the page's order, each once with its first value (the one the page reads);
 * whatever else the query holds is left out, so a query of a visitor's own making cannot make a
 * page anew. Null for a page that is not rendered.
 */
export function renderedUrl(
  path: string,
  url: string,
  route: Route | null = matchRoute(path)?.route ?? null,
): string | null {
  const names = route?.render?.query;
  if (!names) return null;
  const start = url.indexOf("?");
  const given = new URLSearchParams(start < 0 ? "" : url.slice(start + 1));
  const read = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) read.set(name, value);
  }
  const query = read.toString();
  return query ? `${path}?${query}` : path;
}

const ROOT = '<div id="root">';
/** The app's entry and the modules it imports, as Vite writes them into index.html. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell's scripts for a rendered page: its loader (web/src/app/wake.ts, built as /wake.js)
 * instead of the app's entry and its preloads. The page paints and reads without them; the loader
 * fetches them when the browser is idle and starts the app at the visitor's first intent. It runs
 * as soon as it arrives (async), so that it sees a press made while the page is still arriving;
 * a form sent before even that is held, and a press noted, by the inline script before it
 * (http/early-hold.ts).
 */
function wakingScripts(shell: string): string {
  const preloads = [...shell.matchAll(PRELOAD)].map(match => match[1]);
  return shell
    .replace(PRELOAD, "")
    .replace(
      ENTRY,
      (_, app: string) =>
        `<script>${EARLY_HOLD}</script>` +
        `<script type="module" async src="/wake.js" data-app="${app}" data-preload="${preloads.join(" ")}"></script>`,
    );
}

/** The shell without the app's scripts: a page that stays as the server rendered it. */
const withoutScripts = (shell: string) => shell.replace(PRELOAD, "").replace(ENTRY, "");

/**
 * The shell with the rendered page inside #root (in place of the session spinner and the
 * noscript line), its styles at the end of the head and the Apollo cache's state after #root,
 * where the app's script (web/src/app/main.tsx) takes it to hydrate the page. Without `app`, the
 * page gets none of the app's scripts.
 */
export function withBody(
  shell: string,
  page: RenderedPage,
  { app = true }: { app?: boolean } = {},
): string {
  const start = shell.indexOf(ROOT);
  const end = shell.lastIndexOf("</div>", shell.indexOf("</body>"));
  if (start < 0 || end < start) throw new Error("The web app's index.html has no #root element");
  const state = `<script type="application/json" id="ga-state">${page.state}</script>`;
  return (
    (app ? wakingScripts : withoutScripts)(shell.slice(0, start + ROOT.length)).replace(
      "</head>",
      () => `${page.styles}</head>`,
    ) +
    page.html +
    `</div>\n    ${state}` +
    shell.slice(end + "</div>".length)
  );
}
