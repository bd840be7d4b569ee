import fc from "fast-check";
import { ROUTES } from "@guardian/rules";
import { hostileString } from "../hostile-values.js";
import { FIXTURE_ID, type HostileRequest, encode, pathParam } from "./request.js";

/**
 * The web app's pages as the server dresses them (the head from the database, a visitor's page
 * rendered): hostile path parameters and query strings (`pageQuery`).
 */
const PAGES = [
  "/",
  "/courses",
  "/course/:id",
  "/about",
  "/contact",
  "/faq",
  "/legal/:page",
  "/business-offers",
  "/verify/:number",
  "/p/:slug",
  "/p/:slug/course/:id",
  "/dashboard",
  "/no/:such",
];

export const PAGES_TARGET = "GET pages";

/** The query parameters the rendered pages read (the manifest's `render`, @guardian/rules). */
const PAGE_PARAMETERS = [...new Set(ROUTES.flatMap(route => route.render?.query ?? []))];

/**
 * A page's query string as a visitor may make it up to flood the page cache: parameters the pages
 * read, given twice and in any order, beside names and values of its own (random, hostile).
 */
export const pageQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...PAGE_PARAMETERS),
        fc.constantFrom("z", "utm_source", "Q", "q[]", "", "_"),
        hostileString.map(text => text.slice(0, 100)),
      ),
      fc.oneof(
        fc.uuid(),
        hostileString.map(text => text.slice(0, 2000)),
      ),
    ),
    { maxLength: 6 },
  )
  .map(pairs => pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&"));

/**
 * The host a page is asked for at (a partner's own domain when exactly a mapped one: modules/site),
 * as the suite's proxy hop sends it (X-Forwarded-Host; fetch sends no Host of its own): oversized,
 * unicode, IP addresses, a port, upper case, a trailing dot, two hosts, made-up names.
 */
const hostileHost: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    `${"a".repeat(63)}.`.repeat(80) + "example",
    "b\u00fccher.example",
    "xn--bcher-kva.example",
    "127.0.0.1",
    "[::1]",
    "[::1]:443",
    "learn.example:8443",
    "LEARN.EXAMPLE",
    "learn.example.",
    "a.example, b.example",
    "localhost",
    "",
  ),
  fc.domain(),
);

export const pageRequests: fc.Arbitrary<HostileRequest> = fc
  .tuple(fc.constantFrom(...PAGES), pathParam, fc.option(pageQuery), fc.option(hostileHost))
  .map(([page, param, query, host]) => {
    const path = page.replace(/:\w+/g, encode(param) || "x");
    const headers: Record<string, string> = host === null ? {} : { "x-forwarded-host": host };
    return {
      label: `GET ${page}`,
      path: query ? `${path}?${query}` : path,
      method: "GET",
      headers,
    };
  });

/**
 * Cache-key flooding: the rendered pages (a course and a certificate the suite's fixtures name)
 * with query strings of a visitor's own making, from anyone.
 */
export const cacheFloodRequests: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(
      "/",
      "/courses",
      `/course/${FIXTURE_ID}`,
      "/about",
      "/faq",
      "/legal/terms",
      "/business-offers",
      "/verify/GA-1",
    ),
    pageQuery,
  )
  .map(([path, query]) => ({
    label: `GET ${path}`,
    path: query ? `${path}?${query}` : path,
    method: "GET",
    headers: {},
    role: "anonymous" as const,
  }));
