/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new agency, managed by the user who sets it up. */
export type AgencyInput = {
  /** Where the agency's receipts and billing questions go. */
  billingEmail: string;
  /** The agency's name (the bail-bond or recovery company). */
  name: string;
};

/** How far an agent is on their seat. */
export type AgencyMemberStage =
  /** Joined; the enrollment agreement not signed yet. */
  | 'AGREEMENT_PENDING'
  /** Completed the course. */
  | 'COMPLETED'
  /** Enrolled on the seat, studying. */
  | 'ENROLLED'
  /** Invited; the link not used yet. */
  | 'INVITED';

/** Where a member stands. */
export type AgencyMemberStatus =
  /** Invited by email; the link not used yet. */
  | 'INVITED'
  /** Joined the agency. */
  | 'JOINED'
  /** Removed, or the invitation revoked. */
  | 'REMOVED';

/** A member's part in an agency. */
export type AgencyRole =
  /** An agent on one of the agency's seats. */
  | 'AGENT'
  /** Buys seats, invites agents and watches their progress. */
  | 'MANAGER';

/** A business's licensing application. */
export type BusinessOfferInput = {
  /** Anything else the business wants the academy to know. */
  additionalInfo?: string | null | undefined;
  /** The business's postal address. */
  businessAddress: string;
  /** The business's legal or trading name. */
  businessName: string;
  /** The business's website, if it has one. */
  businessWebsite?: string | null | undefined;
  /** The contact's email address. */
  contactEmail: string;
  /** The person to contact about the licence. */
  contactName: string;
  /** The contact's phone number. */
  contactPhone: string;
  /** The licence applied for; it sets the fee. */
  licenseType: LicenseType;
};

/** Where a licensing offer stands, from application to active licence. */
export type BusinessOfferStatus =
  /** The licence is in force. */
  | 'ACTIVE'
  /** Cancelled by an administrator. */
  | 'CANCELLED'
  /** The licence fee is paid. */
  | 'PAID'
  /** Applied for; the fee is not paid yet. */
  | 'PENDING'
  /** The licence agreement is signed. */
  | 'SIGNED';

/** A card for the demo processor; only brand and last four are kept. */
export type DemoPaymentInput = {
  /** The card number; 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
  cardNumber: string;
  /** The payment's client secret (PaymentIntent.clientSecret). */
  clientSecret: string;
  /** The card's security code; checked, never stored. */
  cvc: string;
  /** Expiry month, 1-12. */
  expMonth: number;
  /** Expiry year, four digits. */
  expYear: number;
  /** The payment being paid (PaymentIntent.id). */
  paymentIntentId: string;
};

/** Cancelled when the payment was refunded: the course is no longer the learner's. */
export type EnrollmentStatus =
  /** The learner is studying the course. */
  | 'ACTIVE'
  /** The payment was refunded; the course is no longer the learner's. */
  | 'CANCELLED'
  /** The learner finished the course. */
  | 'COMPLETED';

/** What confirming a row of an invitation list would do. */
export type InvitationOutcome =
  /** Refused: the row's reason says why. */
  | 'ERROR'
  /** A new invitation, taking a seat. */
  | 'INVITE'
  /** Already a member of the agency: nothing is sent. */
  | 'MEMBER';

/** RoyaltyFree: $2,500 once. RevenueShare: $750 setup plus 15% of tuition. */
export type LicenseType =
  /** $750 setup plus 15% of the business's tuition. */
  | 'REVENUE_SHARE'
  /** $2,500 once; the business keeps all its tuition. */
  | 'ROYALTY_FREE';

/** Stripe when the install has Stripe keys, else the demo processor (no card is charged). */
export type PaymentProcessor =
  /** The demo processor with Stripe's test-card rules (never in production). */
  | 'DEMO'
  /** Stripe: real cards, in production. */
  | 'STRIPE';

/** A learner's signature of the current enrollment agreement for a course. */
export type SignAgreementInput = {
  /** The course the agreement is signed for. */
  courseId: number;
  /** The enrollment agreement shown to the learner; refused if it is no longer the current one. */
  documentId: number;
  /** SHA-256 (hex) of the document content as shown; refused when the document has changed since. */
  documentSha256?: string | null | undefined;
  /** The signature itself. */
  signature: SignatureInput;
};

/** Typed: text and style. Drawn: data, a PNG image data URL. */
export type SignatureInput = {
  /** data:image/png;base64,... */
  data?: string | null | undefined;
  /** Typed: handwritten, formal, casual, professional or standard. */
  style?: string | null | undefined;
  /** Typed: the signer's name as typed (at most 100 characters). */
  text?: string | null | undefined;
  /** Drawn or typed. */
  type: SignatureType;
};

/** How the agreement was signed: a drawn signature (PNG) or a typed name. */
export type SignatureType =
  /** Drawn by hand on the signing page, kept as a PNG image. */
  | 'DRAWN'
  /** The signer's name typed in one of the signature styles. */
  | 'TYPED';

/** How a profile synchronization ended. */
export type SyncStatus =
  /** The system refused it or could not be reached. */
  | 'FAILED'
  /** Not synchronized yet. */
  | 'PENDING'
  /** The system has the profile. */
  | 'SUCCESS';

/** A system's health at its last check. */
export type SystemHealth =
  /** Answered slowly or with a 4xx status. */
  | 'DEGRADED'
  /** Answered with a 5xx status or not at all. */
  | 'DOWN'
  /** Answered normally. */
  | 'HEALTHY'
  /** Not checked yet. */
  | 'UNKNOWN';

/** The main portal and its sibling systems: learning, storage, video. */
export type SystemKey =
  /** The learning management system, where courses are studied. */
  | 'LMS'
  /** This portal. */
  | 'MAIN'
  /** The file storage system. */
  | 'STORAGE'
  /** The video processing system. */
  | 'VIDEO';

export type ProfileSyncRowFragment = { __typename: 'ProfileSync', system: SystemKey, label: string, connected: boolean, status: SyncStatus, details: string | null, lastSynced: string | null };

export type ProfileSyncStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSyncStatusQuery = { __typename: 'Query', profileSyncStatus: Array<{ __typename: 'ProfileSync', system: SystemKey, label: string, connected: boolean, status: SyncStatus, details: string | null, lastSynced: string | null }> };

export type SyncProfileMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncProfileMutation = { __typename: 'Mutation', syncProfile: Array<{ __typename: 'ProfileSync', system: SystemKey, label: string, connected: boolean, status: SyncStatus, details: string | null, lastSynced: string | null }> };

export type PullProfileMutationVariables = Exact<{
  system: SystemKey;
}>;


export type PullProfileMutation = { __typename: 'Mutation', pullProfile: { __typename: 'ProfileSync', system: SystemKey, label: string, connected: boolean, status: SyncStatus, details: string | null, lastSynced: string | null } };

export type PushProfileMutationVariables = Exact<{
  system: SystemKey;
}>;


export type PushProfileMutation = { __typename: 'Mutation', pushProfile: { __typename: 'ProfileSync', system: SystemKey, label: string, connected: boolean, status: SyncStatus, details: string | null, lastSynced: string | null } };

export type Agency_AgencyFragment = { __typename: 'Agency', id: number, name: string, billingEmail: string, seats: Array<{ __typename: 'AgencySeatCount', courseId: number, courseTitle: string, seats: number, used: number }>, members: Array<{ __typename: 'AgencyMember', id: number, firstName: string, lastName: string, email: string, role: AgencyRole, status: AgencyMemberStatus, courseTitle: string | null, stage: AgencyMemberStage | null, certificateNumber: string | null, renewalDeadline: string | null, ceHoursEarned: number | null, ceHoursRequired: number | null }> };

export type RemoveAgencyMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type RemoveAgencyMemberMutation = { __typename: 'Mutation', removeAgencyMember: { __typename: 'Agency', id: number, name: string, billingEmail: string, seats: Array<{ __typename: 'AgencySeatCount', courseId: number, courseTitle: string, seats: number, used: number }>, members: Array<{ __typename: 'AgencyMember', id: number, firstName: string, lastName: string, email: string, role: AgencyRole, status: AgencyMemberStatus, courseTitle: string | null, stage: AgencyMemberStage | null, certificateNumber: string | null, renewalDeadline: string | null, ceHoursEarned: number | null, ceHoursRequired: number | null }> } };

export type MyAgencyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAgencyQuery = { __typename: 'Query', myAgency: { __typename: 'Agency', id: number, name: string, billingEmail: string, seats: Array<{ __typename: 'AgencySeatCount', courseId: number, courseTitle: string, seats: number, used: number }>, members: Array<{ __typename: 'AgencyMember', id: number, firstName: string, lastName: string, email: string, role: AgencyRole, status: AgencyMemberStatus, courseTitle: string | null, stage: AgencyMemberStage | null, certificateNumber: string | null, renewalDeadline: string | null, ceHoursEarned: number | null, ceHoursRequired: number | null }> } | null, myAgencySeats: Array<{ __typename: 'AgencySeat', agencyName: string, courseId: number, courseTitle: string, enrolled: boolean }> };

export type CreateAgencyMutationVariables = Exact<{
  input: AgencyInput;
}>;


export type CreateAgencyMutation = { __typename: 'Mutation', createAgency: { __typename: 'Agency', id: number, name: string, billingEmail: string, seats: Array<{ __typename: 'AgencySeatCount', courseId: number, courseTitle: string, seats: number, used: number }>, members: Array<{ __typename: 'AgencyMember', id: number, firstName: string, lastName: string, email: string, role: AgencyRole, status: AgencyMemberStatus, courseTitle: string | null, stage: AgencyMemberStage | null, certificateNumber: string | null, renewalDeadline: string | null, ceHoursEarned: number | null, ceHoursRequired: number | null }> } };

export type PreviewAgencyInvitationsQueryVariables = Exact<{
  courseId: number;
  csv: string;
}>;


export type PreviewAgencyInvitationsQuery = { __typename: 'Query', previewAgencyInvitations: Array<{ __typename: 'InvitationPreviewRow', line: number, firstName: string, lastName: string, email: string, outcome: InvitationOutcome, reason: string | null }> };

export type SendAgencyInvitationsMutationVariables = Exact<{
  courseId: number;
  csv: string;
}>;


export type SendAgencyInvitationsMutation = { __typename: 'Mutation', sendAgencyInvitations: Array<{ __typename: 'InvitationPreviewRow', line: number, email: string, outcome: InvitationOutcome, reason: string | null }> };

export type AcceptAgencyInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptAgencyInvitationMutation = { __typename: 'Mutation', acceptAgencyInvitation: { __typename: 'AgencyInvitation', agencyName: string, courseId: number, courseTitle: string } };

export type EnrollOnAgencySeatMutationVariables = Exact<{
  courseId: number;
}>;


export type EnrollOnAgencySeatMutation = { __typename: 'Mutation', enrollOnAgencySeat: number };

export type ResendAgencyInvitationMutationVariables = Exact<{
  memberId: number;
}>;


export type ResendAgencyInvitationMutation = { __typename: 'Mutation', resendAgencyInvitation: { __typename: 'Agency', id: number, name: string, billingEmail: string, seats: Array<{ __typename: 'AgencySeatCount', courseId: number, courseTitle: string, seats: number, used: number }>, members: Array<{ __typename: 'AgencyMember', id: number, firstName: string, lastName: string, email: string, role: AgencyRole, status: AgencyMemberStatus, courseTitle: string | null, stage: AgencyMemberStage | null, certificateNumber: string | null, renewalDeadline: string | null, ceHoursEarned: number | null, ceHoursRequired: number | null }> } };

export type CreateSeatPaymentIntentMutationVariables = Exact<{
  courseId: number;
  seats: number;
}>;


export type CreateSeatPaymentIntentMutation = { __typename: 'Mutation', createSeatPaymentIntent: { __typename: 'PaymentIntent', id: string, clientSecret: string, amountCents: number, currency: string, processor: PaymentProcessor, publishableKey: string | null } };

export type CompleteSeatPurchaseMutationVariables = Exact<{
  paymentId: string;
}>;


export type CompleteSeatPurchaseMutation = { __typename: 'Mutation', completeSeatPurchase: { __typename: 'Agency', id: number, name: string, billingEmail: string, seats: Array<{ __typename: 'AgencySeatCount', courseId: number, courseTitle: string, seats: number, used: number }>, members: Array<{ __typename: 'AgencyMember', id: number, firstName: string, lastName: string, email: string, role: AgencyRole, status: AgencyMemberStatus, courseTitle: string | null, stage: AgencyMemberStage | null, certificateNumber: string | null, renewalDeadline: string | null, ceHoursEarned: number | null, ceHoursRequired: number | null }> } };

export type AgencyInvitationQueryVariables = Exact<{
  token: string;
}>;


export type AgencyInvitationQuery = { __typename: 'Query', agencyInvitation: { __typename: 'AgencyInvitationPreview', agencyName: string, courseId: number, courseTitle: string, email: string, firstName: string, lastName: string, expiresAt: string } };

export type OfferPayment_OfferFragment = { __typename: 'BusinessOffer', id: number, withDetails: boolean, businessName: string | null, licenseType: LicenseType, status: BusinessOfferStatus | null, feeCents: number };

export type SubmitBusinessApplicationMutationVariables = Exact<{
  input: BusinessOfferInput;
}>;


export type SubmitBusinessApplicationMutation = { __typename: 'Mutation', applyForLicense: { __typename: 'BusinessOffer', reference: string | null, id: number, withDetails: boolean, businessName: string | null, licenseType: LicenseType, status: BusinessOfferStatus | null, feeCents: number } };

export type OfferPaymentPageQueryVariables = Exact<{
  id: number;
  reference?: string | null | undefined;
}>;


export type OfferPaymentPageQuery = { __typename: 'Query', businessOffer: { __typename: 'BusinessOffer', id: number, withDetails: boolean, businessName: string | null, licenseType: LicenseType, status: BusinessOfferStatus | null, feeCents: number } };

export type StartOfferPaymentMutationVariables = Exact<{
  offerId: number;
  reference: string;
}>;


export type StartOfferPaymentMutation = { __typename: 'Mutation', createBusinessOfferPaymentIntent: { __typename: 'PaymentIntent', id: string, clientSecret: string, amountCents: number, currency: string, processor: PaymentProcessor, publishableKey: string | null } };

export type CompleteOfferPaymentMutationVariables = Exact<{
  offerId: number;
  paymentId: string;
}>;


export type CompleteOfferPaymentMutation = { __typename: 'Mutation', payBusinessOffer: { __typename: 'BusinessOffer', id: number, withDetails: boolean, businessName: string | null, licenseType: LicenseType, status: BusinessOfferStatus | null, feeCents: number } };

export type MyContinuingEducationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyContinuingEducationQuery = { __typename: 'Query', myContinuingEducation: { __typename: 'ContinuingEducationLedger', hasInitialCertification: boolean, anchorDate: string | null, periodStart: string | null, deadline: string | null, daysLeft: number | null, hoursEarned: number, hoursRequired: number, hoursMissing: number, periodMonths: number, courses: Array<{ __typename: 'ContinuingEducationCredit', enrollmentId: number, title: string, creditHours: number, completedAt: string }>, beforeCertification: Array<{ __typename: 'ContinuingEducationCredit', enrollmentId: number, title: string, creditHours: number, completedAt: string }> } };

export type CeLedgerCard_CreditFragment = { __typename: 'ContinuingEducationCredit', enrollmentId: number, title: string, creditHours: number, completedAt: string };

export type CheckoutCourseQueryVariables = Exact<{
  id: number;
}>;


export type CheckoutCourseQuery = { __typename: 'Query', course: { __typename: 'Course', id: number, title: string, priceCents: number, isActive: boolean }, myAgreement: { __typename: 'UserAgreement', id: number, signedAt: string, pdfUrl: string } | null };

export type EnrollmentAgreementQueryVariables = Exact<{ [key: string]: never; }>;


export type EnrollmentAgreementQuery = { __typename: 'Query', activeLegalDocument: { __typename: 'LegalDocument', id: number, title: string, content: string, version: string } };

export type SignAgreementMutationVariables = Exact<{
  input: SignAgreementInput;
}>;


export type SignAgreementMutation = { __typename: 'Mutation', signAgreement: { __typename: 'UserAgreement', id: number, signedAt: string, pdfUrl: string } };

export type CreatePaymentIntentMutationVariables = Exact<{
  courseId: number;
}>;


export type CreatePaymentIntentMutation = { __typename: 'Mutation', createPaymentIntent: { __typename: 'PaymentIntent', id: string, clientSecret: string, amountCents: number, currency: string, processor: PaymentProcessor, publishableKey: string | null } };

export type ConfirmDemoPaymentMutationVariables = Exact<{
  input: DemoPaymentInput;
}>;


export type ConfirmDemoPaymentMutation = { __typename: 'Mutation', confirmDemoPayment: { __typename: 'DemoPaymentResult', paymentIntentId: string, status: string, error: string | null } };

export type CheckoutEnrollmentQueryVariables = Exact<{
  courseId: number;
  paymentId: string;
}>;


export type CheckoutEnrollmentQuery = { __typename: 'Query', checkoutEnrollment: { __typename: 'Enrollment', id: number, courseId: number } };

export type CourseImage_CourseFragment = { __typename: 'Course', title: string, imageUrl: string | null };

export type MyEnrollmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEnrollmentsQuery = { __typename: 'Query', myEnrollments: Array<{ __typename: 'Enrollment', id: number, courseId: number, enrolledAt: string, status: EnrollmentStatus, moodleUrl: string | null, moodleEnrollmentComplete: boolean, accessFailedAt: string | null, course: { __typename: 'Course', id: number, title: string, description: string, hours: number, isSelfPaced: boolean, imageUrl: string | null } }> };

export type RequestCourseAccessMutationVariables = Exact<{
  courseId: number;
}>;


export type RequestCourseAccessMutation = { __typename: 'Mutation', requestCourseAccess: { __typename: 'CourseAccess', success: boolean, message: string, moodleUrl: string | null } };

export type LinkedSystemsQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedSystemsQuery = { __typename: 'Query', systems: Array<{ __typename: 'LinkedSystem', id: SystemKey, name: string, description: string, url: string | null, isAvailable: boolean }> };

export type ActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityQuery = { __typename: 'Query', activity: Array<{ __typename: 'ActivityItem', id: number, system: SystemKey, action: string, timestamp: string, summary: string }> };

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { __typename: 'Query', notifications: Array<{ __typename: 'Notification', id: number, system: SystemKey, type: string, message: string, timestamp: string, read: boolean }> };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
}>;


export type MarkNotificationsReadMutation = { __typename: 'Mutation', markNotificationsRead: number };

export type SystemStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemStatusQuery = { __typename: 'Query', systemStatus: Array<{ __typename: 'SystemStatus', system: SystemKey, name: string, status: SystemHealth, version: string | null, lastChecked: string, url: string | null }> };

export type MyReceiptsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReceiptsQuery = { __typename: 'Query', myReceipts: Array<{ __typename: 'Receipt', id: number, receiptNumber: string, createdAt: string, courseTitle: string | null, amountCents: number, downloadUrl: string }> };

export type CompleteDemoCourseMutationVariables = Exact<{
  courseId: number;
}>;


export type CompleteDemoCourseMutation = { __typename: 'Mutation', completeDemoCourse: { __typename: 'Enrollment', id: number, status: EnrollmentStatus, completedAt: string | null } };

export const ProfileSyncRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSyncRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<ProfileSyncRowFragment, unknown>;
export const Agency_AgencyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Agency_agency"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"used"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursRequired"}}]}}]}}]} as unknown as DocumentNode<Agency_AgencyFragment, unknown>;
export const OfferPayment_OfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<OfferPayment_OfferFragment, unknown>;
export const CeLedgerCard_CreditFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CeLedgerCard_credit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContinuingEducationCredit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creditHours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<CeLedgerCard_CreditFragment, unknown>;
export const CourseImage_CourseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseImage_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<CourseImage_CourseFragment, unknown>;
export const ProfileSyncStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileSyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"profileSyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileSyncRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSyncRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<ProfileSyncStatusQuery, ProfileSyncStatusQueryVariables>;
export const SyncProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"syncProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileSyncRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSyncRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<SyncProfileMutation, SyncProfileMutationVariables>;
export const PullProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PullProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemKey"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pullProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileSyncRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSyncRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<PullProfileMutation, PullProfileMutationVariables>;
export const PushProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemKey"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pushProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileSyncRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSyncRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<PushProfileMutation, PushProfileMutationVariables>;
export const RemoveAgencyMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAgencyMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeAgencyMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Agency_agency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Agency_agency"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"used"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursRequired"}}]}}]}}]} as unknown as DocumentNode<RemoveAgencyMemberMutation, RemoveAgencyMemberMutationVariables>;
export const MyAgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAgency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myAgency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Agency_agency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAgencySeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Agency_agency"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"used"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursRequired"}}]}}]}}]} as unknown as DocumentNode<MyAgencyQuery, MyAgencyQueryVariables>;
export const CreateAgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAgency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createAgency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Agency_agency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Agency_agency"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"used"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursRequired"}}]}}]}}]} as unknown as DocumentNode<CreateAgencyMutation, CreateAgencyMutationVariables>;
export const PreviewAgencyInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewAgencyInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"previewAgencyInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<PreviewAgencyInvitationsQuery, PreviewAgencyInvitationsQueryVariables>;
export const SendAgencyInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAgencyInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendAgencyInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<SendAgencyInvitationsMutation, SendAgencyInvitationsMutationVariables>;
export const AcceptAgencyInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptAgencyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"acceptAgencyInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}}]}}]}}]} as unknown as DocumentNode<AcceptAgencyInvitationMutation, AcceptAgencyInvitationMutationVariables>;
export const EnrollOnAgencySeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrollOnAgencySeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enrollOnAgencySeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}]}]}}]} as unknown as DocumentNode<EnrollOnAgencySeatMutation, EnrollOnAgencySeatMutationVariables>;
export const ResendAgencyInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendAgencyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resendAgencyInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Agency_agency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Agency_agency"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"used"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursRequired"}}]}}]}}]} as unknown as DocumentNode<ResendAgencyInvitationMutation, ResendAgencyInvitationMutationVariables>;
export const CreateSeatPaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSeatPaymentIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createSeatPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<CreateSeatPaymentIntentMutation, CreateSeatPaymentIntentMutationVariables>;
export const CompleteSeatPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSeatPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completeSeatPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Agency_agency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Agency_agency"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"seats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"used"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"renewalDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"ceHoursRequired"}}]}}]}}]} as unknown as DocumentNode<CompleteSeatPurchaseMutation, CompleteSeatPurchaseMutationVariables>;
export const AgencyInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AgencyInvitationQuery, AgencyInvitationQueryVariables>;
export const SubmitBusinessApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitBusinessApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyForLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferPayment_offer"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<SubmitBusinessApplicationMutation, SubmitBusinessApplicationMutationVariables>;
export const OfferPaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferPaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferPayment_offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<OfferPaymentPageQuery, OfferPaymentPageQueryVariables>;
export const StartOfferPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartOfferPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createBusinessOfferPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<StartOfferPaymentMutation, StartOfferPaymentMutationVariables>;
export const CompleteOfferPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteOfferPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payBusinessOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferPayment_offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<CompleteOfferPaymentMutation, CompleteOfferPaymentMutationVariables>;
export const MyContinuingEducationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyContinuingEducation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myContinuingEducation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasInitialCertification"}},{"kind":"Field","name":{"kind":"Name","value":"anchorDate"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"hoursRequired"}},{"kind":"Field","name":{"kind":"Name","value":"hoursMissing"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CeLedgerCard_credit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"beforeCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CeLedgerCard_credit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CeLedgerCard_credit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContinuingEducationCredit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creditHours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<MyContinuingEducationQuery, MyContinuingEducationQueryVariables>;
export const CheckoutCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<CheckoutCourseQuery, CheckoutCourseQueryVariables>;
export const EnrollmentAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrollmentAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activeLegalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ENROLLMENT_AGREEMENT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<EnrollmentAgreementQuery, EnrollmentAgreementQueryVariables>;
export const SignAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignAgreementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<SignAgreementMutation, SignAgreementMutationVariables>;
export const CreatePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const ConfirmDemoPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmDemoPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DemoPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"confirmDemoPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ConfirmDemoPaymentMutation, ConfirmDemoPaymentMutationVariables>;
export const CheckoutEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}}]}}]}}]} as unknown as DocumentNode<CheckoutEnrollmentQuery, CheckoutEnrollmentQueryVariables>;
export const MyEnrollmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEnrollments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myEnrollments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moodleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moodleEnrollmentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"accessFailedAt"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"isSelfPaced"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseImage_course"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseImage_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>;
export const RequestCourseAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCourseAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestCourseAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"moodleUrl"}}]}}]}}]} as unknown as DocumentNode<RequestCourseAccessMutation, RequestCourseAccessMutationVariables>;
export const LinkedSystemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"systems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}}]}}]} as unknown as DocumentNode<LinkedSystemsQuery, LinkedSystemsQueryVariables>;
export const ActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<ActivityQuery, ActivityQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const SystemStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"systemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lastChecked"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SystemStatusQuery, SystemStatusQueryVariables>;
export const MyReceiptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReceipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myReceipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<MyReceiptsQuery, MyReceiptsQueryVariables>;
export const CompleteDemoCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteDemoCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completeDemoCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]} as unknown as DocumentNode<CompleteDemoCourseMutation, CompleteDemoCourseMutationVariables>;