import { oneLineProblem } from "@guardian/rules";
import { isIP } from "node:net";
import { domainToASCII } from "node:url";

/** A host name's longest form (RFC 1035), and one label's. */
export const MAX_HOST = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host name an administrator maps to a partner, as it is kept (lower-case ASCII, punycode for
 * a unicode name), or the problem with it: an IP address, localhost, the portal's own host, a
 * port, a wildcard, more than 253 characters, a label that is not letters, digits and inner
 * hyphens (1 to 63), a single label, a trailing dot.
 */
export function readHost(
  raw: string,
  portalHost: string,
): { host: string; problem?: never } | { host?: never; problem: string } {
  const text = raw.trim();
  if (!text) return { problem: "Host is required" };
  // Before IDNA's mapping, which drops some invisible characters (a soft hyphen) silently.
  const oneLine = oneLineProblem("Host", text);
  if (oneLine) return { problem: oneLine };
  if (text.length > MAX_HOST) return { problem: `Host must be at most ${MAX_HOST} characters` };
  if (text.includes("*")) return { problem: "Host must be one name, not a wildcard" };
  if (isIP(text) || isIP(text.replace(/^\[|\]$/g, ""))) {
    return { problem: "Host must be a name, not an IP address" };
  }
  if (/:\d*$/.test(text)) return { problem: "Host must not have a port" };
  if (text.endsWith(".")) return { problem: "Host must not end with a dot" };
  // domainToASCII reads "a.com/x" as "a.com": nothing of an address but the name gets that far.
  if (/[\s\p{Cc}/?#@\\:%[\]]/u.test(text)) return { problem: "Host is not a valid host name" };
  const host = domainToASCII(text);
  if (!host || host.length > MAX_HOST) return { problem: "Host is not a valid host name" };
  const labels = host.split(".");
  if (!labels.every(label => LABEL.test(label))) {
    return { problem: "Host is not a valid host name" };
  }
  if (labels.length < 2) return { problem: "Host must have at least two labels (example.com)" };
  if (host === "localhost" || host.endsWith(".localhost")) {
    return { problem: "Host must not be localhost" };
  }
  if (/^[0-9.]+$/.test(host)) return { problem: "Host must be a name, not an IP address" };
  if (host === portalHost.toLowerCase()) return { problem: "Host is the portal's own host" };
  return { host };
}

/**
 * Whether a partner's own domain serves `path` from its storefront: the home page "/" and a
 * course's "/course/{id}"; every other page is the portal's, as on the portal's host.
 */
export function servesStorefront(path: string): boolean {
  return path === "/" || /^\/course\/[^/]+\/?$/i.test(path);
}

/** On a partner's own domain, the storefront's address for `path`; null where it serves none. */
export function storefrontPathOf(slug: string, path: string): string | null {
  if (!servesStorefront(path)) return null;
  return path === "/" ? `/p/${slug}` : `/p/${slug}${path}`;
}
