import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { AdminActivityType } from "../admin/admin.types.js";

@ObjectType("SecurityCard", {
  description: "A figure of the security dashboard with this week's and the week before's counts.",
})
export class SecurityCardObject {
  @Field({ description: "activeSessions, securityIncidents, blockedIps or tokenRevocations." })
  key!: string;
  @Field()
  title!: string;
  @Field(() => Int, { description: "The figure shown." })
  value!: number;
  @Field(() => Int, { description: "The last 7 days." })
  thisWeek!: number;
  @Field(() => Int, { description: "The 7 days before those." })
  previousWeek!: number;
  @Field({ description: "What is counted." })
  description!: string;
}

export enum SecurityState {
  ACTIVE = "ACTIVE",
  PARTIAL = "PARTIAL",
  INACTIVE = "INACTIVE",
}
registerEnumType(SecurityState, { name: "SecurityState" });

@ObjectType("SecurityStatusItem", { description: "A protection and its state in this install." })
export class SecurityStatusObject {
  @Field()
  name!: string;
  @Field(() => SecurityState)
  state!: SecurityState;
  @Field({ description: "Active, Held, Not verified ... as shown." })
  label!: string;
  @Field()
  detail!: string;
}

@ObjectType("SecurityDashboard")
export class SecurityDashboardObject {
  @Field(() => [SecurityCardObject])
  cards!: SecurityCardObject[];
  @Field(() => [SecurityStatusObject])
  status!: SecurityStatusObject[];
}

@ObjectType("SecurityUser", { description: "Who a token lookup is about (no secrets)." })
export class SecurityUserObject {
  @Field(() => Int)
  id!: number;
  @Field()
  username!: string;
  @Field()
  email!: string;
  @Field(() => Int, { description: "Bumped by force logout and password changes." })
  tokenVersion!: number;
  @Field(() => Date, {
    nullable: true,
    description: "When the user's sign-in secret was last changed; null: never.",
  })
  lastCredentialChange!: Date | null;
  @Field()
  isAdmin!: boolean;
  @Field()
  isSuperAdmin!: boolean;
  @Field({ description: "Super Admin, Admin or Regular User." })
  adminStatus!: string;
}

@ObjectType("LoginHistoryEntry")
export class LoginHistoryObject {
  @Field(() => ID)
  id!: string;
  @Field()
  createdAt!: Date;
  @Field()
  success!: boolean;
  @Field(() => String, { nullable: true, description: "Why a failed attempt failed." })
  reason!: string | null;
  @Field(() => String, { nullable: true })
  ipAddress!: string | null;
  @Field(() => String, { nullable: true })
  userAgent!: string | null;
}

@ObjectType("UserSecurityInfo")
export class UserSecurityInfoObject {
  @Field(() => Int, { description: "Sessions (refresh families) that can still be renewed." })
  activeSessions!: number;
  @Field(() => Date, { nullable: true })
  lastLogin!: Date | null;
  @Field(() => Date, { nullable: true, description: "Set while the account is locked." })
  lockedUntil!: Date | null;
  @Field(() => Int)
  failedLoginCount!: number;
  @Field(() => [LoginHistoryObject], { description: "The latest 20 attempts, newest first." })
  loginHistory!: LoginHistoryObject[];
}

@ObjectType("UserTokenInfo")
export class UserTokenInfoObject {
  @Field()
  success!: boolean;
  @Field(() => SecurityUserObject)
  user!: SecurityUserObject;
  @Field(() => UserSecurityInfoObject)
  securityInfo!: UserSecurityInfoObject;
}

@ObjectType("ForceLogoutResult")
export class ForceLogoutResultObject {
  @Field()
  success!: boolean;
  @Field()
  message!: string;
  @Field(() => Int, { nullable: true, description: "The user signed out (force logout)." })
  userId!: number | null;
  @Field(() => Int, { description: "Users whose sessions were ended." })
  affectedCount!: number;
}

@ObjectType("LockedAccount")
export class LockedAccountObject {
  @Field(() => Int)
  userId!: number;
  @Field()
  username!: string;
  @Field()
  lockedUntil!: Date;
  @Field(() => Int)
  failedLoginCount!: number;
}

@ObjectType("BlockedAddress")
export class BlockedAddressObject {
  @Field()
  ipAddress!: string;
  @Field(() => Int, { description: "Failed attempts counted in the window." })
  failures!: number;
  @Field()
  lastAttemptAt!: Date;
}

@ObjectType("IntrusionReport", {
  description: "What the lockout refuses now: locked accounts and blocked client addresses.",
})
export class IntrusionReportObject {
  @Field(() => [LockedAccountObject])
  lockedAccounts!: LockedAccountObject[];
  @Field(() => [BlockedAddressObject])
  blockedAddresses!: BlockedAddressObject[];
  @Field(() => Int, { description: "Failures of any kind from one address that block it." })
  addressLimit!: number;
  @Field(() => Int, { description: "The window the counts cover, in minutes." })
  windowMinutes!: number;
}

@ObjectType("UnblockResult")
export class UnblockResultObject {
  @Field()
  success!: boolean;
  @Field()
  message!: string;
}

@ObjectType("AuditLogEntry", { description: "One audit event, told as a sentence where possible." })
export class AuditLogEntryObject extends AdminActivityType {
  @Field(() => String, { nullable: true })
  ipAddress!: string | null;
}

@ObjectType("AuditLogConnection")
export class AuditLogConnection extends Connection(AuditLogEntryObject, "AuditLog") {}

@InputType()
export class AuditLogFilter {
  @Field(() => String, { nullable: true, description: "An audit event type, e.g. logout." })
  type?: string | null;
  @Field(() => String, { nullable: true, description: "The acting user's username (exact)." })
  actorUsername?: string | null;
  @Field(() => Date, { nullable: true, description: "From this moment (inclusive)." })
  from?: Date | null;
  @Field(() => Date, { nullable: true, description: "Before this moment." })
  to?: Date | null;
}
