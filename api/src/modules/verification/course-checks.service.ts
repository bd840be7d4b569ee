import type { EntityManager } from "@mikro-orm/postgresql";
import { type CheckResult, iso } from "./anomaly.rules.js";
import { AnomalyService } from "./anomaly.service.js";

/** An active course that cannot be sold as it is: no price, or no hours. */
function activeWithoutPriceOrHours(em: EntityManager): Promise<CheckResult> {
  type Row = { id: number; title: string; price_cents: number; hours: number; updated_at: Date };
  return new AnomalyService(em).runCheck<Row>(
    { code: "course.incomplete", type: "Active course without price or hours" },
    `select id, title, price_cents, hours, updated_at, count(*) over () as total
     from courses where is_active and (price_cents <= 0 or hours <= 0)
     order by updated_at desc, id desc
     limit ?`,
    [],
    row => {
      const missing = [row.price_cents <= 0 && "a price", row.hours <= 0 && "hours"].filter(
        Boolean,
      );
      return {
        ids: [row.id],
        reason: `Course #${row.id} '${row.title}' is active without ${missing.join(" or ")}.`,
        timestamp: iso(row.updated_at),
        recordIds: [`course:${row.id}`],
        courseId: row.id,
        courseTitle: row.title,
      };
    },
  );
}

export interface CourseRecord {
  id: number;
  title: string;
  priceCents: number;
  hours: number;
  isSelfPaced: boolean;
  isActive: boolean;
  createdAt: string;
}

/** The course checks of the verification report. */
export class CourseChecksService {
  constructor(private readonly em: EntityManager) {}

  checks(): Promise<CheckResult>[] {
    return [activeWithoutPriceOrHours(this.em)];
  }

  /** The 50 most recently created courses. */
  async recent(): Promise<{ records: CourseRecord[]; checked: number }> {
    const rows = await this.em.execute<
      {
        id: number;
        title: string;
        price_cents: number;
        hours: number;
        is_self_paced: boolean;
        is_active: boolean;
        created_at: Date;
      }[]
    >(
      `select id, title, price_cents, hours, is_self_paced, is_active, created_at
       from courses order by created_at desc, id desc limit 50`,
    );
    const [counts] = await this.em.execute<{ checked: number }[]>(
      `select count(*)::int as checked from courses`,
    );
    return {
      checked: counts.checked,
      records: rows.map(row => ({
        id: row.id,
        title: row.title,
        priceCents: row.price_cents,
        hours: row.hours,
        isSelfPaced: row.is_self_paced,
        isActive: row.is_active,
        createdAt: iso(row.created_at)!,
      })),
    };
  }
}
