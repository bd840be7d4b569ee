/**
 * A redirect target from the address bar, accepted only as a path of this site: "//host" and
 * "/\host" are other origins to a browser.
 */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}

/** /login?redirect=/account: slashes stay readable, everything else is encoded. */
export function loginPath(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect).replaceAll("%2F", "/")}`;
}
