export declare const SITE_TITLE: string;
export declare function tabTitle(title: string): string;
export declare function storefrontTitle(title: string, partner: string): string;
export declare const NOT_FOUND_TITLE: string;
export declare const COURSE_NOT_FOUND_TITLE: string;
export declare const LEGAL_NOT_FOUND_TITLE: string;
export declare const LEGAL_TITLES: ReadonlyMap<string, string>;

/** One page of the web app (routes.js says what each field means). */
export interface Route {
  name: string;
  path: string;
  title: string | null;
  description?: string;
  render?: { query: readonly string[] };
  private?: boolean;
  guard?: "signed-in" | "admin";
  viewerRender?: boolean;
}
export declare const ROUTES: readonly Route[];
export declare function matchRoute(
  pathname: string,
): { route: Route; params: (string | undefined)[] } | undefined;
export declare function routeTitle(pathname: string): string | null | undefined;
export declare const PRIVATE_PREFIXES: readonly string[];

/**
 * A page the server rendered (web app/server.tsx renders it, api http/page-renderer.ts asks):
 * the markup inside #root, the style elements of the styles it uses (for the head), and the
 * Apollo cache's state as JSON, `<` escaped so that it cannot close its script element.
 */
export interface RenderedPage {
  html: string;
  styles: string;
  state: string;
}

/**
 * A form a visitor sent without the app (a plain POST), as the server's render of its page shows
 * it: what was typed, each field's refusal or the form's, or that it was sent.
 */
export interface PostedForm {
  /** Which form of the page it is (the form reads its own). */
  name: string;
  /** The fields as sent, kept in the page's fields. */
  values: Record<string, string>;
  /** Each refused field's message, by field name. */
  errors: Record<string, string>;
  /** A refusal of the whole form (too many sent), if any. */
  message?: string;
  /** It was sent: the form shows its confirmation. */
  sent: boolean;
}
