import type { Context } from "../graphql/context.js";
import type { PostedForm, RenderedPage } from "./page-renderer.js";

/**
 * How the web app's shell (index.html) is dressed for a page before its script runs: the head
 * (title, description, link previews) and the status (a course that does not exist is a 404).
 */
export interface ShellPort {
  dress(page: ShellPage, context: Context): Promise<ShellAnswer>;
}

/**
 * A dressed shell: its status and HTML; `private`: it shows the viewer's own data (never cached);
 * `location`: the page is elsewhere on this host (a 302 to it, no HTML).
 */
export interface ShellAnswer {
  status: number;
  html: string;
  private?: boolean;
  location?: string;
}

/** A page's request as the shell's dresser sees it. */
export interface ShellPage {
  /** The web app's index.html; for a visitor, with the no-session meta. */
  html: string;
  /** The path, and the path with its query (a page's filters). */
  path: string;
  url: string;
  /**
   * The request's Host as Fastify reads it (X-Forwarded-Host only from a proxy TRUST_PROXY
   * believes), port included: a partner's own domain when it is exactly a mapped one (its home
   * and course pages are then the storefront's: modules/site).
   */
  host: string;
  /**
   * Whether the browser sent a session cookie (a signed-in user's pages render in the browser,
   * but for the few rendered in the viewer's own context: modules/site page-body.rules.ts).
   */
  signedIn: boolean;
  /**
   * Renders the page on the server at `url` (its path and the query the page reads: the
   * dresser's cache key), null without the web build's renderer. With `viewer`, as the signed-in
   * viewer of the request (null unless the session is one); such a page is the viewer's alone.
   */
  render: ((url: string, options?: { viewer?: boolean }) => Promise<RenderedPage | null>) | null;
  /** A form the visitor sent without the app, which the page shows (such a page is never kept). */
  form?: PostedForm;
}
