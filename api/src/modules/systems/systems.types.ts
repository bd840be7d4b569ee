import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { SyncStatus } from "./profile-sync-status.entity.js";
import { SystemHealth, SystemKey } from "./system.entity.js";

registerEnumType(SystemKey, {
  name: "SystemKey",
  description: "The main portal and its sibling systems: learning, storage, video.",
});
registerEnumType(SystemHealth, { name: "SystemHealth" });
registerEnumType(SyncStatus, { name: "SyncStatus" });

@ObjectType("LinkedSystem", { description: "A system of the academy the header links to." })
export class LinkedSystemObject {
  @Field(() => SystemKey)
  id!: SystemKey;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true, description: "Base address; null for the main portal." })
  url!: string | null;

  @Field()
  isAvailable!: boolean;
}

@ObjectType("SystemStatus")
export class SystemStatusObject {
  @Field(() => SystemKey)
  system!: SystemKey;

  @Field()
  name!: string;

  @Field(() => SystemHealth)
  status!: SystemHealth;

  @Field(() => String, { nullable: true })
  version!: string | null;

  @Field()
  lastChecked!: Date;

  @Field(() => String, { nullable: true })
  url!: string | null;
}

@ObjectType("Detail", { description: "One fact of an activity item." })
export class DetailObject {
  @Field()
  key!: string;

  @Field()
  value!: string;
}

@ObjectType("ActivityItem")
export class ActivityItemObject {
  @Field(() => Int)
  id!: number;

  @Field(() => SystemKey)
  system!: SystemKey;

  @Field()
  action!: string;

  @Field()
  timestamp!: Date;

  @Field(() => [DetailObject])
  details!: DetailObject[];
}

@ObjectType("Notification")
export class NotificationObject {
  @Field(() => Int)
  id!: number;

  @Field(() => SystemKey)
  system!: SystemKey;

  @Field({ description: "info, success, warning or error" })
  type!: string;

  @Field()
  message!: string;

  @Field()
  timestamp!: Date;

  @Field()
  read!: boolean;
}

@ObjectType("SystemPermissions", { description: "The caller's roles and what they may do." })
export class SystemPermissionsObject {
  @Field(() => [String])
  roles!: string[];

  @Field(() => [String])
  permissions!: string[];
}

@ObjectType("ProfileSync", {
  description: "How the profile's last synchronization with a system ended.",
})
export class ProfileSyncObject {
  @Field(() => SystemKey)
  system!: SystemKey;

  @Field({ description: "Learning Management, File Storage or Video Processing." })
  label!: string;

  @Field(() => SyncStatus)
  status!: SyncStatus;

  @Field(() => String, { nullable: true })
  details!: string | null;

  @Field(() => Date, { nullable: true })
  lastSynced!: Date | null;
}
