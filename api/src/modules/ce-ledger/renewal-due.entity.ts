import { Entity, Property } from "@mikro-orm/decorators/legacy";
import { CURRENT_UTC_DAY, ledgerSql } from "./ledger.sql.js";

/**
 * Every learner's current renewal period, read-only: a virtual entity over the ledger statement,
 * so the admin report pages it with the same keyset helper as every other admin list.
 */
@Entity({ expression: ledgerSql(CURRENT_UTC_DAY) })
export class RenewalDue {
  /** The learner's user id. */
  @Property({ type: "integer" })
  id!: number;

  @Property({ type: "text" })
  username!: string;

  @Property({ type: "text" })
  fullName!: string;

  @Property({ type: "text" })
  email!: string;

  @Property({ type: "text" })
  periodStart!: string;

  @Property({ type: "text" })
  deadline!: string;

  @Property({ type: "integer" })
  daysLeft!: number;

  @Property({ type: "integer" })
  hoursEarned!: number;

  @Property({ type: "integer" })
  hoursRequired!: number;

  @Property({ type: "integer" })
  hoursMissing!: number;
}
