import {
  BeforeCreate,
  BeforeUpdate,
  Entity,
  Enum,
  Index,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { usernameKey } from "./user.rules.js";

export enum UserStatus {
  ACTIVE = "active",
  SUSPENDED = "suspended",
  PENDING = "pending",
}

@Entity({ tableName: "users" })
// Usernames and emails are unique whatever their case.
@Index({
  name: "users_username_lower_unique",
  expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
})
@Index({
  name: "users_email_lower_unique",
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
// The admin list's keyset sorts (each key plus id, so a deep page costs what the first does).
@Index({ name: "users_name_idx", properties: ["lastName", "firstName", "id"] })
@Index({ name: "users_username_id_idx", properties: ["username", "id"] })
@Index({ name: "users_email_id_idx", properties: ["email", "id"] })
@Index({ name: "users_created_id_idx", properties: ["createdAt", "id"] })
// The admin search (a case-insensitive substring of username, email or "first last") is served by
// trigram indexes (pg_trgm): `ilike '%term%'` on these very expressions uses them.
@Index({
  name: "users_username_trgm_idx",
  expression:
    'create index "users_username_trgm_idx" on "users" using gin ("username" gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: "users_email_trgm_idx",
  expression:
    'create index "users_email_trgm_idx" on "users" using gin ("email" gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: "users_full_name_trgm_idx",
  expression: `create index "users_full_name_trgm_idx" on "users" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops) with (fastupdate = off)`,
})
export class User {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  username!: string;

  /** The username's look-alike key: no two accounts may look the same. */
  @Property({ type: "text" })
  @Unique({ name: "users_username_key_unique" })
  usernameKey: Opt<string> = "";

  @Property({ type: "text" })
  email!: string;

  /** argon2id hash; never selected into a response type. */
  @Property({ type: "text", hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: "text" })
  firstName!: string;

  @Property({ type: "text" })
  lastName!: string;

  @Property({ type: "text", nullable: true })
  phone?: string | null;

  @Property({ type: "boolean", default: false })
  isAdmin: Opt<boolean> = false;

  @Property({ type: "boolean", default: false })
  isSuperAdmin: Opt<boolean> = false;

  @Enum({ items: () => UserStatus, default: UserStatus.ACTIVE })
  status: Opt<UserStatus> = UserStatus.ACTIVE;

  /** Bumped by force logout and password change: every older session ends. */
  @Property({ type: "integer", default: 0 })
  tokenVersion: Opt<number> = 0;

  @Property({ type: "datetime", nullable: true })
  lastPasswordChanged?: Date | null;

  @Property({ type: "datetime", nullable: true })
  lastLogin?: Date | null;

  @Property({ type: "boolean", default: true })
  emailNotifications: Opt<boolean> = true;

  @Property({ type: "integer", default: 0 })
  failedLoginCount: Opt<number> = 0;

  @Property({ type: "datetime", nullable: true })
  lockedUntil?: Date | null;

  /**
   * The learner's Moodle account, once provisioning found or made it: used from then on, so a
   * changed email or username here does not lose it.
   */
  @Property({ type: "integer", nullable: true })
  moodleUserId?: number | null;

  /** That account's username in Moodle (ASCII, as Moodle's PARAM_USERNAME allows). */
  @Property({ type: "text", nullable: true })
  moodleUsername?: string | null;

  /**
   * What provisioning found wrong with that account (`suspended`, `deleted` in Moodle); cleared
   * when an administrator relinks it (Admin > Users).
   */
  @Property({ type: "text", nullable: true })
  moodleAccountProblem?: string | null;

  /**
   * The licensed partner whose storefront the account registered at; null for the portal's own.
   * Declared beside the partner (partners/partner-storefront.entity.ts).
   */
  registeredViaPartner?: Ref<{ id: number }> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  @Property({ type: "datetime", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  @BeforeCreate()
  @BeforeUpdate()
  protected keyUsername() {
    this.usernameKey = usernameKey(this.username);
  }
}
