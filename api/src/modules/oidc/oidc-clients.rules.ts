const MAX_URI = 2000;

/**
 * What is wrong with a client's redirect (or sign-out return) URI, if anything: it must be an
 * absolute http(s) address of one line, without a fragment or credentials, matched exactly (no
 * patterns), so a code never lands anywhere the client did not register.
 */
export function redirectUriProblem(uri: string): string | undefined {
  if (!uri) return "an address is empty";
  if (uri.length > MAX_URI) return `an address is longer than ${MAX_URI} characters`;
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) return "an address holds spaces or control characters";
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `"${uri.slice(0, 100)}" is not an absolute address`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `"${uri.slice(0, 100)}" must start with https:// (or http://)`;
  }
  if (url.hash || uri.includes("#")) return `"${uri.slice(0, 100)}" must not hold a fragment (#)`;
  if (url.username || url.password) return `"${uri.slice(0, 100)}" must not hold credentials`;
  if (uri.includes("*")) return `"${uri.slice(0, 100)}" must be exact (no wildcards)`;
  return undefined;
}

/** Moodle's OAuth 2 callback, the redirect URI of its issuers' clients. */
export const MOODLE_CALLBACK = "/admin/oauth2callback.php";

/**
 * Whether the provider requires a PKCE challenge of a client's authorization requests: always,
 * but of a client whose every redirect URI is Moodle's OAuth 2 callback. Core Moodle's OAuth 2
 * client cannot send one (its login request is client_id, response_type, redirect_uri, state (its
 * sesskey) and scope: lib/oauthlib.php `get_login_url`); it proves itself with its secret at the
 * token endpoint, and a challenge it did send is still checked there (no downgrade).
 */
export function pkceRequired(redirectUris: readonly string[]): boolean {
  const moodle = (uri: string) => URL.parse(uri)?.pathname.endsWith(MOODLE_CALLBACK) ?? false;
  return redirectUris.length === 0 || !redirectUris.every(moodle);
}
