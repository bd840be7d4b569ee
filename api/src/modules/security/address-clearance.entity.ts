import { Entity, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * A super administrator's unblock of a client address: the lockout's per-address counts start
 * from the latest one. Only the unblockAddress mutation writes it, never a sign-in attempt, so
 * nothing an attacker sends can clear their own address.
 */
@Entity({ tableName: "address_clearances" })
@Index({ name: "address_clearances_ip_time_idx", properties: ["ipAddress", "createdAt"] })
export class AddressClearance {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  ipAddress!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  clearedBy?: Ref<User> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
