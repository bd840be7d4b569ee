import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, notFound } from "../../errors.js";
import { type MailSender, viaPartner } from "../mail/mail.messages.js";
import { Partner } from "./partner.entity.js";
import { PartnerCoursePrice } from "./partner-storefront.entity.js";
import { isSelling, readSlug, shownName } from "./storefront.rules.js";

/** A storefront that exists but does not sell: not launched, suspended or ended. */
export const NOT_SELLING = "This academy is not selling at the moment";
/** A storefront address no partner has. */
export const NO_STOREFRONT = "No academy is found at this address";

/** What a sale at a storefront needs of its partner. */
export interface SellingPartner {
  id: number;
  /** Its storefront's short address (null until it has one). */
  slug: string | null;
  /** The name its storefront shows (its legal name until one is set). */
  name: string;
  brandColour: string | null;
  /** The mail headers of its learners' mails (From name, Reply-To). */
  sender: MailSender;
}

/** What a partner sells and at what price, for the checkout (docs/partners.md). */
export class StorefrontSaleService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The live partner at `/p/{slug}`: an unknown address NOT_FOUND, a partner that is not selling
   * (not launched, suspended, or its term ended) CONFLICT.
   */
  async sellingPartner(slug: string): Promise<SellingPartner> {
    const address = readSlug(slug.trim());
    const partner = address ? await this.em.findOne(Partner, { slug: address }) : null;
    if (!partner) throw notFound(NO_STOREFRONT);
    if (!isSelling(partner)) throw new AppError("CONFLICT", NOT_SELLING);
    return this.sellerOf(partner);
  }

  /** The id of the partner at `/p/{slug}` whatever its status; null for an address none has. */
  async partnerAt(slug: string): Promise<number | null> {
    const address = readSlug(slug.trim());
    if (!address) return null;
    return (await this.em.findOne(Partner, { slug: address }, { fields: ["id"] }))?.id ?? null;
  }

  /** A partner as a sale names it (any status: a past sale's partner may have ended since). */
  sellerOf(partner: Partner): SellingPartner {
    return {
      id: partner.id,
      slug: partner.slug ?? null,
      name: shownName(partner),
      brandColour: partner.brandColour ?? null,
      sender: viaPartner(shownName(partner), partner.supportEmail ?? null),
    };
  }

  /** The partner of a past sale, by its id, as the sale names it. */
  async sellerById(partnerId: number): Promise<SellingPartner> {
    return this.sellerOf(await this.em.findOneOrFail(Partner, partnerId));
  }

  /**
   * The partner's price of a course at `at` (the newest price row set by then), or the course's
   * own price where none was set or the row says "the academy's price" (null).
   * (54-D1's currentPartnerPrices answers the current one; this reads the history.)
   */
  async priceAt(
    partnerId: number,
    course: { id: number; priceCents: number },
    at = new Date(),
  ): Promise<number> {
    const row = await this.em.findOne(
      PartnerCoursePrice,
      { partner: partnerId, course: course.id, setAt: { $lte: at } },
      { orderBy: { setAt: "desc", id: "desc" } },
    );
    return row?.priceCents ?? course.priceCents;
  }
}
