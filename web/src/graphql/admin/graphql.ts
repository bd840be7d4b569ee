/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Narrows the admin certificates list; every field is optional. */
export type AdminCertificateFilter = {
  /** Completed at or after this time. */
  completedFrom?: string | null | undefined;
  /** Completed before this time. */
  completedTo?: string | null | undefined;
  /** Only certificates of this course. */
  courseId?: number | null | undefined;
  /** Issued at or after this time. */
  issuedFrom?: string | null | undefined;
  /** Issued before this time. */
  issuedTo?: string | null | undefined;
  /** Part of the number, the learner's name (on the certificate), username or email, or the course title. */
  search?: string | null | undefined;
  /** Only these. */
  status?: AdminCertificateStatus | null | undefined;
};

/** The order of the admin certificates list. */
export type AdminCertificateSort = {
  /** Ascending (the default) or descending. */
  direction?: SortDirection;
  /** The column to sort by. */
  field: AdminCertificateSortField;
};

/** What the admin certificates list can be sorted by. */
export type AdminCertificateSortField =
  /** When the course was completed. */
  | 'COMPLETED_AT'
  /** When it was issued. */
  | 'ISSUED_AT'
  /** The learner's name on the certificate, A to Z. */
  | 'LEARNER'
  /** The certificate number. */
  | 'NUMBER';

/** The certificates the admin list shows by where they stand. */
export type AdminCertificateStatus =
  /** Not revoked or superseded, but past its expiry. */
  | 'EXPIRED'
  /** Revoked by an administrator or by a refund. */
  | 'REVOKED'
  /** Replaced by a re-issued certificate. */
  | 'SUPERSEDED'
  /** Neither revoked, superseded nor expired. */
  | 'VALID';

/** Which courses the admin list shows. */
export type AdminCourseFilter = {
  /** Only active (true) or inactive (false) courses. */
  isActive?: boolean | null | undefined;
  /** Only featured (true) or not featured (false) courses. */
  isFeatured?: boolean | null | undefined;
  /** Part of the title, description or instructor name (any case). */
  search?: string | null | undefined;
};

/** A new course. Defaults: price 0, 1 hour, self-paced, active, not featured. */
export type AdminCourseInput = {
  /** What the course teaches (required). */
  description: string;
  /** Whole hours, at least 1. */
  hours?: number;
  /** An http(s) address. */
  imageUrl?: string | null | undefined;
  /** Who teaches it. */
  instructorName?: string | null | undefined;
  /** Open for enrollment. */
  isActive?: boolean;
  /** Shown among the featured courses. */
  isFeatured?: boolean;
  /** Learners study at their own pace. */
  isSelfPaced?: boolean;
  /** The course's id in the learning system. */
  moodleCourseId?: string | null | undefined;
  /** Price in US cents, 0 or more. */
  priceCents?: number;
  /** The course's name (required). */
  title: string;
};

/** The order of the admin course list. */
export type AdminCourseSort = {
  /** Ascending (the default) or descending. */
  direction?: SortDirection;
  /** The column to sort by. */
  field: AdminCourseSortField;
};

/** What the admin course list can be sorted by. */
export type AdminCourseSortField =
  /** When the course was added. */
  | 'CREATED_AT'
  /** The length in hours. */
  | 'HOURS'
  /** The price. */
  | 'PRICE'
  /** The title, A to Z. */
  | 'TITLE';

/** The fields to change; an omitted field stays as it is. null clears an optional text field. */
export type AdminCourseUpdateInput = {
  /** The new description. */
  description?: string | null | undefined;
  /** Whole hours, at least 1. */
  hours?: number | null | undefined;
  /** The course's picture, an http(s) address. */
  imageUrl?: string | null | undefined;
  /** Who teaches it. */
  instructorName?: string | null | undefined;
  /** Open for enrollment. */
  isActive?: boolean | null | undefined;
  /** Shown among the featured courses. */
  isFeatured?: boolean | null | undefined;
  /** Learners study at their own pace. */
  isSelfPaced?: boolean | null | undefined;
  /** The course's id in the learning system. */
  moodleCourseId?: string | null | undefined;
  /** Price in US cents, 0 or more. */
  priceCents?: number | null | undefined;
  /** The new name. */
  title?: string | null | undefined;
};

/** A new account made by an administrator. */
export type AdminCreateUserInput = {
  /** Email address. */
  email: string;
  /** First name. */
  firstName: string;
  /** Make the account an administrator. */
  isAdmin?: boolean;
  /** Last name. */
  lastName: string;
  /** The first password: at least 8 characters, not a common password. */
  password: string;
  /** Whether it may sign in. */
  status?: UserStatus;
  /** The name they sign in with (letters, digits and . _ -). */
  username: string;
};

/** A learner and a course to enroll them in without payment. */
export type AdminEnrollUserInput = {
  /** The course. */
  courseId: number;
  /** The learner. */
  userId: number;
};

/** Which legal documents to list. */
export type AdminLegalDocumentFilter = {
  /** Only active (true) or inactive (false) documents. */
  isActive?: boolean | null | undefined;
  /** Part of the title (any case). */
  search?: string | null | undefined;
  /** Only documents of this type. */
  type?: LegalDocumentType | null | undefined;
};

/** A new legal document. Defaults: terms of service, version 1.0, active, no signature required. An active one replaces the active document of its type, which is kept with its signatures. */
export type AdminLegalDocumentInput = {
  /** HTML; sanitized when saved. */
  content: string;
  /** Make it the active document of its type. */
  isActive?: boolean;
  /** Learners must sign it. */
  requiresSignature?: boolean;
  /** The document's title. */
  title: string;
  /** What kind of document it is. */
  type?: LegalDocumentType;
  /** The version label, e.g. 1.0. */
  version?: string;
};

/** The order of the legal documents. */
export type AdminLegalDocumentSort = {
  /** Ascending (the default) or descending. */
  direction?: SortDirection;
  /** The column to sort by. */
  field: AdminLegalDocumentSortField;
};

/** What the legal documents can be sorted by. */
export type AdminLegalDocumentSortField =
  /** When it was created. */
  | 'CREATED_AT'
  /** The title, A to Z. */
  | 'TITLE'
  /** The document type. */
  | 'TYPE'
  /** The version label. */
  | 'VERSION';

/** The fields to change; an omitted field stays as it is. A signed document's content, type and version never change: publish a new version instead. */
export type AdminLegalDocumentUpdateInput = {
  /** The new HTML, sanitized when saved. */
  content?: string | null | undefined;
  /** Make it the active document of its type. */
  isActive?: boolean | null | undefined;
  /** Learners must sign it. */
  requiresSignature?: boolean | null | undefined;
  /** The new title. */
  title?: string | null | undefined;
  /** The new type. */
  type?: LegalDocumentType | null | undefined;
  /** The new version label. */
  version?: string | null | undefined;
};

/** What the admin payments list and its summary show. */
export type AdminPaymentFilter = {
  /** Only payments of this period. */
  date?: PaymentDateRange | null | undefined;
  /** Part of the transaction id, username or course title, or an amount (49.99). */
  search?: string | null | undefined;
  /** Only payments in this status. */
  status?: PaymentStatus | null | undefined;
};

/** A new password an administrator sets for an account. */
export type AdminResetPasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** At least 8 characters, not a common password. */
  newPassword: string;
};

/** The fields to change; a field left out keeps its value. */
export type AdminUpdateUserInput = {
  /** The new email address. */
  email?: string | null | undefined;
  /** The new first name. */
  firstName?: string | null | undefined;
  /** Grant or withdraw the administrator role. */
  isAdmin?: boolean | null | undefined;
  /** The new last name. */
  lastName?: string | null | undefined;
  /** The new status. */
  status?: UserStatus | null | undefined;
};

/** Narrows the admin users list; every field is optional. */
export type AdminUserFilter = {
  /** Only administrators (true) or only learners (false). */
  isAdmin?: boolean | null | undefined;
  /** A case-insensitive part of the username, email or full name ("first last"). */
  search?: string | null | undefined;
  /** Only accounts in this status. */
  status?: UserStatus | null | undefined;
};

/** The order of the admin users list. */
export type AdminUserSort = {
  /** Ascending (the default) or descending. */
  direction?: SortDirection;
  /** The column to sort by. */
  field: AdminUserSortField;
};

/** What the admin users list can be sorted by. */
export type AdminUserSortField =
  /** When the account was made. */
  | 'CREATED_AT'
  /** The email address, A to Z. */
  | 'EMAIL'
  /** The full name, A to Z. */
  | 'NAME'
  /** The username, A to Z. */
  | 'USERNAME';

/** The most a token may do: a learner's, an administrator's or a super administrator's. */
export type ApiTokenRole =
  /** Acts as an administrator. */
  | 'ADMIN'
  /** Reads and does what a signed-in learner may. */
  | 'LEARNER'
  /** Acts as a super administrator (only a super administrator may create one). */
  | 'SUPER_ADMIN';

/** Whether a token is still accepted. */
export type ApiTokenStatus =
  /** Accepted until it expires or is revoked. */
  | 'ACTIVE'
  /** Past its expiry: refused with 401. */
  | 'EXPIRED'
  /** Revoked by its owner or a super administrator: refused with 401. */
  | 'REVOKED';

/** Which audit events to list. */
export type AuditLogFilter = {
  /** The acting user's username (exact). */
  actorUsername?: string | null | undefined;
  /** From this moment (inclusive). */
  from?: string | null | undefined;
  /** Before this moment. */
  to?: string | null | undefined;
  /** An audit event type, e.g. logout. */
  type?: string | null | undefined;
};

/** A switch left out keeps its value. */
export type BannerSettingsInput = {
  /** Show the disclaimer banner. */
  showDisclaimerBanner?: boolean | null | undefined;
  /** Show the pre-launch banner. */
  showPreLaunchBanner?: boolean | null | undefined;
};

/** What the admin business-offers list shows. */
export type BusinessOfferFilter = {
  /** Part of the business name or email. */
  search?: string | null | undefined;
  /** Only offers in this status. */
  status?: BusinessOfferStatus | null | undefined;
};

/** Where a licensing offer stands, from application to active licence. */
export type BusinessOfferStatus =
  /** The licence is in force. */
  | 'Active'
  /** Cancelled by an administrator. */
  | 'Cancelled'
  /** The licence fee is paid. */
  | 'Paid'
  /** Applied for; the fee is not paid yet. */
  | 'Pending'
  /** The licence agreement is signed. */
  | 'Signed';

/** Whether the academy still stands by a certificate. */
export type CertificateStatus =
  /** Withdrawn by an administrator, with a reason. */
  | 'Revoked'
  /** Replaced by a re-issued certificate (a name correction). */
  | 'Superseded'
  /** Issued and not revoked (it may still have expired). */
  | 'Valid';

/** What a certificate number checks out as. */
export type CertificateVerificationStatus =
  /** Genuine, but its validity period has ended. */
  | 'EXPIRED'
  /** No certificate has this number. */
  | 'NOT_FOUND'
  /** Genuine, but withdrawn by the academy. */
  | 'REVOKED'
  /** Replaced by a re-issued certificate (supersededBy); check that one instead. */
  | 'SUPERSEDED'
  /** Genuine, unrevoked and not expired. */
  | 'VALID';

/** Which contact messages to list. */
export type ContactMessageFilter = {
  /** Only handled (true) or unhandled (false). */
  handled?: boolean | null | undefined;
  /** Part of the name, email or message. */
  search?: string | null | undefined;
};

/** The order of the contact messages. */
export type ContactMessageSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column to sort by. */
  field: ContactMessageSortField;
};

/** What the contact messages can be sorted by. */
export type ContactMessageSortField =
  /** When it was received. */
  | 'CREATED_AT'
  /** The sender's email address. */
  | 'EMAIL'
  /** The sender's name. */
  | 'NAME';

/** What a message is about (its REST name is the kebab-case value). */
export type ContactSubject =
  /** Payments, receipts and refunds. */
  | 'Billing'
  /** Questions about a course. */
  | 'CourseInfo'
  /** Questions about enrolling. */
  | 'Enrollment'
  /** Anything else. */
  | 'Other'
  /** A technical problem with the portal or the learning system. */
  | 'Technical';

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** Days until it expires: 1-365, 90 if not given. */
  expiresInDays?: number | null | undefined;
  /** What the token is for (1-100 characters). */
  name: string;
  /** Never above the creator's own role. */
  role: ApiTokenRole;
};

/** The disclaimer banner's switch and text. */
export type DisclaimerSettingInput = {
  /** Show the banner. */
  isVisible: boolean;
  /** Plain text, 1 to 1000 characters. */
  text: string;
};

/** What a legal document is (its REST name is the kebab-case value). */
export type LegalDocumentType =
  /** The disclaimer. */
  | 'Disclaimer'
  /** The agreement a learner signs before paying for a course. */
  | 'EnrollmentAgreement'
  /** Any other document. */
  | 'Other'
  /** The privacy policy. */
  | 'PrivacyPolicy'
  /** The refund policy. */
  | 'RefundPolicy'
  /** The terms of service. */
  | 'TermsOfService';

/** RoyaltyFree: $2,500 once. RevenueShare: $750 setup plus 15% of tuition. */
export type LicenseType =
  /** $750 setup plus 15% of the business's tuition. */
  | 'RevenueShare'
  /** $2,500 once; the business keeps all its tuition. */
  | 'RoyaltyFree';

/** Pending (waiting or between retries), Sending, Sent, Held (no SMTP server configured), Failed (refused for good). */
export type MailStatus =
  /** The SMTP server refused it for good; retrying would not help. */
  | 'Failed'
  /** Kept unsent because no SMTP server is configured (outside production). */
  | 'Held'
  /** Waiting for the queue (also between retries after an SMTP error). */
  | 'Pending'
  /** A worker is handing it to the SMTP server now. */
  | 'Sending'
  /** The SMTP server accepted it. */
  | 'Sent';

/** What the outbox list shows. */
export type OutboxFilter = {
  /** Part of the recipient or the subject. */
  search?: string | null | undefined;
  /** Only emails in this state. */
  status?: MailStatus | null | undefined;
};

/** TODAY since midnight UTC; WEEK and MONTH the last 7 and 30 days. */
export type PaymentDateRange =
  /** Every payment. */
  | 'ALL'
  /** The last 30 days. */
  | 'MONTH'
  /** Since midnight UTC. */
  | 'TODAY'
  /** The last 7 days. */
  | 'WEEK';

/** Stripe when the install has Stripe keys, else the demo processor (no card is charged). */
export type PaymentProcessor =
  /** The demo processor with Stripe's test-card rules (never in production). */
  | 'Demo'
  /** Stripe: real cards, in production. */
  | 'Stripe';

/** Where a payment stands with its processor. */
export type PaymentStatus =
  /** Refused by the processor. */
  | 'Failed'
  /** Started but not paid yet. */
  | 'Pending'
  /** Paid and then refunded in full. */
  | 'Refunded'
  /** Paid. */
  | 'Successful';

/** The pre-launch banner's switch. */
export type PrelaunchBannerSettingInput = {
  /** Show the banner. */
  isVisible: boolean;
};

/** A refund through the payment's processor. */
export type RefundPaymentInput = {
  /** Cents; what is left of the payment when absent. */
  amountCents?: number | null | undefined;
  /** The learner keeps the course (required for a partial refund). */
  keepEnrollment?: boolean | null | undefined;
  /** The payment to refund. */
  paymentId: number;
};

/** How far a protection is in force in this install. */
export type SecurityState =
  /** In force. */
  | 'ACTIVE'
  /** Not in force. */
  | 'INACTIVE'
  /** In force in part; the detail says what is missing. */
  | 'PARTIAL';

/** The order of a sorted list. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** Whether an account may sign in (only active ones may); REST names it in lower case. */
export type UserStatus =
  /** May sign in. */
  | 'Active'
  /** Waiting for activation: may not sign in. */
  | 'Pending'
  /** Suspended by an administrator: may not sign in. */
  | 'Suspended';

export type AdminApiTokensPage_TokenFragment = { __typename: 'ApiToken', id: number, name: string, prefix: string, role: ApiTokenRole, status: ApiTokenStatus, ownerUsername: string, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null };

export type ApiTokensQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApiTokensQuery = { __typename: 'Query', apiTokens: { __typename: 'ApiTokenConnection', totalCount: number, edges: Array<{ __typename: 'ApiTokenEdge', cursor: string, node: { __typename: 'ApiToken', id: number, name: string, prefix: string, role: ApiTokenRole, status: ApiTokenStatus, ownerUsername: string, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename: 'Mutation', createApiToken: { __typename: 'CreatedApiToken', token: string, apiToken: { __typename: 'ApiToken', id: number, name: string, prefix: string, role: ApiTokenRole, status: ApiTokenStatus, ownerUsername: string, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { __typename: 'Mutation', revokeApiToken: { __typename: 'ApiToken', id: number, name: string, prefix: string, role: ApiTokenRole, status: ApiTokenStatus, ownerUsername: string, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null } };

export type AdminBusinessOffersPage_OfferFragment = { __typename: 'AdminBusinessOffer', id: number, businessName: string, contactEmail: string, licenseType: LicenseType, status: BusinessOfferStatus, offerSentAt: string, paymentId: string | null, paymentAmountCents: number | null };

export type AdminBusinessOffersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: BusinessOfferFilter | null | undefined;
}>;


export type AdminBusinessOffersQuery = { __typename: 'Query', businessOffers: { __typename: 'AdminBusinessOfferConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'AdminBusinessOfferEdge', cursor: string, node: { __typename: 'AdminBusinessOffer', id: number, businessName: string, contactEmail: string, licenseType: LicenseType, status: BusinessOfferStatus, offerSentAt: string, paymentId: string | null, paymentAmountCents: number | null } }> } };

export type AdminUpdateBusinessOfferStatusMutationVariables = Exact<{
  id: number;
  status: BusinessOfferStatus;
  note?: string | null | undefined;
}>;


export type AdminUpdateBusinessOfferStatusMutation = { __typename: 'Mutation', updateBusinessOfferStatus: { __typename: 'AdminBusinessOffer', id: number, businessName: string, contactEmail: string, licenseType: LicenseType, status: BusinessOfferStatus, offerSentAt: string, paymentId: string | null, paymentAmountCents: number | null } };

export type AdminCertificatesPage_CertificateFragment = { __typename: 'Certificate', number: string, learnerName: string, courseTitle: string, hours: number, completedAt: string, expiresAt: string | null, issuedAt: string, status: CertificateStatus, verification: CertificateVerificationStatus, revokedReason: string | null, supersededBy: string | null };

export type AdminCertificatesPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: AdminCertificateFilter | null | undefined;
  sort?: AdminCertificateSort | null | undefined;
}>;


export type AdminCertificatesPageQuery = { __typename: 'Query', adminCertificates: { __typename: 'AdminCertificateConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'AdminCertificateEdge', cursor: string, node: { __typename: 'Certificate', number: string, learnerName: string, courseTitle: string, hours: number, completedAt: string, expiresAt: string | null, issuedAt: string, status: CertificateStatus, verification: CertificateVerificationStatus, revokedReason: string | null, supersededBy: string | null } }> } };

export type AdminCertificateCoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCertificateCoursesQuery = { __typename: 'Query', courses: Array<{ __typename: 'Course', id: number, title: string }> };

export type AdminRevokeCertificateMutationVariables = Exact<{
  number: string;
  reason: string;
}>;


export type AdminRevokeCertificateMutation = { __typename: 'Mutation', revokeCertificate: { __typename: 'Certificate', number: string, learnerName: string, courseTitle: string, hours: number, completedAt: string, expiresAt: string | null, issuedAt: string, status: CertificateStatus, verification: CertificateVerificationStatus, revokedReason: string | null, supersededBy: string | null } };

export type AdminReissueCertificateMutationVariables = Exact<{
  number: string;
  reason: string;
}>;


export type AdminReissueCertificateMutation = { __typename: 'Mutation', reissueCertificate: { __typename: 'Certificate', number: string, learnerName: string, courseTitle: string, hours: number, completedAt: string, expiresAt: string | null, issuedAt: string, status: CertificateStatus, verification: CertificateVerificationStatus, revokedReason: string | null, supersededBy: string | null } };

export type AdminCourseListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: AdminCourseFilter | null | undefined;
  sort?: AdminCourseSort | null | undefined;
}>;


export type AdminCourseListQuery = { __typename: 'Query', adminCourses: { __typename: 'AdminCourseConnection', totalCount: number, edges: Array<{ __typename: 'AdminCourseEdge', cursor: string, node: { __typename: 'AdminCourse', id: number, title: string, description: string, imageUrl: string | null, hours: number, priceCents: number, isFeatured: boolean, isSelfPaced: boolean, isActive: boolean, moodleCourseId: string | null, instructorName: string | null, enrollmentCount: number } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type AdminCreateCourseMutationVariables = Exact<{
  input: AdminCourseInput;
}>;


export type AdminCreateCourseMutation = { __typename: 'Mutation', adminCreateCourse: { __typename: 'AdminCourse', id: number, title: string } };

export type AdminUpdateCourseMutationVariables = Exact<{
  id: number;
  input: AdminCourseUpdateInput;
}>;


export type AdminUpdateCourseMutation = { __typename: 'Mutation', adminUpdateCourse: { __typename: 'AdminCourse', id: number, title: string, priceCents: number, hours: number, isFeatured: boolean, isSelfPaced: boolean, isActive: boolean } };

export type AdminDeleteCourseMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteCourseMutation = { __typename: 'Mutation', adminDeleteCourse: { __typename: 'AdminCourseDeletion', id: number, deleted: boolean, deactivated: boolean, message: string } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { __typename: 'Query', adminDashboard: { __typename: 'AdminDashboard', totalUsers: number, totalEnrollments: number, totalRevenueCents: number, activeCourses: number, activeUsers: number, newEnrollmentsThisMonth: number, revenueThisMonthCents: number, completionRate: number, weekly: Array<{ __typename: 'AdminWeeklyFigure', weekStart: string, revenueCents: number, enrollments: number }> } };

export type AdminRecentActivityQueryVariables = Exact<{
  first: number;
}>;


export type AdminRecentActivityQuery = { __typename: 'Query', adminRecentActivity: Array<{ __typename: 'AdminActivity', id: string, type: string, message: string, actorUsername: string | null, subjectUsername: string | null, createdAt: string }> };

export type FixAdminMutationVariables = Exact<{ [key: string]: never; }>;


export type FixAdminMutation = { __typename: 'Mutation', fixAdmin: { __typename: 'FixAdminReport', ok: boolean, repaired: Array<string>, activeSuperAdmins: number, lines: Array<string>, text: string } };

export type AdminLegalDocumentListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: AdminLegalDocumentFilter | null | undefined;
  sort?: AdminLegalDocumentSort | null | undefined;
}>;


export type AdminLegalDocumentListQuery = { __typename: 'Query', adminLegalDocuments: { __typename: 'AdminLegalDocumentConnection', totalCount: number, edges: Array<{ __typename: 'AdminLegalDocumentEdge', cursor: string, node: { __typename: 'AdminLegalDocument', id: number, title: string, content: string, type: LegalDocumentType, version: string, isActive: boolean, requiresSignature: boolean, acceptedCount: number } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type AdminCreateLegalDocumentMutationVariables = Exact<{
  input: AdminLegalDocumentInput;
}>;


export type AdminCreateLegalDocumentMutation = { __typename: 'Mutation', adminCreateLegalDocument: { __typename: 'AdminLegalDocument', id: number, title: string } };

export type AdminUpdateLegalDocumentMutationVariables = Exact<{
  id: number;
  input: AdminLegalDocumentUpdateInput;
}>;


export type AdminUpdateLegalDocumentMutation = { __typename: 'Mutation', adminUpdateLegalDocument: { __typename: 'AdminLegalDocument', id: number, title: string, version: string, isActive: boolean } };

export type AdminDeleteLegalDocumentMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteLegalDocumentMutation = { __typename: 'Mutation', adminDeleteLegalDocument: { __typename: 'AdminLegalDocumentDeletion', id: number, deleted: boolean } };

export type ContactMessagesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: ContactMessageFilter | null | undefined;
  sort?: ContactMessageSort | null | undefined;
}>;


export type ContactMessagesQuery = { __typename: 'Query', contactMessages: { __typename: 'ContactMessageConnection', totalCount: number, edges: Array<{ __typename: 'ContactMessageEdge', cursor: string, node: { __typename: 'ContactMessage', id: number, name: string, email: string, phone: string | null, subject: ContactSubject, message: string, createdAt: string, readAt: string | null, handled: boolean } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type MarkContactMessageHandledMutationVariables = Exact<{
  id: number;
  handled: boolean;
}>;


export type MarkContactMessageHandledMutation = { __typename: 'Mutation', markContactMessageHandled: { __typename: 'ContactMessage', id: number, readAt: string | null, handled: boolean } };

export type AdminOutboxPage_MailFragment = { __typename: 'OutboxMail', id: number, recipient: string, subject: string, text: string, kind: string, status: MailStatus, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null };

export type AdminOutboxPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: OutboxFilter | null | undefined;
}>;


export type AdminOutboxPageQuery = { __typename: 'Query', outbox: { __typename: 'OutboxMailConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'OutboxMailEdge', cursor: string, node: { __typename: 'OutboxMail', id: number, recipient: string, subject: string, text: string, kind: string, status: MailStatus, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null } }> } };

export type AdminPaymentsPage_PaymentFragment = { __typename: 'AdminPayment', id: number, transactionId: string, userId: number | null, username: string | null, courseId: number | null, courseTitle: string | null, businessName: string | null, amountCents: number, refundedCents: number, currency: string, status: PaymentStatus, provider: PaymentProcessor, createdAt: string, metadata: string | null, receiptId: number | null };

export type PaymentSummaryCards_FiguresFragment = { __typename: 'PaymentFigures', revenueCents: number, payments: number, successful: number, successRate: number | null, averageOrderCents: number | null };

export type AdminPaymentsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: AdminPaymentFilter | null | undefined;
}>;


export type AdminPaymentsPageQuery = { __typename: 'Query', payments: { __typename: 'AdminPaymentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'AdminPaymentEdge', cursor: string, node: { __typename: 'AdminPayment', id: number, transactionId: string, userId: number | null, username: string | null, courseId: number | null, courseTitle: string | null, businessName: string | null, amountCents: number, refundedCents: number, currency: string, status: PaymentStatus, provider: PaymentProcessor, createdAt: string, metadata: string | null, receiptId: number | null } }> } };

export type AdminPaymentSummaryQueryVariables = Exact<{
  filter?: AdminPaymentFilter | null | undefined;
}>;


export type AdminPaymentSummaryQuery = { __typename: 'Query', paymentSummary: { __typename: 'PaymentSummary', current: { __typename: 'PaymentFigures', revenueCents: number, payments: number, successful: number, successRate: number | null, averageOrderCents: number | null }, previous: { __typename: 'PaymentFigures', revenueCents: number, payments: number, successful: number, successRate: number | null, averageOrderCents: number | null } | null } };

export type AdminPaymentReceiptQueryVariables = Exact<{
  paymentId: number;
}>;


export type AdminPaymentReceiptQuery = { __typename: 'Query', receipt: { __typename: 'Receipt', id: number, receiptNumber: string, createdAt: string, customerName: string | null, username: string | null, courseTitle: string | null, amountCents: number, currency: string, paymentMethod: string, transactionId: string, downloadUrl: string } };

export type AdminRefundPaymentMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type AdminRefundPaymentMutation = { __typename: 'Mutation', refundPayment: { __typename: 'AdminPayment', id: number, transactionId: string, userId: number | null, username: string | null, courseId: number | null, courseTitle: string | null, businessName: string | null, amountCents: number, refundedCents: number, currency: string, status: PaymentStatus, provider: PaymentProcessor, createdAt: string, metadata: string | null, receiptId: number | null } };

export type SecurityDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityDashboardQuery = { __typename: 'Query', securityDashboard: { __typename: 'SecurityDashboard', cards: Array<{ __typename: 'SecurityCard', key: string, title: string, value: number, thisWeek: number, previousWeek: number, description: string }>, status: Array<{ __typename: 'SecurityStatusItem', name: string, state: SecurityState, label: string, detail: string }> } };

export type UserTokenInfoQueryVariables = Exact<{
  userId: number;
}>;


export type UserTokenInfoQuery = { __typename: 'Query', userTokenInfo: { __typename: 'UserTokenInfo', success: boolean, user: { __typename: 'SecurityUser', id: number, username: string, email: string, tokenVersion: number, lastCredentialChange: string | null, adminStatus: string }, securityInfo: { __typename: 'UserSecurityInfo', activeSessions: number, lastLogin: string | null, lockedUntil: string | null, failedLoginCount: number, loginHistory: Array<{ __typename: 'LoginHistoryEntry', id: string, createdAt: string, success: boolean, reason: string | null, ipAddress: string | null, userAgent: string | null }> } } };

export type ForceLogoutUserMutationVariables = Exact<{
  userId: number;
}>;


export type ForceLogoutUserMutation = { __typename: 'Mutation', forceLogoutUser: { __typename: 'ForceLogoutResult', success: boolean, message: string, userId: number | null } };

export type ForceLogoutAllUsersMutationVariables = Exact<{ [key: string]: never; }>;


export type ForceLogoutAllUsersMutation = { __typename: 'Mutation', forceLogoutAllUsers: { __typename: 'ForceLogoutResult', success: boolean, message: string, affectedCount: number } };

export type IntrusionReportQueryVariables = Exact<{ [key: string]: never; }>;


export type IntrusionReportQuery = { __typename: 'Query', intrusionReport: { __typename: 'IntrusionReport', addressLimit: number, windowMinutes: number, lockedAccounts: Array<{ __typename: 'LockedAccount', userId: number, username: string, lockedUntil: string, failedLoginCount: number }>, blockedAddresses: Array<{ __typename: 'BlockedAddress', ipAddress: string, failures: number, lastAttemptAt: string }> } };

export type UnlockAccountMutationVariables = Exact<{
  userId: number;
}>;


export type UnlockAccountMutation = { __typename: 'Mutation', unlockAccount: { __typename: 'UnblockResult', success: boolean, message: string } };

export type UnblockAddressMutationVariables = Exact<{
  ipAddress: string;
}>;


export type UnblockAddressMutation = { __typename: 'Mutation', unblockAddress: { __typename: 'UnblockResult', success: boolean, message: string } };

export type AuditLogQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: AuditLogFilter | null | undefined;
}>;


export type AuditLogQuery = { __typename: 'Query', auditLog: { __typename: 'AuditLogConnection', totalCount: number, edges: Array<{ __typename: 'AuditLogEdge', cursor: string, node: { __typename: 'AuditLogEntry', id: string, type: string, message: string, actorUsername: string | null, subjectUsername: string | null, ipAddress: string | null, createdAt: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type AdminDisclaimerSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDisclaimerSettingQuery = { __typename: 'Query', disclaimerSetting: { __typename: 'DisclaimerSetting', isVisible: boolean, text: string } };

export type AdminPrelaunchSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPrelaunchSettingQuery = { __typename: 'Query', prelaunchBannerSetting: { __typename: 'PrelaunchBannerSetting', isVisible: boolean } };

export type UpdateDisclaimerSettingMutationVariables = Exact<{
  input: DisclaimerSettingInput;
}>;


export type UpdateDisclaimerSettingMutation = { __typename: 'Mutation', updateDisclaimerSetting: { __typename: 'DisclaimerSetting', isVisible: boolean, text: string } };

export type UpdatePrelaunchBannerSettingMutationVariables = Exact<{
  input: PrelaunchBannerSettingInput;
}>;


export type UpdatePrelaunchBannerSettingMutation = { __typename: 'Mutation', updatePrelaunchBannerSetting: { __typename: 'PrelaunchBannerSetting', isVisible: boolean } };

export type UpdateBannerSettingsMutationVariables = Exact<{
  input: BannerSettingsInput;
}>;


export type UpdateBannerSettingsMutation = { __typename: 'Mutation', updateBannerSettings: { __typename: 'BannerSettings', showDisclaimerBanner: boolean, showPreLaunchBanner: boolean } };

export type AdminUsersPage_UserFragment = { __typename: 'AdminUser', id: number, username: string, email: string, firstName: string, lastName: string, status: UserStatus, isAdmin: boolean, isSuperAdmin: boolean, lastLogin: string | null, enrollmentCount: number };

export type AdminUsersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: AdminUserFilter | null | undefined;
  sort?: AdminUserSort | null | undefined;
}>;


export type AdminUsersPageQuery = { __typename: 'Query', adminUsers: { __typename: 'AdminUserConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'AdminUserEdge', cursor: string, node: { __typename: 'AdminUser', id: number, username: string, email: string, firstName: string, lastName: string, status: UserStatus, isAdmin: boolean, isSuperAdmin: boolean, lastLogin: string | null, enrollmentCount: number } }> } };

export type AdminUsersCreateMutationVariables = Exact<{
  input: AdminCreateUserInput;
}>;


export type AdminUsersCreateMutation = { __typename: 'Mutation', adminCreateUser: { __typename: 'AdminUser', id: number, username: string, email: string, firstName: string, lastName: string, status: UserStatus, isAdmin: boolean, isSuperAdmin: boolean, lastLogin: string | null, enrollmentCount: number } };

export type AdminUsersUpdateMutationVariables = Exact<{
  id: number;
  input: AdminUpdateUserInput;
}>;


export type AdminUsersUpdateMutation = { __typename: 'Mutation', adminUpdateUser: { __typename: 'AdminUser', id: number, username: string, email: string, firstName: string, lastName: string, status: UserStatus, isAdmin: boolean, isSuperAdmin: boolean, lastLogin: string | null, enrollmentCount: number } };

export type AdminUsersResetPasswordMutationVariables = Exact<{
  id: number;
  input: AdminResetPasswordInput;
}>;


export type AdminUsersResetPasswordMutation = { __typename: 'Mutation', adminResetPassword: { __typename: 'AdminActionResult', success: boolean, message: string } };

export type AdminUsersEnrollMutationVariables = Exact<{
  input: AdminEnrollUserInput;
}>;


export type AdminUsersEnrollMutation = { __typename: 'Mutation', adminEnrollUser: { __typename: 'AdminEnrollment', id: number, courseId: number } };

export type AdminUsersDeleteMutationVariables = Exact<{
  id: number;
}>;


export type AdminUsersDeleteMutation = { __typename: 'Mutation', adminDeleteUser: { __typename: 'AdminActionResult', success: boolean, message: string } };

export type AnomalyList_AnomalyFragment = { __typename: 'VerificationAnomaly', key: string, type: string, reason: string, timestamp: string | null, enrollmentId: number | null, paymentId: string | null, businessName: string | null, courseId: number | null, courseTitle: string | null, userId: number | null, ipAddress: string | null, flagged: boolean, resolved: boolean, resolutionNote: string | null };

export type VerificationOverviewQueryVariables = Exact<{
  fresh?: boolean | null | undefined;
}>;


export type VerificationOverviewQuery = { __typename: 'Query', verificationOverview: { __typename: 'VerificationOverview', verified: boolean, message: string, anomalyCount: number, enrollments: { __typename: 'EnrollmentVerification', verified: boolean, message: string, checked: number }, payments: { __typename: 'PaymentVerification', verified: boolean, message: string, checked: number }, courses: { __typename: 'CourseVerification', verified: boolean, message: string, checked: number }, anomalies: Array<{ __typename: 'VerificationAnomaly', key: string, type: string, reason: string, timestamp: string | null, enrollmentId: number | null, paymentId: string | null, businessName: string | null, courseId: number | null, courseTitle: string | null, userId: number | null, ipAddress: string | null, flagged: boolean, resolved: boolean, resolutionNote: string | null }> } };

export type EnrollmentVerificationQueryVariables = Exact<{
  fresh?: boolean | null | undefined;
}>;


export type EnrollmentVerificationQuery = { __typename: 'Query', enrollmentVerification: { __typename: 'EnrollmentVerification', verified: boolean, message: string, checked: number, grants: number, computedAt: string, data: Array<{ __typename: 'EnrollmentVerificationRecord', id: number, userId: number, username: string | null, courseId: number, courseTitle: string | null, paymentId: string | null, paymentAmountCents: number | null, enrolledAt: string, status: string, adminEnrolled: boolean, grantedBy: string | null }>, anomalies: Array<{ __typename: 'VerificationAnomaly', key: string, type: string, reason: string, timestamp: string | null, enrollmentId: number | null, paymentId: string | null, businessName: string | null, courseId: number | null, courseTitle: string | null, userId: number | null, ipAddress: string | null, flagged: boolean, resolved: boolean, resolutionNote: string | null }> } };

export type PaymentVerificationQueryVariables = Exact<{
  fresh?: boolean | null | undefined;
}>;


export type PaymentVerificationQuery = { __typename: 'Query', paymentVerification: { __typename: 'PaymentVerification', verified: boolean, message: string, checked: number, computedAt: string, data: Array<{ __typename: 'LicencePaymentVerificationRecord', id: number, businessName: string, contactEmail: string, licenseType: string, paymentId: string | null, paymentAmountCents: number | null, status: string, offerSentAt: string }>, anomalies: Array<{ __typename: 'VerificationAnomaly', key: string, type: string, reason: string, timestamp: string | null, enrollmentId: number | null, paymentId: string | null, businessName: string | null, courseId: number | null, courseTitle: string | null, userId: number | null, ipAddress: string | null, flagged: boolean, resolved: boolean, resolutionNote: string | null }> } };

export type CourseVerificationQueryVariables = Exact<{
  fresh?: boolean | null | undefined;
}>;


export type CourseVerificationQuery = { __typename: 'Query', courseVerification: { __typename: 'CourseVerification', verified: boolean, message: string, checked: number, computedAt: string, data: Array<{ __typename: 'CourseVerificationRecord', id: number, title: string, priceCents: number, hours: number, isSelfPaced: boolean, isActive: boolean, createdAt: string }>, anomalies: Array<{ __typename: 'VerificationAnomaly', key: string, type: string, reason: string, timestamp: string | null, enrollmentId: number | null, paymentId: string | null, businessName: string | null, courseId: number | null, courseTitle: string | null, userId: number | null, ipAddress: string | null, flagged: boolean, resolved: boolean, resolutionNote: string | null }> } };

export type SecurityAuditTabQueryVariables = Exact<{
  fresh?: boolean | null | undefined;
}>;


export type SecurityAuditTabQuery = { __typename: 'Query', securityAudit: { __typename: 'SecurityAudit', verified: boolean, message: string, checked: number, computedAt: string, data: Array<{ __typename: 'SecurityCheckSummary', code: string, type: string, count: number }>, anomalies: Array<{ __typename: 'VerificationAnomaly', key: string, type: string, reason: string, timestamp: string | null, enrollmentId: number | null, paymentId: string | null, businessName: string | null, courseId: number | null, courseTitle: string | null, userId: number | null, ipAddress: string | null, flagged: boolean, resolved: boolean, resolutionNote: string | null }> } };

export type FlagAllVerificationIssuesMutationVariables = Exact<{ [key: string]: never; }>;


export type FlagAllVerificationIssuesMutation = { __typename: 'Mutation', flagVerificationAnomalies: { __typename: 'VerificationFlagResult', flagged: number, alreadyFlagged: number } };

export type ResolveVerificationIssueMutationVariables = Exact<{
  anomalyKey: string;
  note: string;
}>;


export type ResolveVerificationIssueMutation = { __typename: 'Mutation', resolveVerificationFlag: { __typename: 'VerificationFlag', id: number, resolvedAt: string | null, resolutionNote: string | null } };

export const AdminApiTokensPage_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiTokensPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}}]}}]} as unknown as DocumentNode<AdminApiTokensPage_TokenFragment, unknown>;
export const AdminBusinessOffersPage_OfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBusinessOffersPage_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offerSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmountCents"}}]}}]} as unknown as DocumentNode<AdminBusinessOffersPage_OfferFragment, unknown>;
export const AdminCertificatesPage_CertificateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCertificatesPage_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"revokedReason"}},{"kind":"Field","name":{"kind":"Name","value":"supersededBy"}}]}}]} as unknown as DocumentNode<AdminCertificatesPage_CertificateFragment, unknown>;
export const AdminOutboxPage_MailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOutboxPage_mail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<AdminOutboxPage_MailFragment, unknown>;
export const AdminPaymentsPage_PaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentsPage_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}}]}}]} as unknown as DocumentNode<AdminPaymentsPage_PaymentFragment, unknown>;
export const PaymentSummaryCards_FiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSummaryCards_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}},{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderCents"}}]}}]} as unknown as DocumentNode<PaymentSummaryCards_FiguresFragment, unknown>;
export const AdminUsersPage_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCount"}}]}}]} as unknown as DocumentNode<AdminUsersPage_UserFragment, unknown>;
export const AnomalyList_AnomalyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyList_anomaly"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationAnomaly"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode<AnomalyList_AnomalyFragment, unknown>;
export const ApiTokensDocument = {"__meta__":{"hash":"1d8634629f5e99fa9615e90fd7db2f80bc6722a3da68d13f3502f31c6a5a685e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiTokensPage_token"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiTokensPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"__meta__":{"hash":"776f41fcb6e82378d6ae8174ba516fcb02034108e37df502a701f65409f5bef4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiTokensPage_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiTokensPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"__meta__":{"hash":"6103f275f756bcbb2b6dea5c82d8c3abe14ccd8fa1a1fb6a2e025a7f9eda6483"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApiTokensPage_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApiTokensPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const AdminBusinessOffersDocument = {"__meta__":{"hash":"5010e79fff2bfb24e62003cad8edb5c27956b6c60350a1546aec4a2bb927b78c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBusinessOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOfferFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBusinessOffersPage_offer"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBusinessOffersPage_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offerSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmountCents"}}]}}]} as unknown as DocumentNode<AdminBusinessOffersQuery, AdminBusinessOffersQueryVariables>;
export const AdminUpdateBusinessOfferStatusDocument = {"__meta__":{"hash":"e039264f2736ca16da840e5b30c4df02fece71ddae3e33504e142de677e827db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateBusinessOfferStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOfferStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateBusinessOfferStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBusinessOffersPage_offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBusinessOffersPage_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offerSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmountCents"}}]}}]} as unknown as DocumentNode<AdminUpdateBusinessOfferStatusMutation, AdminUpdateBusinessOfferStatusMutationVariables>;
export const AdminCertificatesPageDocument = {"__meta__":{"hash":"e9c931e32e7d3866c5db37ea5edc665397412cc8f0223f6003c55edd2c7189b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificatesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCertificateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCertificateSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminCertificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCertificatesPage_certificate"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCertificatesPage_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"revokedReason"}},{"kind":"Field","name":{"kind":"Name","value":"supersededBy"}}]}}]} as unknown as DocumentNode<AdminCertificatesPageQuery, AdminCertificatesPageQueryVariables>;
export const AdminCertificateCoursesDocument = {"__meta__":{"hash":"15c6e8adcc89c5a101269c993d156969541158ee6fee72af50f565bf0374441c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificateCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminCertificateCoursesQuery, AdminCertificateCoursesQueryVariables>;
export const AdminRevokeCertificateDocument = {"__meta__":{"hash":"6a835f0900e697b834502bf2c69808c05208b9909001e47326d9f7b0e637a51a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRevokeCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCertificatesPage_certificate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCertificatesPage_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"revokedReason"}},{"kind":"Field","name":{"kind":"Name","value":"supersededBy"}}]}}]} as unknown as DocumentNode<AdminRevokeCertificateMutation, AdminRevokeCertificateMutationVariables>;
export const AdminReissueCertificateDocument = {"__meta__":{"hash":"e5495fea29b5d9292a1d0eea28207c34c44e266e5c40493325207d6e8f0a7eda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReissueCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reissueCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCertificatesPage_certificate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCertificatesPage_certificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"revokedReason"}},{"kind":"Field","name":{"kind":"Name","value":"supersededBy"}}]}}]} as unknown as DocumentNode<AdminReissueCertificateMutation, AdminReissueCertificateMutationVariables>;
export const AdminCourseListDocument = {"__meta__":{"hash":"a1f99448f20f3513484db86cc562267dc9dc02439979a9a1231a38af14074139"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCourseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCourseSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"isSelfPaced"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"moodleCourseId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AdminCourseListQuery, AdminCourseListQueryVariables>;
export const AdminCreateCourseDocument = {"__meta__":{"hash":"333797e8b0cc3343c562951d26e25a7f71bc411d16ea637e25eb27343264de53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminCreateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminCreateCourseMutation, AdminCreateCourseMutationVariables>;
export const AdminUpdateCourseDocument = {"__meta__":{"hash":"b390e3ed25feefc837a689ff00fb6b8d8fe52d3a0e178812223fa10af5af2a81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCourseUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminUpdateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"isSelfPaced"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCourseMutation, AdminUpdateCourseMutationVariables>;
export const AdminDeleteCourseDocument = {"__meta__":{"hash":"32f4558dc2f741d94e4fb99af747f35f07519e6aaac22cd2ba185a5017fd0e4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminDeleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCourseMutation, AdminDeleteCourseMutationVariables>;
export const AdminDashboardDocument = {"__meta__":{"hash":"8660ef5503c7fbfae1fa5c40d9c2e63c7bf8924d27a4d21559c64680cac362a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnrollments"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"activeCourses"}},{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}},{"kind":"Field","name":{"kind":"Name","value":"newEnrollmentsThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"revenueThisMonthCents"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"enrollments"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminRecentActivityDocument = {"__meta__":{"hash":"06e70d1db0117d5c6ba262fcfc43fdf53d7eb9ee93152a8ece7dc3c5ff4371cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminRecentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actorUsername"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminRecentActivityQuery, AdminRecentActivityQueryVariables>;
export const FixAdminDocument = {"__meta__":{"hash":"461033e58e6c5a37d992d22726c5482e39371c45c80041ccb13af67f7979835b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fixAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"repaired"}},{"kind":"Field","name":{"kind":"Name","value":"activeSuperAdmins"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<FixAdminMutation, FixAdminMutationVariables>;
export const AdminLegalDocumentListDocument = {"__meta__":{"hash":"49b58d37646b5c8e1e5116e30e89a59eebe4f36e234cf558ee8b4cf4e599652f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLegalDocumentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLegalDocumentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLegalDocumentSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminLegalDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"requiresSignature"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AdminLegalDocumentListQuery, AdminLegalDocumentListQueryVariables>;
export const AdminCreateLegalDocumentDocument = {"__meta__":{"hash":"c22bd21fbe04848564bc7db3e32e8f3cb245cedb9cbe438d6cb0d6a8b53d15da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateLegalDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLegalDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminCreateLegalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminCreateLegalDocumentMutation, AdminCreateLegalDocumentMutationVariables>;
export const AdminUpdateLegalDocumentDocument = {"__meta__":{"hash":"640ef901067e95be5b1052003a8ee168c1fae951da263b2952b90595c2258011"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateLegalDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLegalDocumentUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminUpdateLegalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateLegalDocumentMutation, AdminUpdateLegalDocumentMutationVariables>;
export const AdminDeleteLegalDocumentDocument = {"__meta__":{"hash":"910b370204ef86514c3b36a9c764f85d9641e3caf0fb37401d338cb6c58dafa2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteLegalDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminDeleteLegalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteLegalDocumentMutation, AdminDeleteLegalDocumentMutationVariables>;
export const ContactMessagesDocument = {"__meta__":{"hash":"6cf1b4cf75d1a044a877009cc134aaa26ec3a75ed96867ea29e53226bd4cc8ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ContactMessagesQuery, ContactMessagesQueryVariables>;
export const MarkContactMessageHandledDocument = {"__meta__":{"hash":"3a0679ed154cee4bb8b51c76eb990ba78ae0f7308e01219e399bc3237008638e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkContactMessageHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markContactMessageHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"handled"}}]}}]}}]} as unknown as DocumentNode<MarkContactMessageHandledMutation, MarkContactMessageHandledMutationVariables>;
export const AdminOutboxPageDocument = {"__meta__":{"hash":"c9f1c697fe6d254ab5555fb2a371ac4b445fc22048d0055773d926ef84833243"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutboxPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOutboxPage_mail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOutboxPage_mail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<AdminOutboxPageQuery, AdminOutboxPageQueryVariables>;
export const AdminPaymentsPageDocument = {"__meta__":{"hash":"e21f2c8ddb3df3b06f29a791c5982dafc4bf0d91f1866942ead86dd40035f7e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentsPage_payment"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentsPage_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}}]}}]} as unknown as DocumentNode<AdminPaymentsPageQuery, AdminPaymentsPageQueryVariables>;
export const AdminPaymentSummaryDocument = {"__meta__":{"hash":"0f875e67112712361d63b429c0798b5831f40938b9f646cfb2e48f72eca40a53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentSummaryCards_figures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentSummaryCards_figures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSummaryCards_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}},{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrderCents"}}]}}]} as unknown as DocumentNode<AdminPaymentSummaryQuery, AdminPaymentSummaryQueryVariables>;
export const AdminPaymentReceiptDocument = {"__meta__":{"hash":"41ffd728a9de6ad2ab2feac728ecbb29b324fdba281095b40a5698223e02769d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentReceiptQuery, AdminPaymentReceiptQueryVariables>;
export const AdminRefundPaymentDocument = {"__meta__":{"hash":"142953e04f5ca56d59b916c242fb0359749455eff6f34cda1827e731a235e5fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentsPage_payment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentsPage_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"receiptId"}}]}}]} as unknown as DocumentNode<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>;
export const SecurityDashboardDocument = {"__meta__":{"hash":"c0a562f8811f8869a5437a37e3994ac290c599bb3175254df619113f588ca536"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"securityDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"thisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"previousWeek"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<SecurityDashboardQuery, SecurityDashboardQueryVariables>;
export const UserTokenInfoDocument = {"__meta__":{"hash":"617216b20dcb8c2a06f99fb794b819b72a7382983f2a6caf9f4c18b1308c402d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserTokenInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userTokenInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tokenVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lastCredentialChange"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"securityInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activeSessions"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}},{"kind":"Field","name":{"kind":"Name","value":"loginHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserTokenInfoQuery, UserTokenInfoQueryVariables>;
export const ForceLogoutUserDocument = {"__meta__":{"hash":"bd8c404b5187cd7834b40b487ddf7167847ad66399e667e7e7978f6401451a7b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForceLogoutUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"forceLogoutUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ForceLogoutUserMutation, ForceLogoutUserMutationVariables>;
export const ForceLogoutAllUsersDocument = {"__meta__":{"hash":"29badfa86b535e57fac91d89af1244d571729be67b4045bb51e6dcca600e4255"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForceLogoutAllUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"forceLogoutAllUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCount"}}]}}]}}]} as unknown as DocumentNode<ForceLogoutAllUsersMutation, ForceLogoutAllUsersMutationVariables>;
export const IntrusionReportDocument = {"__meta__":{"hash":"583e7ebf9c4052fe08d2845388ab55e0cd69079b07bb021794e4df0766f6cf0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntrusionReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"intrusionReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addressLimit"}},{"kind":"Field","name":{"kind":"Name","value":"windowMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"failures"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}}]}}]}}]} as unknown as DocumentNode<IntrusionReportQuery, IntrusionReportQueryVariables>;
export const UnlockAccountDocument = {"__meta__":{"hash":"17bacdfe24763d40c2042e6bf1d911926ca6cb7f3113f0c5aa919580cf2e09d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unlockAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UnlockAccountMutation, UnlockAccountMutationVariables>;
export const UnblockAddressDocument = {"__meta__":{"hash":"732c1c369a86d5936fb5034e493d9f4468ea84f8093457f5f117e292b279861d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ipAddress"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unblockAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ipAddress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ipAddress"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UnblockAddressMutation, UnblockAddressMutationVariables>;
export const AuditLogDocument = {"__meta__":{"hash":"5c2619470f9d5e9f30dcfc193f093431f2b51df87c9e6387684ddc708d311421"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actorUsername"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUsername"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AdminDisclaimerSettingDocument = {"__meta__":{"hash":"a32d8f4e4a1fba88fde911326b4f4e845d34da08ffb567466a17f36502f13471"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDisclaimerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AdminDisclaimerSettingQuery, AdminDisclaimerSettingQueryVariables>;
export const AdminPrelaunchSettingDocument = {"__meta__":{"hash":"5f8a27f7684cfbb0aa0185647c033ca7110cf197764b535a4b06622f73e318d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrelaunchSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prelaunchBannerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]}}]} as unknown as DocumentNode<AdminPrelaunchSettingQuery, AdminPrelaunchSettingQueryVariables>;
export const UpdateDisclaimerSettingDocument = {"__meta__":{"hash":"377c51fba9e670a27f00dbbe136f5a29b2f0a352ea685ed2c09344d13e789a04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDisclaimerSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisclaimerSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateDisclaimerSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<UpdateDisclaimerSettingMutation, UpdateDisclaimerSettingMutationVariables>;
export const UpdatePrelaunchBannerSettingDocument = {"__meta__":{"hash":"a3e0fbae963620cf58f4fb8b7fe806c841fb5d7670545417fb08abd30810f799"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrelaunchBannerSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrelaunchBannerSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updatePrelaunchBannerSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]}}]} as unknown as DocumentNode<UpdatePrelaunchBannerSettingMutation, UpdatePrelaunchBannerSettingMutationVariables>;
export const UpdateBannerSettingsDocument = {"__meta__":{"hash":"6585c124f38245f74d6e51efeb754916d4b54407198d8df2391f46eb882899b0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBannerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateBannerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"showDisclaimerBanner"}},{"kind":"Field","name":{"kind":"Name","value":"showPreLaunchBanner"}}]}}]}}]} as unknown as DocumentNode<UpdateBannerSettingsMutation, UpdateBannerSettingsMutationVariables>;
export const AdminUsersPageDocument = {"__meta__":{"hash":"b1f903c671c4840b81da01d82cd8690f6fe5031ce1bf992823cbffe5387854f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUsersPage_user"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCount"}}]}}]} as unknown as DocumentNode<AdminUsersPageQuery, AdminUsersPageQueryVariables>;
export const AdminUsersCreateDocument = {"__meta__":{"hash":"4e696ab66b5db657384fcd553eb1007d405e3cc8046595f69022a69e34e98c6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUsersCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminCreateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUsersPage_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCount"}}]}}]} as unknown as DocumentNode<AdminUsersCreateMutation, AdminUsersCreateMutationVariables>;
export const AdminUsersUpdateDocument = {"__meta__":{"hash":"0f8530466b585488422f2c6b72effc55c549b085437611024f42418742661794"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUsersUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminUpdateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUsersPage_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUsersPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentCount"}}]}}]} as unknown as DocumentNode<AdminUsersUpdateMutation, AdminUsersUpdateMutationVariables>;
export const AdminUsersResetPasswordDocument = {"__meta__":{"hash":"b289f2e11c80d6c20a2c8439ccb49f0262c45a722f5a50086bd289a26dec8e35"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUsersResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUsersResetPasswordMutation, AdminUsersResetPasswordMutationVariables>;
export const AdminUsersEnrollDocument = {"__meta__":{"hash":"487b39e87384de4be8422f46b282ed908fb20624afab180ddb4c5d641ca99960"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUsersEnroll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEnrollUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminEnrollUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}}]}}]}}]} as unknown as DocumentNode<AdminUsersEnrollMutation, AdminUsersEnrollMutationVariables>;
export const AdminUsersDeleteDocument = {"__meta__":{"hash":"53aa0ce5fab76e4609a4d9dcf6a88e2170b7ef4864dddbe952bb69640b1b4cb6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUsersDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminDeleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUsersDeleteMutation, AdminUsersDeleteMutationVariables>;
export const VerificationOverviewDocument = {"__meta__":{"hash":"471eddd17cf9a3bfd14b823b636da64f95353c8e32c03111d2dd3aeb2cdf60a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verificationOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"anomalyCount"}},{"kind":"Field","name":{"kind":"Name","value":"enrollments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnomalyList_anomaly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyList_anomaly"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationAnomaly"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode<VerificationOverviewQuery, VerificationOverviewQueryVariables>;
export const EnrollmentVerificationDocument = {"__meta__":{"hash":"79282fc6ad7b3db2106b4c770d1d8d632ec008251450670af4c2e6ec4d17cd1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrollmentVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"grants"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"grantedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnomalyList_anomaly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyList_anomaly"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationAnomaly"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode<EnrollmentVerificationQuery, EnrollmentVerificationQueryVariables>;
export const PaymentVerificationDocument = {"__meta__":{"hash":"4c7ac600fe69f93d58594d78d6a78b7124791ed1306686acb6f43fe0a965599f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"paymentVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offerSentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnomalyList_anomaly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyList_anomaly"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationAnomaly"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode<PaymentVerificationQuery, PaymentVerificationQueryVariables>;
export const CourseVerificationDocument = {"__meta__":{"hash":"eb53da0f9b21356476535df0ae1e83a348f9b12bb005fed3577edf168829c752"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courseVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"isSelfPaced"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnomalyList_anomaly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyList_anomaly"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationAnomaly"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode<CourseVerificationQuery, CourseVerificationQueryVariables>;
export const SecurityAuditTabDocument = {"__meta__":{"hash":"672ceda5840caca43784ffdf2da3b02298d63d31cf6c5c17b18d9c7a387366f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityAuditTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"securityAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnomalyList_anomaly"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyList_anomaly"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationAnomaly"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode<SecurityAuditTabQuery, SecurityAuditTabQueryVariables>;
export const FlagAllVerificationIssuesDocument = {"__meta__":{"hash":"144d6b57f0e2ba77942943c05f71fac58f7644fde60a9fafb03468df584e3063"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlagAllVerificationIssues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"flagVerificationAnomalies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyFlagged"}}]}}]}}]} as unknown as DocumentNode<FlagAllVerificationIssuesMutation, FlagAllVerificationIssuesMutationVariables>;
export const ResolveVerificationIssueDocument = {"__meta__":{"hash":"5b68a3152ee30e8ad71c3a0c7b1da4aaaa9706ffeb2ce4e4cb28458a4dbb2177"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveVerificationIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anomalyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resolveVerificationFlag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anomalyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anomalyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]}}]} as unknown as DocumentNode<ResolveVerificationIssueMutation, ResolveVerificationIssueMutationVariables>;