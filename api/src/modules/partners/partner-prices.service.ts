import type { EntityManager } from "@mikro-orm/postgresql";

/** What a course costs at a partner's storefront now. */
export interface PartnerPrice {
  courseId: number;
  /** The academy's own price of the course. */
  academyPriceCents: number;
  /** The partner's own price, or null when it sells at the academy's price. */
  partnerPriceCents: number | null;
  /** What a learner pays there: the partner's price, else the academy's. */
  priceCents: number;
}

/** A partner's prices per course (append-only rows in `partner_course_prices`). */
export class PartnerPriceService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The current prices of a partner's storefront: one row per active course (all of them, or
   * those of `courseIds`; an inactive or unknown id has none), by course id. The current partner
   * price is the newest `partner_course_prices` row of the (partner, course); a null price there
   * (or none) is the academy's. One statement, in the caller's transaction when `em` is one.
   */
  async currentPartnerPrices(
    partnerId: number,
    courseIds?: readonly number[],
  ): Promise<PartnerPrice[]> {
    if (courseIds?.length === 0) return [];
    const only = courseIds ? `and c.id in (${courseIds.map(() => "?").join(", ")})` : "";
    const rows = await this.em.execute<
      { course_id: number; academy_price_cents: number; partner_price_cents: number | null }[]
    >(
      `select c.id as course_id, c.price_cents as academy_price_cents,
              own.price_cents as partner_price_cents
         from courses c
         left join lateral (
           select p.price_cents from partner_course_prices p
            where p.partner_id = ? and p.course_id = c.id
            order by p.set_at desc, p.id desc limit 1) own on true
        where c.is_active ${only}
        order by c.id`,
      [partnerId, ...(courseIds ?? [])],
    );
    return rows.map(row => ({
      courseId: row.course_id,
      academyPriceCents: row.academy_price_cents,
      partnerPriceCents: row.partner_price_cents,
      priceCents: row.partner_price_cents ?? row.academy_price_cents,
    }));
  }
}
