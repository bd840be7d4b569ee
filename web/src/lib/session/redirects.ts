// C0 and C1 control characters (a browser drops tabs and line breaks inside a URL, so "/\t/host"
// becomes "//host") and backslashes (a browser reads "\" as "/" in a web address).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * A redirect target from the address bar, accepted only as a path of this site: resolved against
 * this origin, it must stay on it. Answers the resolved path, query and fragment, never the raw
 * value, so what the browser is sent to is what was checked.
 */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || UNSAFE.test(value)) return fallback;
  const { origin } = window.location;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  // Dot segments can leave a path such as "//host" (from "/.//host"), which the browser would
  // read as another site.
  if (url.origin !== origin || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?redirect=/account: slashes stay readable, everything else is encoded. */
export function loginPath(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect).replaceAll("%2F", "/")}`;
}
