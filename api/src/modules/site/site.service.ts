import {
  COURSE_NOT_FOUND_TITLE,
  LEGAL_NOT_FOUND_TITLE,
  LEGAL_TITLES,
  NOT_FOUND_TITLE,
  matchRoute,
} from "@guardian/rules";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError } from "../../errors.js";
import { Course } from "../courses/course.entity.js";
import { LegalService } from "../legal/legal.service.js";
import { LegalPageName } from "../legal/legal.types.js";
import { StorefrontService } from "../partners/storefront.service.js";
import { PageCache } from "./page-cache.rules.js";
import {
  type PageHead,
  courseHead,
  homeHead,
  isPrivate,
  legalHead,
  notFound,
  routeHead,
  storefrontHead,
} from "./page-head.rules.js";

const caches = new WeakMap<object, PageCache>();

/** What the public site reads for a page's shell: its head, the site's version, the page cache. */
export class SiteService {
  constructor(private readonly em: EntityManager) {}

  /**
   * What the web app's shell says about `path` (its route in the manifest, @guardian/rules'
   * `matchRoute`) before its script runs: the home page, a course (an inactive one too: its page
   * says Coming Soon), a legal page, and every other page of the app under its own title, as the
   * browser names it. A course or legal page that does not exist and an address the app has no
   * page for are 404s (so is the demo learning system's page where Moodle is the learning system);
   * signed-in areas and one-off pages are kept out of search engines.
   */
  async readPageHead(
    rawPath: string,
    publicUrl: string,
    { demoLms }: { demoLms: boolean },
    match = matchRoute(rawPath),
  ): Promise<PageHead> {
    // The app's router reads /courses/ as /courses.
    const path = (rawPath.length > 1 ? rawPath.replace(/\/$/, "") : rawPath).toLowerCase();
    // The demo learning system's pages exist only where it stands in for Moodle (never in production).
    if (!demoLms && /^\/demo-lms(?:\/|$)/.test(path)) return notFound(NOT_FOUND_TITLE);
    // The not-found page of a signed-in area is the browser's to render (behind its guard).
    if (!match) return { ...notFound(NOT_FOUND_TITLE), unknown: !isPrivate(path) };
    const { route, params } = match;
    if (route.name === "home") return homeHead(publicUrl);
    if (route.name === "course") {
      const course = await this.course(params[0] ?? "");
      return course ? courseHead(course, publicUrl) : notFound(COURSE_NOT_FOUND_TITLE);
    }
    if (route.name === "storefront" || route.name === "storefrontCourse") {
      return this.storefrontPage(params[0] ?? "", publicUrl, params[1]);
    }
    // /legal alone is the spec's default page, Terms of Service.
    if (route.name === "legal")
      return (
        (await this.legalPage(params[0] ?? LegalPageName.TERMS)) ?? notFound(LEGAL_NOT_FOUND_TITLE)
      );
    return routeHead(route);
  }

  /**
   * A partner's storefront page (`courseId`: a course's, as its address has it): not found for no
   * launched storefront or no course it sells; the not-selling page for either address of a
   * storefront that does not sell.
   */
  private async storefrontPage(
    slug: string,
    publicUrl: string,
    courseId?: string,
  ): Promise<PageHead> {
    const storefront = await new StorefrontService(this.em).find(slug);
    if (!storefront) return notFound(NOT_FOUND_TITLE);
    if (courseId === undefined || !storefront.selling) return storefrontHead(storefront, publicUrl);
    const offer = storefront.courses.find(({ course }) => String(course.id) === courseId);
    return offer ? storefrontHead(storefront, publicUrl, offer) : notFound(COURSE_NOT_FOUND_TITLE);
  }

  /** The course of a page's address, or null (no such course, or not a course id). */
  private async course(raw: string): Promise<Course | null> {
    const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
    return id === null ? null : this.em.findOne(Course, { id });
  }

  /** A legal page's head, or null for a page there is none of. */
  private async legalPage(page: string): Promise<PageHead | null> {
    const title = LEGAL_TITLES.get(page);
    if (!title) return null;
    const document = await new LegalService(this.em)
      .page(page as LegalPageName)
      .catch((error: unknown) => {
        // No active document: the page shows its fallback text under the spec's title.
        if (error instanceof AppError && error.code === "NOT_FOUND") return null;
        throw error;
      });
    return legalHead(page, title, document?.title);
  }

  /** The site's version as this request's connection sees it: one indexed read of one row. */
  async readVersion(): Promise<string> {
    const [row] = await this.em
      .getConnection()
      .execute<{ version: string }[]>("select version from site_version where id = 1");
    return String(row?.version ?? "none");
  }

  /**
   * The app's page cache: one per database connection's configuration, as InstallationService
   * keeps the install's id.
   */
  pageCache(): PageCache {
    let cache = caches.get(this.em.config);
    if (!cache) caches.set(this.em.config, (cache = new PageCache()));
    return cache;
  }
}
