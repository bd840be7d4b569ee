import {
  Entity,
  Enum,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";
import { Partner } from "./partner.entity.js";

export enum PartnerAdminRole {
  /** The contact the partner was set up for. */
  OWNER = "owner",
  /** A co-administrator invited by another administrator of the partner. */
  ADMIN = "admin",
}

export enum PartnerAdminStatus {
  /** Invited by email; the link not used yet. */
  INVITED = "invited",
  /** Joined: administers the partner. */
  JOINED = "joined",
  /** Removed, or the invitation revoked: administers nothing. */
  REMOVED = "removed",
}

/**
 * An administrator of a partner: a normal user account whose joined membership grants the
 * partner's operations (partner-scope.service.ts). One row per partner and email address.
 */
@Entity({ tableName: "partner_admins" })
@Unique({ name: "partner_admins_partner_email_unique", properties: ["partner", "email"] })
export class PartnerAdmin {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "cascade" })
  partner!: Ref<Partner>;

  /** Their account: set when they join. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "cascade", index: true })
  user?: Ref<User> | null;

  /** Lower case: the address invited. */
  @Property({ type: "text" })
  email!: string;

  @Enum({ items: () => PartnerAdminRole })
  role!: PartnerAdminRole;

  @Enum({ items: () => PartnerAdminStatus, default: PartnerAdminStatus.INVITED })
  status: Opt<PartnerAdminStatus> = PartnerAdminStatus.INVITED;

  /** The SHA-256 of the invitation link's token while it can be used (single use: cleared). */
  @Property({ type: "text", nullable: true, unique: "partner_admins_token_hash_unique" })
  tokenHash?: string | null;

  /** When the invitation link stops working (14 days after it was sent). */
  @Property({ type: "datetime", nullable: true })
  expiresAt?: Date | null;

  /** Who invited them (null for the owner's invitation, and when that account is deleted). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: true })
  invitedBy?: Ref<User> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  invitedAt: Opt<Date> = new Date();

  @Property({ type: "datetime", nullable: true })
  joinedAt?: Date | null;
}
