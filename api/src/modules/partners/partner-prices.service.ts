import type { EntityManager } from "@mikro-orm/postgresql";
import { LockMode } from "@mikro-orm/core";
import { badInput } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { money } from "../../util/money.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import { PartnerCoursePrice } from "./partner-storefront.entity.js";
import { Partner } from "./partner.entity.js";

/** What a course costs at a partner's storefront now. */
export interface PartnerPrice {
  courseId: number;
  /** The course's title. */
  title: string;
  /** The academy's own price of the course. */
  academyPriceCents: number;
  /** The partner's own price, or null when it sells at the academy's price. */
  partnerPriceCents: number | null;
  /** What a learner pays there: the partner's price, else the academy's. */
  priceCents: number;
}

/** The highest price a partner may set: $1,000,000.00, as for a course. */
export const MAX_PARTNER_PRICE_CENTS = 100_000_000;

/** A partner's price's problem (null: back to the academy's price), or undefined. */
function priceProblem(priceCents: number | null): string | undefined {
  if (priceCents === null) return undefined;
  if (!Number.isInteger(priceCents)) return "Price must be a whole number of cents";
  if (priceCents < 0 || priceCents > MAX_PARTNER_PRICE_CENTS) {
    return `Price must be between ${money(0)} and ${money(MAX_PARTNER_PRICE_CENTS)}`;
  }
  return undefined;
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
      {
        course_id: number;
        title: string;
        academy_price_cents: number;
        partner_price_cents: number | null;
      }[]
    >(
      `select c.id as course_id, c.title, c.price_cents as academy_price_cents,
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
      title: row.title,
      academyPriceCents: row.academy_price_cents,
      partnerPriceCents: row.partner_price_cents,
      priceCents: row.partner_price_cents ?? row.academy_price_cents,
    }));
  }

  /** Every active course with the academy's and the partner's price, for its administrators. */
  async list(viewer: Viewer, partnerId: number): Promise<PartnerPrice[]> {
    await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    return this.currentPartnerPrices(partnerId);
  }

  /**
   * Sets the partner's price of an active course (null: back to the academy's price): a new
   * history row and the timeline's price-set, in one transaction, the partner locked so two
   * administrators' changes follow one another. The same price again changes nothing (a retry).
   */
  async setPrice(
    viewer: Viewer,
    partnerId: number,
    courseId: number,
    priceCents: number | null,
  ): Promise<PartnerPrice> {
    const problem = priceProblem(priceCents);
    if (problem) throw badInput(problem);
    await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    return this.em.transactional(async tx => {
      await tx.findOneOrFail(Partner, partnerId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const prices = new PartnerPriceService(tx);
      const [current] = await prices.currentPartnerPrices(partnerId, [courseId]);
      if (!current) throw badInput("Only an active course of the academy can be priced");
      if (current.partnerPriceCents === priceCents) return current;
      tx.create(PartnerCoursePrice, {
        partner: partnerId,
        course: courseId,
        priceCents,
        setBy: viewer.id,
      });
      tx.create(PartnerEvent, {
        partner: partnerId,
        kind: PartnerEventKind.PRICE_SET,
        actor: viewer.id,
        details: {
          courseId,
          priceCents,
          note: `${current.title}: ${priceCents === null ? `the academy's price (${money(current.academyPriceCents)})` : money(priceCents)}`,
        },
      });
      await tx.flush();
      return {
        ...current,
        partnerPriceCents: priceCents,
        priceCents: priceCents ?? current.academyPriceCents,
      };
    });
  }
}
