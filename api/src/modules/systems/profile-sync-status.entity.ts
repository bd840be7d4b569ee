import {
  Entity,
  Enum,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";
import { LinkedSystem } from "./system.entity.js";

/** How the last profile synchronization with a system ended. */
export enum SyncStatus {
  SUCCESS = "success",
  PENDING = "pending",
  FAILED = "failed",
}

@Entity({ tableName: "profile_sync_statuses" })
@Unique({ name: "profile_sync_user_system_unique", properties: ["user", "system"] })
export class ProfileSyncStatus {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @ManyToOne(() => LinkedSystem, { ref: true, deleteRule: "cascade" })
  system!: Ref<LinkedSystem>;

  @Enum({ items: () => SyncStatus })
  status!: SyncStatus;

  @Property({ type: "text", nullable: true })
  details?: string | null;

  @Property({ type: "datetime", nullable: true })
  lastSynced?: Date | null;
}
