import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { PeopleListRow } from "../../graphql/people-list-row.js";
import { AgencyMemberStatus, AgencyRole } from "./agency-member.entity.js";

registerEnumType(AgencyRole, {
  name: "AgencyRole",
  description: "A member's part in an agency.",
  valuesConfig: {
    MANAGER: { description: "Buys seats, invites agents and watches their progress." },
    AGENT: { description: "An agent on one of the agency's seats." },
  },
});

registerEnumType(AgencyMemberStatus, {
  name: "AgencyMemberStatus",
  description: "Where a member stands.",
  valuesConfig: {
    INVITED: { description: "Invited by email; the link not used yet." },
    JOINED: { description: "Joined the agency." },
    REMOVED: { description: "Removed, or the invitation revoked." },
  },
});

export enum AgencyMemberStage {
  INVITED = "invited",
  AGREEMENT_PENDING = "agreement_pending",
  ENROLLED = "enrolled",
  COMPLETED = "completed",
}

registerEnumType(AgencyMemberStage, {
  name: "AgencyMemberStage",
  description: "How far an agent is on their seat.",
  valuesConfig: {
    INVITED: { description: "Invited; the link not used yet." },
    AGREEMENT_PENDING: { description: "Joined; the enrollment agreement not signed yet." },
    ENROLLED: { description: "Enrolled on the seat, studying." },
    COMPLETED: { description: "Completed the course." },
  },
});

export enum InvitationOutcome {
  INVITE = "invite",
  MEMBER = "member",
  ERROR = "error",
}

registerEnumType(InvitationOutcome, {
  name: "InvitationOutcome",
  description: "What confirming a row of an invitation list would do.",
  valuesConfig: {
    INVITE: { description: "A new invitation, taking a seat." },
    MEMBER: { description: "Already a member of the agency: nothing is sent." },
    ERROR: { description: "Refused: the row's reason says why." },
  },
});

@ObjectType("AgencySeatCount", { description: "An agency's seats of one course." })
export class AgencySeatCountObject {
  @Field(() => Int, { description: "The course." })
  courseId!: number;

  @Field({ description: "The course's title." })
  courseTitle!: string;

  @Field(() => Int, { description: "Seats bought or granted." })
  seats!: number;

  @Field(() => Int, { description: "Seats taken by agents invited or on them." })
  used!: number;
}

@ObjectType("AgencyMember", { description: "A person in an agency, as its managers see them." })
export class AgencyMemberObject {
  @Field(() => Int, { description: "The membership's id." })
  id!: number;

  @Field({ description: "First name." })
  firstName!: string;

  @Field({ description: "Last name." })
  lastName!: string;

  @Field({ description: "The address invited, or the manager's own." })
  email!: string;

  @Field(() => AgencyRole, { description: "Manager or agent." })
  role!: AgencyRole;

  @Field(() => AgencyMemberStatus, { description: "Invited, joined or removed." })
  status!: AgencyMemberStatus;

  @Field(() => String, { nullable: true, description: "The course of the agent's seat." })
  courseTitle!: string | null;

  @Field({ description: "When they were invited (or set the agency up)." })
  invitedAt!: Date;

  @Field(() => AgencyMemberStage, {
    nullable: true,
    description: "An agent's progress on the seat; none for a manager or a removed member.",
  })
  stage!: AgencyMemberStage | null;

  @Field(() => String, {
    nullable: true,
    description: "The number of the agent's valid certificate of the seat's course (/verify).",
  })
  certificateNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The agent's continuing-education renewal deadline (YYYY-MM-DD), if certified.",
  })
  renewalDeadline!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Continuing-education hours earned in the current period, if certified.",
  })
  ceHoursEarned!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Continuing-education hours the period requires, if certified.",
  })
  ceHoursRequired!: number | null;
}

/** The fields every view of an agency has (not a type of the schema by itself). */
@ObjectType("AgencyFields")
class AgencyFields {
  @Field(() => Int, { description: "The agency's id." })
  id!: number;

  @Field({ description: "Its name." })
  name!: string;

  @Field({ description: "Where its receipts and billing questions go." })
  billingEmail!: string;

  @Field({ description: "When it was set up." })
  createdAt!: Date;
}

@ObjectType("Agency", { description: "An employer that buys seats of courses for its agents." })
export class AgencyObject extends AgencyFields {
  @Field(() => [AgencySeatCountObject], { description: "Its seats, by course title." })
  seats!: AgencySeatCountObject[];

  @Field(() => [AgencyMemberObject], {
    description: "Its members, managers first, then by last and first name.",
  })
  members!: AgencyMemberObject[];
}

@ObjectType("InvitationPreviewRow", {
  description: "A row of an invitation list and what confirming it would do; nothing is sent.",
})
export class InvitationPreviewRowObject extends PeopleListRow {
  @Field(() => InvitationOutcome, { description: "Invitation, existing member, or error." })
  outcome!: InvitationOutcome;
}

@ObjectType("AgencyInvitation", {
  description: "An invitation accepted: the agency joined and the seat's course to enroll in.",
})
export class AgencyInvitationObject {
  @Field({ description: "The agency's name." })
  agencyName!: string;

  @Field(() => Int, { description: "The course of the seat." })
  courseId!: number;

  @Field({ description: "The course's title." })
  courseTitle!: string;
}

@ObjectType("AgencyInvitationPreview", {
  description:
    "An invitation as its link shows it before it is accepted: the agency, the seat's course and " +
    "the invited person, so the invited agent registers or signs in with that address.",
})
export class AgencyInvitationPreviewObject extends AgencyInvitationObject {
  @Field({ description: "The address invited (lower case): the account must have it." })
  email!: string;

  @Field({ description: "The invited agent's first name, as the agency gave it." })
  firstName!: string;

  @Field({ description: "The invited agent's last name, as the agency gave it." })
  lastName!: string;

  @Field({ description: "When the link stops working." })
  expiresAt!: Date;
}

@ObjectType("AgencySeat", {
  description: "A seat an agency gave the caller, as the agent sees it.",
})
export class AgencySeatObject extends AgencyInvitationObject {
  @Field({ description: "Whether the agent is enrolled on it (after signing the agreement)." })
  enrolled!: boolean;
}

@ObjectType("AdminAgency", { description: "An agency as administrators list it." })
export class AdminAgencyObject extends AgencyFields {
  @Field(() => String, { nullable: true, description: "Its manager's name." })
  managerName!: string | null;

  @Field(() => String, { nullable: true, description: "Its manager's email address." })
  managerEmail!: string | null;

  @Field(() => Int, { description: "Seats held, of every course." })
  seats!: number;

  @Field(() => Int, { description: "Seats taken by agents." })
  used!: number;

  @Field(() => Int, { description: "Members not removed (the manager included)." })
  members!: number;
}

@ObjectType("AdminAgencyConnection", { description: "A page of agencies, for administrators." })
export class AdminAgencyConnection extends Connection(AdminAgencyObject, "AdminAgency") {}

export enum AgencySortField {
  CREATED_AT = "CREATED_AT",
  NAME = "NAME",
}
registerEnumType(AgencySortField, {
  name: "AgencySortField",
  description: "What the agencies can be sorted by.",
  valuesConfig: {
    CREATED_AT: { description: "When it was set up." },
    NAME: { description: "Its name." },
  },
});

@ObjectType("SeatEnrollment", { description: "An agent's enrollment on one of an agency's seats." })
export class SeatEnrollmentObject {
  @Field(() => Int, { description: "The enrollment." })
  enrollmentId!: number;

  @Field({ description: "The agent's first name." })
  firstName!: string;

  @Field({ description: "The agent's last name." })
  lastName!: string;

  @Field({ description: "The address the agent was invited at." })
  email!: string;
}

@ObjectType("SeatRefund", {
  description: "What a refund of seats bought for an agency can give back.",
})
export class SeatRefundObject {
  @Field({ description: "The agency the seats were bought for." })
  agencyName!: string;

  @Field(() => Int, { description: "Seats the payment bought." })
  seats!: number;

  @Field(() => Int, { description: "Seats earlier refunds of the payment took back." })
  returned!: number;

  @Field(() => Int, { description: "Seats of the course the agency holds unused now." })
  unused!: number;

  @Field(() => [SeatEnrollmentObject], {
    description: "Enrollments on the agency's seats of the course: those a refund may end.",
  })
  enrollments!: SeatEnrollmentObject[];
}
