import {
  Check,
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";
import { Partner } from "./partner.entity.js";

/**
 * A host name that serves a partner's storefront (partner-host.rules.ts: lower-case ASCII, no
 * port, no trailing dot): a request whose Host is exactly this gets the partner's pages.
 */
@Entity({ tableName: "partner_hosts" })
@Check({
  name: "partner_hosts_host_check",
  expression: `"host" = lower("host") and length("host") <= 253 and "host" !~ '[:/*]' and "host" !~ '[.]$'`,
})
export class PartnerHost {
  @PrimaryKey({ type: "text" })
  host!: string;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "cascade" })
  @Index({ name: "partner_hosts_partner_idx" })
  partner!: Ref<Partner>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: false })
  createdBy?: Ref<User> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
