import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { SyncStatus } from "./profile-sync-status.entity.js";
import { SystemHealth, SystemKey } from "./system.entity.js";

registerEnumType(SystemKey, {
  name: "SystemKey",
  description: "The main portal and its sibling systems: learning, storage, video.",
  valuesConfig: {
    MAIN: { description: "This portal." },
    LMS: { description: "The learning management system, where courses are studied." },
    STORAGE: { description: "The file storage system." },
    VIDEO: { description: "The video processing system." },
  },
});
registerEnumType(SystemHealth, {
  name: "SystemHealth",
  description: "A system's health at its last check.",
  valuesConfig: {
    HEALTHY: { description: "Answered normally." },
    DEGRADED: { description: "Answered slowly or with a 4xx status." },
    DOWN: { description: "Answered with a 5xx status or not at all." },
    UNKNOWN: { description: "Not checked yet." },
  },
});
registerEnumType(SyncStatus, {
  name: "SyncStatus",
  description: "How a profile synchronization ended.",
  valuesConfig: {
    SUCCESS: { description: "The system has the profile." },
    PENDING: { description: "Not synchronized yet." },
    FAILED: { description: "The system refused it or could not be reached." },
  },
});

@ObjectType("LinkedSystem", { description: "A system of the academy the header links to." })
export class LinkedSystemObject {
  @Field(() => SystemKey, { description: "Which system it is." })
  id!: SystemKey;

  @Field({ description: "The system's name, as the header shows it." })
  name!: string;

  @Field({ description: "What the system is for, in one sentence." })
  description!: string;

  @Field(() => String, { nullable: true, description: "Base address; null for the main portal." })
  url!: string | null;

  @Field({ description: "The system is switched on for the portal (the header links to it)." })
  isAvailable!: boolean;
}

@ObjectType("SystemStatus", {
  description: "A system's health as last checked, for administrators.",
})
export class SystemStatusObject {
  @Field(() => SystemKey, { description: "Which system it is." })
  system!: SystemKey;

  @Field({ description: "The system's name." })
  name!: string;

  @Field(() => SystemHealth, { description: "Its health at the last check." })
  status!: SystemHealth;

  @Field(() => String, { nullable: true, description: "The version it reported, if any." })
  version!: string | null;

  @Field({ description: "When it was checked." })
  lastChecked!: Date;

  @Field(() => String, {
    nullable: true,
    description: "The address checked; null for the main portal.",
  })
  url!: string | null;
}

@ObjectType("Detail", { description: "One fact of an activity item." })
export class DetailObject {
  @Field({ description: "The fact's name." })
  key!: string;

  @Field({ description: "Its value." })
  value!: string;
}

@ObjectType("ActivityItem", {
  description: "One thing the signed-in user did in one of the systems, as only they see it.",
})
export class ActivityItemObject {
  @Field(() => Int, { description: "The item's id." })
  id!: number;

  @Field(() => SystemKey, { description: "The system it happened in." })
  system!: SystemKey;

  @Field({ description: "What was done." })
  action!: string;

  @Field({ description: "When." })
  timestamp!: Date;

  @Field({
    description: "What happened, in a sentence with names ('You are enrolled in Skip Tracing.').",
  })
  summary!: string;

  @Field(() => [DetailObject], { description: "The facts of it." })
  details!: DetailObject[];
}

@ObjectType("Notification", {
  description: "A notification for the signed-in user, as only they see it.",
})
export class NotificationObject {
  @Field(() => Int, { description: "The notification's id." })
  id!: number;

  @Field(() => SystemKey, { description: "The system it comes from." })
  system!: SystemKey;

  @Field({ description: "info, success, warning or error" })
  type!: string;

  @Field({ description: "What it says." })
  message!: string;

  @Field({ description: "When it was made." })
  timestamp!: Date;

  @Field({ description: "The user has read it." })
  read!: boolean;
}

@ObjectType("SystemPermissions", { description: "The caller's roles and what they may do." })
export class SystemPermissionsObject {
  @Field(() => [String], { description: "The caller's roles." })
  roles!: string[];

  @Field(() => [String], { description: "What those roles allow, by name." })
  permissions!: string[];
}

@ObjectType("ProfileSync", {
  description: "How the profile's last synchronization with a system ended.",
})
export class ProfileSyncObject {
  @Field(() => SystemKey, { description: "Which system." })
  system!: SystemKey;

  @Field({ description: "Learning Management, File Storage or Video Processing." })
  label!: string;

  @Field({
    description:
      "Whether this portal is set up to exchange profiles with it (its address and key are configured); pull, push and sync skip it when not.",
  })
  connected!: boolean;

  @Field(() => SyncStatus, { description: "How the last synchronization ended." })
  status!: SyncStatus;

  @Field(() => String, {
    nullable: true,
    description: "What happened, e.g. Profile sent or why it failed.",
  })
  details!: string | null;

  @Field(() => Date, { nullable: true, description: "When it was last tried; null if never." })
  lastSynced!: Date | null;
}
