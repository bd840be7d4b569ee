import type { Orm } from "../../db/orm.js";
import { openTestOrm } from "../../../test/database.js";
import { createCourse, createPartner } from "../../../test/factories.js";
import { PartnerPriceService } from "./partner-prices.service.js";
import { PartnerCoursePrice } from "./partner-storefront.entity.js";
import type { Partner } from "./partner.entity.js";

/**
 * The current price of a course at a partner's storefront: the newest row of its append-only
 * history, the academy's price when there is none or the newest says null.
 */
let db: { orm: Orm; close(): Promise<void> };
let partner: Partner;
let other: Partner;

beforeAll(async () => {
  db = await openTestOrm({ demo: false });
  partner = await createPartner(db);
  other = await createPartner(db);
});
afterAll(() => db.close());

async function setPrices(partnerId: number, courseId: number, ...prices: (number | null)[]) {
  const em = db.orm.em.fork();
  const at = Date.now();
  // Explicit times, a second apart: the newest by set_at, not by insertion order.
  prices.forEach((priceCents, i) =>
    em.create(PartnerCoursePrice, {
      partner: partnerId,
      course: courseId,
      priceCents,
      setAt: new Date(at - (prices.length - i) * 1000),
    }),
  );
  await em.flush();
}

const prices = (partnerId: number, courseIds?: number[]) =>
  new PartnerPriceService(db.orm.em.fork()).currentPartnerPrices(partnerId, courseIds);

describe("currentPartnerPrices", () => {
  it("answers the newest row of each course, the academy's price otherwise", async () => {
    const own = await createCourse(db, { priceCents: 19_900, title: "Skip Tracing" });
    const reset = await createCourse(db, { priceCents: 25_000 });
    const untouched = await createCourse(db, { priceCents: 9_900 });
    const inactive = await createCourse(db, { priceCents: 5_000, isActive: false });
    await setPrices(partner.id, own.id, 15_000, 17_500);
    await setPrices(partner.id, reset.id, 20_000, null);
    await setPrices(partner.id, inactive.id, 4_000);
    await setPrices(other.id, untouched.id, 1_000);

    const all = await prices(partner.id);
    const mine = all.filter(p =>
      [own.id, reset.id, untouched.id, inactive.id].includes(p.courseId),
    );
    expect(mine[0].title).toBe("Skip Tracing");
    expect(mine).toMatchObject([
      {
        courseId: own.id,
        academyPriceCents: 19_900,
        partnerPriceCents: 17_500,
        priceCents: 17_500,
      },
      {
        courseId: reset.id,
        academyPriceCents: 25_000,
        partnerPriceCents: null,
        priceCents: 25_000,
      },
      {
        courseId: untouched.id,
        academyPriceCents: 9_900,
        partnerPriceCents: null,
        priceCents: 9_900,
      },
    ]);
    expect(all.map(p => p.courseId)).toEqual([...all.map(p => p.courseId)].sort((a, b) => a - b));

    expect(await prices(partner.id, [untouched.id, own.id, inactive.id, 999_999])).toMatchObject([
      {
        courseId: own.id,
        academyPriceCents: 19_900,
        partnerPriceCents: 17_500,
        priceCents: 17_500,
      },
      {
        courseId: untouched.id,
        academyPriceCents: 9_900,
        partnerPriceCents: null,
        priceCents: 9_900,
      },
    ]);
    expect(await prices(other.id, [untouched.id])).toMatchObject([
      {
        courseId: untouched.id,
        academyPriceCents: 9_900,
        partnerPriceCents: 1_000,
        priceCents: 1_000,
      },
    ]);
    expect(await prices(partner.id, [])).toEqual([]);
  });

  it("breaks a tie of times by the later row", async () => {
    const course = await createCourse(db, { priceCents: 10_000 });
    const em = db.orm.em.fork();
    const at = new Date();
    em.create(PartnerCoursePrice, {
      partner: partner.id,
      course: course.id,
      priceCents: 1,
      setAt: at,
    });
    await em.flush();
    em.create(PartnerCoursePrice, {
      partner: partner.id,
      course: course.id,
      priceCents: 2,
      setAt: at,
    });
    await em.flush();
    expect((await prices(partner.id, [course.id]))[0].priceCents).toBe(2);
  });
});
