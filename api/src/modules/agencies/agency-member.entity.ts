import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Course } from "../courses/course.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { User } from "../users/user.entity.js";
import { Agency } from "./agency.entity.js";

export enum AgencyRole {
  /** Buys seats, invites agents and watches their progress. */
  MANAGER = "manager",
  /** An agent on one of the agency's seats. */
  AGENT = "agent",
}

export enum AgencyMemberStatus {
  /** Invited by email; the link not used yet. */
  INVITED = "invited",
  /** Joined: the invitation was accepted (or the member set the agency up). */
  JOINED = "joined",
  /** Removed by a manager, or the invitation revoked: the seat, if unused, is free again. */
  REMOVED = "removed",
}

/**
 * A person in an agency: its manager, or an agent invited to one of its seats (`course`) and,
 * once they accept, their account. One row per agency and email address.
 */
@Entity({ tableName: "agency_members" })
@Unique({ name: "agency_members_agency_email_unique", properties: ["agency", "email"] })
@Index({
  name: "agency_members_one_managed_agency",
  expression:
    'create unique index "agency_members_one_managed_agency" on "agency_members" ("user_id") where role = \'manager\' and status <> \'removed\'',
})
export class AgencyMember {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Agency, { ref: true, deleteRule: "cascade" })
  agency!: Ref<Agency>;

  /** Their account: set when they join. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "cascade", index: true })
  user?: Ref<User> | null;

  /** Lower case: the address invited, or the manager's own. */
  @Property({ type: "text" })
  email!: string;

  @Property({ type: "text" })
  firstName!: string;

  @Property({ type: "text" })
  lastName!: string;

  @Enum({ items: () => AgencyRole })
  role!: AgencyRole;

  @Enum({ items: () => AgencyMemberStatus, default: AgencyMemberStatus.INVITED })
  status: Opt<AgencyMemberStatus> = AgencyMemberStatus.INVITED;

  /** The course of the seat the agent takes; none for a manager. */
  @ManyToOne(() => Course, { ref: true, nullable: true, deleteRule: "restrict", index: true })
  course?: Ref<Course> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  invitedAt: Opt<Date> = new Date();

  @Property({ type: "datetime", nullable: true })
  joinedAt?: Date | null;

  /** The SHA-256 of the invitation link's token while it can be used (single use: cleared). */
  @Property({ type: "text", nullable: true, unique: "agency_members_token_hash_unique" })
  tokenHash?: string | null;

  /** When the invitation link stops working (14 days after it was sent). */
  @Property({ type: "datetime", nullable: true })
  expiresAt?: Date | null;

  /** The agent's enrollment on this seat, once they signed the agreement and took it. */
  @ManyToOne(() => Enrollment, { ref: true, nullable: true, deleteRule: "set null", index: true })
  enrollment?: Ref<Enrollment> | null;
}
