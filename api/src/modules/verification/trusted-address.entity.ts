import { Entity, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/**
 * A client address a super administrator trusts (the office, a VPN): administrators' sign-ins
 * from it are not "admin login from new IP" findings. Failed-login bursts from it still are.
 */
@Entity({ tableName: "trusted_addresses" })
export class TrustedAddress {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text", unique: "trusted_addresses_ip_address_unique" })
  ipAddress!: string;

  /** Why it is trusted, if the super administrator said. */
  @Property({ type: "text", nullable: true })
  note?: string | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  trustedBy?: Ref<User> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  trustedAt: Opt<Date> = new Date();
}
