import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { AdminActivityType } from "../admin/admin.types.js";

@ObjectType("SecurityCard", {
  description: "A figure of the security dashboard with this week's and the week before's counts.",
})
export class SecurityCardObject {
  @Field({ description: "activeSessions, securityIncidents, blockedIps or tokenRevocations." })
  key!: string;
  @Field({ description: "The figure's name, as shown." })
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
registerEnumType(SecurityState, {
  name: "SecurityState",
  description: "How far a protection is in force in this install.",
  valuesConfig: {
    ACTIVE: { description: "In force." },
    PARTIAL: { description: "In force in part; the detail says what is missing." },
    INACTIVE: { description: "Not in force." },
  },
});

@ObjectType("SecurityStatusItem", { description: "A protection and its state in this install." })
export class SecurityStatusObject {
  @Field({ description: "The protection, e.g. Stripe webhooks." })
  name!: string;
  @Field(() => SecurityState, { description: "How far it is in force." })
  state!: SecurityState;
  @Field({ description: "Active, Held, Not verified ... as shown." })
  label!: string;
  @Field({ description: "What it does here, in one sentence." })
  detail!: string;
}

@ObjectType("SecurityDashboard", {
  description:
    "The security dashboard: this week's figures and the state of each protection, for super administrators.",
})
export class SecurityDashboardObject {
  @Field(() => [SecurityCardObject], {
    description: "The figures, each with this week's and the week before's counts.",
  })
  cards!: SecurityCardObject[];
  @Field(() => [SecurityStatusObject], {
    description: "Each protection of this install and its state.",
  })
  status!: SecurityStatusObject[];
}

@ObjectType("SecurityUser", { description: "Who a token lookup is about (no secrets)." })
export class SecurityUserObject {
  @Field(() => Int, { description: "The user's id." })
  id!: number;
  @Field({ description: "The user's username." })
  username!: string;
  @Field({ description: "The user's email address." })
  email!: string;
  @Field(() => Int, { description: "Bumped by force logout and password changes." })
  tokenVersion!: number;
  @Field(() => Date, {
    nullable: true,
    description: "When the user's sign-in secret was last changed; null: never.",
  })
  lastCredentialChange!: Date | null;
  @Field({ description: "An administrator." })
  isAdmin!: boolean;
  @Field({ description: "A super administrator." })
  isSuperAdmin!: boolean;
  @Field({ description: "Super Admin, Admin or Regular User." })
  adminStatus!: string;
}

@ObjectType("LoginHistoryEntry", { description: "One sign-in attempt, successful or not." })
export class LoginHistoryObject {
  @Field(() => ID, { description: "The attempt's id." })
  id!: string;
  @Field({ description: "When it was made." })
  createdAt!: Date;
  @Field({ description: "It signed the user in." })
  success!: boolean;
  @Field(() => String, { nullable: true, description: "Why a failed attempt failed." })
  reason!: string | null;
  @Field(() => String, { nullable: true, description: "The client address it came from." })
  ipAddress!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The client's browser or tool, as it named itself.",
  })
  userAgent!: string | null;
}

@ObjectType("UserSecurityInfo", {
  description: "An account's sessions, lock and sign-in attempts.",
})
export class UserSecurityInfoObject {
  @Field(() => Int, { description: "Sessions (refresh families) that can still be renewed." })
  activeSessions!: number;
  @Field(() => Date, { nullable: true, description: "The last successful sign-in; null if never." })
  lastLogin!: Date | null;
  @Field(() => Date, { nullable: true, description: "Set while the account is locked." })
  lockedUntil!: Date | null;
  @Field(() => Int, {
    description: "Wrong passwords counted toward a lock (a success starts the count afresh).",
  })
  failedLoginCount!: number;
  @Field(() => [LoginHistoryObject], { description: "The latest 20 attempts, newest first." })
  loginHistory!: LoginHistoryObject[];
}

@ObjectType("UserTokenInfo", {
  description: "One account's sign-in state, for super administrators investigating it.",
})
export class UserTokenInfoObject {
  @Field({ description: "The account was found." })
  success!: boolean;
  @Field(() => SecurityUserObject, { description: "The account." })
  user!: SecurityUserObject;
  @Field(() => UserSecurityInfoObject, { description: "Its sessions, lock and sign-in history." })
  securityInfo!: UserSecurityInfoObject;
}

@ObjectType("ForceLogoutResult", { description: "The answer to a force logout." })
export class ForceLogoutResultObject {
  @Field({ description: "The sessions were ended." })
  success!: boolean;
  @Field({ description: "What was done, in words for the administrator." })
  message!: string;
  @Field(() => Int, { nullable: true, description: "The user signed out (force logout)." })
  userId!: number | null;
  @Field(() => Int, { description: "Users whose sessions were ended." })
  affectedCount!: number;
}

@ObjectType("LockedAccount", { description: "An account locked by wrong passwords." })
export class LockedAccountObject {
  @Field(() => Int, { description: "The account's id." })
  userId!: number;
  @Field({ description: "The account's username." })
  username!: string;
  @Field({ description: "When the lock ends by itself." })
  lockedUntil!: Date;
  @Field(() => Int, { description: "Wrong passwords counted toward the lock." })
  failedLoginCount!: number;
}

@ObjectType("BlockedAddress", {
  description: "A client address refused for too many failed attempts.",
})
export class BlockedAddressObject {
  @Field({ description: "The address." })
  ipAddress!: string;
  @Field(() => Int, { description: "Failed attempts counted in the window." })
  failures!: number;
  @Field({ description: "Its latest failed attempt." })
  lastAttemptAt!: Date;
}

@ObjectType("IntrusionReport", {
  description: "What the lockout refuses now: locked accounts and blocked client addresses.",
})
export class IntrusionReportObject {
  @Field(() => [LockedAccountObject], { description: "Accounts locked now, by wrong passwords." })
  lockedAccounts!: LockedAccountObject[];
  @Field(() => [BlockedAddressObject], {
    description: "Client addresses refused now, by failed attempts.",
  })
  blockedAddresses!: BlockedAddressObject[];
  @Field(() => Int, { description: "Failures of any kind from one address that block it." })
  addressLimit!: number;
  @Field(() => Int, { description: "The window the counts cover, in minutes." })
  windowMinutes!: number;
}

@ObjectType("UnblockResult", { description: "The answer to an unlock or unblock." })
export class UnblockResultObject {
  @Field({ description: "The lock or block was lifted." })
  success!: boolean;
  @Field({ description: "What was done, in words for the administrator." })
  message!: string;
}

@ObjectType("AuditLogEntry", { description: "One audit event, told as a sentence where possible." })
export class AuditLogEntryObject extends AdminActivityType {
  @Field(() => String, {
    nullable: true,
    description: "The client address of the request that caused it, if any.",
  })
  ipAddress!: string | null;
}

@ObjectType("AuditLogConnection", {
  description: "A page of the audit log, for super administrators.",
})
export class AuditLogConnection extends Connection(AuditLogEntryObject, "AuditLog") {}
