import { Entity, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * An employer (a bail-bond or recovery company) that buys seats of courses for its agents and
 * watches their certificates and renewal deadlines (issue 36). Its managers are members with the
 * manager role (agency-member.entity.ts).
 */
@Entity({ tableName: "agencies" })
export class Agency {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  name!: string;

  /** Where the agency's receipts and billing questions go. */
  @Property({ type: "text" })
  billingEmail!: string;

  /** Who set it up (kept as null when that account is deleted). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: true })
  createdBy?: Ref<User> | null;

  @Property({ type: "datetime", defaultRaw: "now()", index: true })
  createdAt: Opt<Date> = new Date();
}
