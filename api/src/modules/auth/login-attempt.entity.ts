import { Entity, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/** Every sign-in attempt, kept for the login history and lockout counting. */
@Entity({ tableName: "login_attempts" })
@Index({ name: "login_attempts_user_time_idx", properties: ["user", "createdAt"] })
@Index({ name: "login_attempts_ip_time_idx", properties: ["ipAddress", "createdAt"] })
// The admin dashboard's active users: distinct users with a successful sign-in since a time.
@Index({
  name: "login_attempts_success_time_idx",
  expression:
    'create index "login_attempts_success_time_idx" on "login_attempts" ("created_at", "user_id") where "success"',
})
// Wrong passwords for a name no account has, counted by that name like an account's by its id.
@Index({
  name: "login_attempts_name_time_idx",
  expression:
    'create index "login_attempts_name_time_idx" on "login_attempts" (lower("username"), "created_at") where "user_id" is null',
})
export class LoginAttempt {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "cascade" })
  user?: Ref<User> | null;

  /** The name tried (NFKC-normalized and trimmed for a failure), for unknown usernames too. */
  @Property({ type: "text" })
  username!: string;

  @Property({ type: "boolean" })
  success!: boolean;

  /** Why a failed attempt failed (see LoginFailure); null for a success. */
  @Property({ type: "text", nullable: true })
  reason?: string | null;

  @Property({ type: "text", nullable: true })
  ipAddress?: string | null;

  @Property({ type: "text", nullable: true })
  userAgent?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
