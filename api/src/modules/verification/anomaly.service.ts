import type { EntityManager } from "@mikro-orm/postgresql";
import { ANOMALY_LIMIT, type Anomaly, type CheckResult, type Counted } from "./anomaly.rules.js";

/** The integrity checks' one way to the database. */
export class AnomalyService {
  constructor(private readonly em: EntityManager) {}

  /** Runs one check's statement (which ends in `limit ?`) and turns its rows into anomalies. */
  async runCheck<T extends object>(
    check: { code: string; type: string },
    sql: string,
    params: unknown[],
    toAnomaly: (row: T) => Omit<Anomaly, "code" | "type" | "key"> & { ids: (string | number)[] },
  ): Promise<CheckResult> {
    const rows = await this.em.execute<Counted<T>[]>(sql, [...params, ANOMALY_LIMIT]);
    const anomalies = rows.map(row => {
      const { ids, ...rest } = toAnomaly(row);
      return { key: `${check.code}:${ids.join(":")}`, code: check.code, type: check.type, ...rest };
    });
    return { ...check, anomalies, total: rows.length ? Number(rows[0].total) : 0 };
  }
}
