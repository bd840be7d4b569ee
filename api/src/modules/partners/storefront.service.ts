import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../errors.js";
import { Course } from "../courses/course.entity.js";
import { toCourse } from "../courses/course.service.js";
import { PartnerLogo } from "./partner-storefront.entity.js";
import { Partner } from "./partner.entity.js";
import {
  type StorefrontLogo,
  isSelling,
  launched,
  logoPath,
  notSellingMessage,
  readSlug,
  shownName,
} from "./storefront.rules.js";
import type { StorefrontCourseObject, StorefrontObject } from "./storefront.types.js";
import { PartnerPriceService } from "./partner-prices.service.js";

export const STOREFRONT_NOT_FOUND = "Storefront not found";
export const STOREFRONT_COURSE_NOT_FOUND = "Course not found";

/**
 * A partner's public storefront (/p/{slug}): found only once launched; a suspended or ended
 * partner's answers "not selling" with no courses. Read afresh each time (the page cache keeps
 * the rendered pages, by path).
 */
export class StorefrontService {
  constructor(private readonly em: EntityManager) {}

  /** The storefront at `slug` (any case), or null: none, not launched, or not a slug at all. */
  async find(rawSlug: string, now = new Date()): Promise<StorefrontObject | null> {
    const slug = readSlug(rawSlug);
    if (slug === null) return null;
    const partner = await this.em.findOne(Partner, { slug });
    if (!partner || !launched(partner)) return null;
    const logo = await this.em.findOne(PartnerLogo, { partner }, { fields: ["updatedAt"] });
    const selling = isSelling(partner, now);
    return {
      id: partner.id,
      slug,
      displayName: shownName(partner),
      brandColour: partner.brandColour ?? null,
      supportEmail: partner.supportEmail ?? null,
      supportPhone: partner.supportPhone ?? null,
      logoUrl: logo ? logoPath(slug, logo.updatedAt) : null,
      selling,
      notSellingMessage: selling ? null : notSellingMessage(shownName(partner)),
      courses: selling ? await this.courses(partner.id) : [],
    };
  }

  /** The storefront at `slug`; NOT_FOUND for none. */
  async get(slug: string): Promise<StorefrontObject> {
    const storefront = await this.find(slug);
    if (!storefront) throw notFound(STOREFRONT_NOT_FOUND);
    return storefront;
  }

  /**
   * One course of a selling storefront at its price; NOT_FOUND for no such storefront or course,
   * an inactive course, or a storefront that does not sell.
   */
  async getCourse(slug: string, courseId: number): Promise<StorefrontCourseObject> {
    const storefront = await this.find(slug);
    const course = storefront?.courses.find(offer => offer.course.id === courseId);
    if (!storefront) throw notFound(STOREFRONT_NOT_FOUND);
    if (!course) throw notFound(STOREFRONT_COURSE_NOT_FOUND);
    return course;
  }

  /** The logo of the storefront at `slug` (launched), or null. */
  async logo(rawSlug: string): Promise<StorefrontLogo | null> {
    const slug = readSlug(rawSlug);
    if (slug === null) return null;
    const partner = await this.em.findOne(Partner, { slug });
    if (!partner || !launched(partner)) return null;
    const logo = await this.em.findOne(PartnerLogo, { partner }, { fields: ["png", "updatedAt"] });
    return logo && { png: logo.png, updatedAt: logo.updatedAt, partnerId: partner.id };
  }

  /** The academy's active courses, by id, each at the partner's current price. */
  private async courses(partnerId: number): Promise<StorefrontCourseObject[]> {
    const courses = await this.em.find(Course, { isActive: true }, { orderBy: { id: "asc" } });
    const prices = await this.currentPrices(partnerId);
    return courses.map(course => ({
      course: toCourse(course),
      priceCents: prices.get(course.id) ?? course.priceCents,
    }));
  }

  /** What each active course costs at the partner's storefront now, by course id. */
  private async currentPrices(partnerId: number): Promise<Map<number, number>> {
    const prices = await new PartnerPriceService(this.em).currentPartnerPrices(partnerId);
    return new Map(prices.map(price => [price.courseId, price.priceCents]));
  }
}
