import { Entity, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";
import { LinkedSystem } from "./system.entity.js";

@Entity({ tableName: "notifications" })
@Index({ name: "notifications_user_time_idx", properties: ["user", "timestamp"] })
export class Notification {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @ManyToOne(() => LinkedSystem, { ref: true, deleteRule: "cascade" })
  system!: Ref<LinkedSystem>;

  /** info, warning, success, error */
  @Property({ type: "text", default: "info" })
  type: Opt<string> = "info";

  @Property({ type: "text" })
  message!: string;

  @Property({ type: "boolean", default: false })
  read: Opt<boolean> = false;

  @Property({ type: "datetime", defaultRaw: "now()" })
  timestamp: Opt<Date> = new Date();
}
