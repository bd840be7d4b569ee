import { Entity, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";
import { LinkedSystem } from "./system.entity.js";

@Entity({ tableName: "activity_items" })
@Index({ name: "activity_items_user_time_idx", properties: ["user", "timestamp"] })
export class ActivityItem {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @ManyToOne(() => LinkedSystem, { ref: true, deleteRule: "cascade" })
  system!: Ref<LinkedSystem>;

  @Property({ type: "text" })
  action!: string;

  @Property({ type: "json", nullable: true })
  details?: Record<string, unknown> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  timestamp: Opt<Date> = new Date();
}
