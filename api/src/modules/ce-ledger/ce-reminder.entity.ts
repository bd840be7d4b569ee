import { Entity, ManyToOne, PrimaryKey, Property, Unique } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * A renewal reminder claimed for a learner, period and threshold (60, 30 or 7 days before the
 * deadline). The unique key is the "at most once": the row is inserted in the transaction that
 * queues the mail, so a second or concurrent run finds it and sends nothing.
 */
@Entity({ tableName: "ce_reminders" })
@Unique({ name: "ce_reminders_once", properties: ["user", "periodStart", "thresholdDays"] })
export class CeReminder {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  /** The first day (UTC) of the period the reminder is about. */
  @Property({ type: "date" })
  periodStart!: string;

  @Property({ type: "integer" })
  thresholdDays!: number;

  @Property({ type: "datetime", defaultRaw: "now()" })
  sentAt: Opt<Date> = new Date();
}
