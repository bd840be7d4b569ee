export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** One thing the signed-in user did in one of the systems, as only they see it. */
export type ActivityItem = {
  __typename?: 'ActivityItem';
  /** What was done. */
  action: Scalars['String']['output'];
  /** The facts of it. */
  details: Array<Detail>;
  /** The item's id. */
  id: Scalars['Int']['output'];
  /** What happened, in a sentence with names ('You are enrolled in Skip Tracing.'). */
  summary: Scalars['String']['output'];
  /** The system it happened in. */
  system: SystemKey;
  /** When. */
  timestamp: Scalars['DateTimeISO']['output'];
};

/** The answer to an administrator's action on an account. */
export type AdminActionResult = {
  __typename?: 'AdminActionResult';
  /** What was done, in words for the administrator. */
  message: Scalars['String']['output'];
  /** The action was done. */
  success: Scalars['Boolean']['output'];
};

/** One audit event, told as a sentence. */
export type AdminActivity = {
  __typename?: 'AdminActivity';
  /** Who did it; null for the system or an anonymous caller. */
  actorUsername?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The audit event's id. */
  id: Scalars['ID']['output'];
  /** What happened, as one sentence for the activity feed. */
  message: Scalars['String']['output'];
  /** The account it was done to, if any. */
  subjectUsername?: Maybe<Scalars['String']['output']>;
  /** The record it concerns, where that still exists and has an admin screen; null otherwise. */
  target?: Maybe<AuditTarget>;
  /** The audit event type, e.g. enrollment.created. */
  type: Scalars['String']['output'];
};

/** An agency as administrators list it. */
export type AdminAgency = {
  __typename?: 'AdminAgency';
  /** Where its receipts and billing questions go. */
  billingEmail: Scalars['String']['output'];
  /** When it was set up. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The agency's id. */
  id: Scalars['Int']['output'];
  /** Its manager's email address. */
  managerEmail?: Maybe<Scalars['String']['output']>;
  /** Its manager's name. */
  managerName?: Maybe<Scalars['String']['output']>;
  /** Members not removed (the manager included). */
  members: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Seats held, of every course. */
  seats: Scalars['Int']['output'];
  /** Seats taken by agents. */
  used: Scalars['Int']['output'];
};

/** A page of agencies, for administrators. */
export type AdminAgencyConnection = {
  __typename?: 'AdminAgencyConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminAgencyEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a AdminAgency list, with its cursor. */
export type AdminAgencyEdge = {
  __typename?: 'AdminAgencyEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AdminAgency;
};

/** An offer as administrators manage it. */
export type AdminBusinessOffer = {
  __typename?: 'AdminBusinessOffer';
  /** What else the applicant wrote, if anything. */
  additionalInfo?: Maybe<Scalars['String']['output']>;
  /** The business's postal address. */
  businessAddress: Scalars['String']['output'];
  /** The business that applied. */
  businessName: Scalars['String']['output'];
  /** The business's website, if given. */
  businessWebsite?: Maybe<Scalars['String']['output']>;
  /** The contact's email address. */
  contactEmail: Scalars['String']['output'];
  /** The person to contact about the licence. */
  contactName: Scalars['String']['output'];
  /** The contact's phone number. */
  contactPhone: Scalars['String']['output'];
  /** The licence fee in cents, set by the licence type. */
  feeCents: Scalars['Int']['output'];
  /** The offer's id, as in its payment link. */
  id: Scalars['Int']['output'];
  /** The licence offered. */
  licenseType: LicenseType;
  /** When the offer was made (the application's time). */
  offerSentAt: Scalars['DateTimeISO']['output'];
  /** The partner its paid fee made (/admin/partners/{id}); null before that. */
  partnerId?: Maybe<Scalars['Int']['output']>;
  /** What was paid, in cents. */
  paymentAmountCents?: Maybe<Scalars['Int']['output']>;
  /** The processor's payment id, once the fee was verified as paid. */
  paymentId?: Maybe<Scalars['String']['output']>;
  /** Where the offer stands. */
  status: BusinessOfferStatus;
  /** Why an administrator put the offer in its status, if they said (a fee paid outside the processor must say why); null after a verified payment. */
  statusNote?: Maybe<Scalars['String']['output']>;
};

/** A page of licensing offers, for administrators. */
export type AdminBusinessOfferConnection = {
  __typename?: 'AdminBusinessOfferConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminBusinessOfferEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a AdminBusinessOffer list, with its cursor. */
export type AdminBusinessOfferEdge = {
  __typename?: 'AdminBusinessOfferEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AdminBusinessOffer;
};

/** A page of certificates, for administrators. */
export type AdminCertificateConnection = {
  __typename?: 'AdminCertificateConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminCertificateEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a AdminCertificate list, with its cursor. */
export type AdminCertificateEdge = {
  __typename?: 'AdminCertificateEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: Certificate;
};

/** Narrows the admin certificates list; every field is optional. */
export type AdminCertificateFilter = {
  /** Completed at or after this time. */
  completedFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Completed before this time. */
  completedTo?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Only certificates of this course. */
  courseId?: InputMaybe<Scalars['Int']['input']>;
  /** Issued at or after this time. */
  issuedFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Issued before this time. */
  issuedTo?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Part of the number, the learner's name (on the certificate), username or email, or the course title. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only these. */
  status?: InputMaybe<AdminCertificateStatus>;
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

/** A course with the fields administrators manage. */
export type AdminCourse = {
  __typename?: 'AdminCourse';
  /** Initial certification or continuing education. */
  category: CourseCategory;
  /** When the course was added. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Continuing-education credit hours it earns (0 or more). */
  creditHours: Scalars['Int']['output'];
  /** What the course teaches. */
  description: Scalars['String']['output'];
  /** Enrollments in the course, whatever their status. */
  enrollmentCount: Scalars['Int']['output'];
  /** Length of the course in whole hours. */
  hours: Scalars['Int']['output'];
  /** The course's id. */
  id: Scalars['Int']['output'];
  /** The course's picture, an http(s) address; null for none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Who teaches it, if named. */
  instructorName?: Maybe<Scalars['String']['output']>;
  /** Open for enrollment; an inactive course stays for the records but cannot be bought. */
  isActive: Scalars['Boolean']['output'];
  /** Shown among the featured courses on the home page. */
  isFeatured: Scalars['Boolean']['output'];
  /** Learners study at their own pace rather than on a schedule. */
  isSelfPaced: Scalars['Boolean']['output'];
  /** The course's id in the learning system, where learners are enrolled after paying. */
  moodleCourseId?: Maybe<Scalars['String']['output']>;
  /**
   * Price in US dollars.
   * @deprecated Use priceCents: money is integer cents.
   */
  price: Scalars['Float']['output'];
  /** Price in US cents (money is integer cents everywhere). */
  priceCents: Scalars['Int']['output'];
  /** The course's name, as the catalogue shows it. */
  title: Scalars['String']['output'];
};

/** A page of courses with their administration fields, for administrators. */
export type AdminCourseConnection = {
  __typename?: 'AdminCourseConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminCourseEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** What a delete did to the course. */
export type AdminCourseDeletion = {
  __typename?: 'AdminCourseDeletion';
  /** The course had enrollments or payments, so it was deactivated instead. */
  deactivated: Scalars['Boolean']['output'];
  /** The course is gone. */
  deleted: Scalars['Boolean']['output'];
  /** The course's id. */
  id: Scalars['Int']['output'];
  /** What happened, in words for the administrator. */
  message: Scalars['String']['output'];
};

/** One row of a AdminCourse list, with its cursor. */
export type AdminCourseEdge = {
  __typename?: 'AdminCourseEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AdminCourse;
};

/** Which courses the admin list shows. */
export type AdminCourseFilter = {
  /** Only active (true) or inactive (false) courses. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only featured (true) or not featured (false) courses. */
  isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the title, description or instructor name (any case). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A new course. Defaults: price 0, 1 hour, self-paced, active, not featured. */
export type AdminCourseInput = {
  /** What the course counts for in the ledger. */
  category?: CourseCategory;
  /** Continuing-education credit hours, 0 to 10000; the course's hours when omitted. */
  creditHours?: InputMaybe<Scalars['Int']['input']>;
  /** What the course teaches (required). */
  description: Scalars['String']['input'];
  /** Whole hours, at least 1. */
  hours?: Scalars['Int']['input'];
  /** An http(s) address. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Who teaches it. */
  instructorName?: InputMaybe<Scalars['String']['input']>;
  /** Open for enrollment. */
  isActive?: Scalars['Boolean']['input'];
  /** Shown among the featured courses. */
  isFeatured?: Scalars['Boolean']['input'];
  /** Learners study at their own pace. */
  isSelfPaced?: Scalars['Boolean']['input'];
  /** The course's id in the learning system. */
  moodleCourseId?: InputMaybe<Scalars['String']['input']>;
  /** Price in US cents, 0 or more. */
  priceCents?: Scalars['Int']['input'];
  /** The course's name (required). */
  title: Scalars['String']['input'];
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
  /** What the course counts for. */
  category?: InputMaybe<CourseCategory>;
  /** Continuing-education credit hours, 0 or more. */
  creditHours?: InputMaybe<Scalars['Int']['input']>;
  /** The new description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whole hours, at least 1. */
  hours?: InputMaybe<Scalars['Int']['input']>;
  /** The course's picture, an http(s) address. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Who teaches it. */
  instructorName?: InputMaybe<Scalars['String']['input']>;
  /** Open for enrollment. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Shown among the featured courses. */
  isFeatured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Learners study at their own pace. */
  isSelfPaced?: InputMaybe<Scalars['Boolean']['input']>;
  /** The course's id in the learning system. */
  moodleCourseId?: InputMaybe<Scalars['String']['input']>;
  /** Price in US cents, 0 or more. */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  /** The new name. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A new account made by an administrator. */
export type AdminCreateUserInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Make the account an administrator. */
  isAdmin?: Scalars['Boolean']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** The first password: at least 8 characters, not a common password. */
  password: Scalars['String']['input'];
  /** Whether it may sign in. */
  status?: UserStatus;
  /** The name they sign in with (letters, digits and . _ -). */
  username: Scalars['String']['input'];
};

/** The admin dashboard's figures, from real data. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** Courses that are active (DECISIONS 8). */
  activeCourses: Scalars['Int']['output'];
  /** Users with a successful sign-in in the last 30 days. */
  activeUsers: Scalars['Int']['output'];
  /** Percent of the enrollments not cancelled that are completed, one decimal. */
  completionRate: Scalars['Float']['output'];
  /** Enrollments since the 1st of this month (UTC). */
  newEnrollmentsThisMonth: Scalars['Int']['output'];
  /** Of totalRevenueCents, the sales through partners' storefronts, cents. */
  partnerRevenueCents: Scalars['Float']['output'];
  /** Of revenueThisMonthCents, the sales through partners' storefronts, cents. */
  partnerRevenueThisMonthCents: Scalars['Float']['output'];
  /** Payments since the 1st of this month less refunds, cents. */
  revenueThisMonthCents: Scalars['Float']['output'];
  /** Enrollments, active or completed: a cancelled one is not counted. */
  totalEnrollments: Scalars['Int']['output'];
  /** Payments less their refunds, whole cents. */
  totalRevenueCents: Scalars['Float']['output'];
  /** Every account, learners and administrators. */
  totalUsers: Scalars['Int']['output'];
  /** The last 12 weeks, oldest first, the current week last; empty weeks are 0. */
  weekly: Array<AdminWeeklyFigure>;
};

/** A learner and a course to enroll them in without payment. */
export type AdminEnrollUserInput = {
  /** The course. */
  courseId: Scalars['Int']['input'];
  /** The learner. */
  userId: Scalars['Int']['input'];
};

/** An enrollment an administrator granted. */
export type AdminEnrollment = {
  __typename?: 'AdminEnrollment';
  /** Always true: granted by an administrator, not paid. */
  adminEnrolled: Scalars['Boolean']['output'];
  /** The course. */
  courseId: Scalars['Int']['output'];
  /** When it was granted. */
  enrolledAt: Scalars['DateTimeISO']['output'];
  /** The administrator who granted it. */
  grantedById?: Maybe<Scalars['Int']['output']>;
  /** The enrollment's id. */
  id: Scalars['Int']['output'];
  /** The learner enrolled. */
  userId: Scalars['Int']['output'];
};

/** A legal document as administrators manage it. */
export type AdminLegalDocument = {
  __typename?: 'AdminLegalDocument';
  /** How many users have signed this document. */
  acceptedCount: Scalars['Int']['output'];
  /** HTML, sanitized when saved. */
  content: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The document's id. */
  id: Scalars['Int']['output'];
  /** The version the public pages and signers see (one active per type). */
  isActive: Scalars['Boolean']['output'];
  /** Learners must sign it. */
  requiresSignature: Scalars['Boolean']['output'];
  /** The document's title. */
  title: Scalars['String']['output'];
  /** What kind of document it is. */
  type: LegalDocumentType;
  /** When it was last changed. */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The version label, e.g. 1.0. */
  version: Scalars['String']['output'];
};

/** A page of legal documents, every version, for administrators. */
export type AdminLegalDocumentConnection = {
  __typename?: 'AdminLegalDocumentConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminLegalDocumentEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** The answer to a legal document's deletion. */
export type AdminLegalDocumentDeletion = {
  __typename?: 'AdminLegalDocumentDeletion';
  /** The document is gone. */
  deleted: Scalars['Boolean']['output'];
  /** The document's id. */
  id: Scalars['Int']['output'];
};

/** One row of a AdminLegalDocument list, with its cursor. */
export type AdminLegalDocumentEdge = {
  __typename?: 'AdminLegalDocumentEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AdminLegalDocument;
};

/** Which legal documents to list. */
export type AdminLegalDocumentFilter = {
  /** Only active (true) or inactive (false) documents. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the title (any case). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only documents of this type. */
  type?: InputMaybe<LegalDocumentType>;
};

/** A new legal document. Defaults: terms of service, version 1.0, active, no signature required. An active one replaces the active document of its type, which is kept with its signatures. */
export type AdminLegalDocumentInput = {
  /** HTML; sanitized when saved. */
  content: Scalars['String']['input'];
  /** Make it the active document of its type. */
  isActive?: Scalars['Boolean']['input'];
  /** Learners must sign it. */
  requiresSignature?: Scalars['Boolean']['input'];
  /** The document's title. */
  title: Scalars['String']['input'];
  /** What kind of document it is. */
  type?: LegalDocumentType;
  /** The version label, e.g. 1.0. */
  version?: Scalars['String']['input'];
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
  content?: InputMaybe<Scalars['String']['input']>;
  /** Make it the active document of its type. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Learners must sign it. */
  requiresSignature?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** The new type. */
  type?: InputMaybe<LegalDocumentType>;
  /** The new version label. */
  version?: InputMaybe<Scalars['String']['input']>;
};

/** An enrollment not yet complete. */
export type AdminOpenEnrollment = {
  __typename?: 'AdminOpenEnrollment';
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
  /** The enrollment's id. */
  id: Scalars['Int']['output'];
};

/** A partner as the academy's administrators see it: the partner (timeline, administrators), its row of the list and its term history. Its sales: partnerSales. */
export type AdminPartner = {
  __typename?: 'AdminPartner';
  /** The host names that serve its storefront (its own domains), in order. */
  hosts: Array<Scalars['String']['output']>;
  /** The partner with its administrators and timeline. */
  partner: Partner;
  /** Its figures, as the list shows them. */
  summary: AdminPartnerRow;
  /** Its terms, oldest first. */
  terms: Array<PartnerTerm>;
};

/** A page of the academy's partners. */
export type AdminPartnerConnection = {
  __typename?: 'AdminPartnerConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminPartnerEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a AdminPartner list, with its cursor. */
export type AdminPartnerEdge = {
  __typename?: 'AdminPartnerEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AdminPartnerRow;
};

/** Which partners the academy's Partners screen lists. */
export type AdminPartnerFilter = {
  /** Only partners with this licence. */
  licenceType?: InputMaybe<LicenseType>;
  /** Part of the partner's legal or display name. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only partners in this status (ENDED includes a term whose end has passed). */
  status?: InputMaybe<PartnerStatus>;
};

/** A partner as the academy's Partners screen lists it. */
export type AdminPartnerRow = {
  __typename?: 'AdminPartnerRow';
  /** When it was made (the licence fee's verification). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Its storefront's name; null until set. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The partner's id. */
  id: Scalars['Int']['output'];
  /** Its learners: enrolled through its storefront or registered there. */
  learners: Scalars['Int']['output'];
  /** The business's legal name. */
  legalName: Scalars['String']['output'];
  /** The licence it holds. */
  licenceType: LicenseType;
  /** Its sales this month (the academy's time zone): paid, maybe refunded since. */
  salesThisMonth: Scalars['Int']['output'];
  /** What those sales were paid, in cents. */
  salesThisMonthCents: Scalars['Int']['output'];
  /** Where it stands (ENDED once its term has passed). */
  status: PartnerStatus;
  /** Its storefront's address, /p/{slug}, once launched; null before. */
  storefrontUrl?: Maybe<Scalars['String']['output']>;
  /** Its term's end; null for revenue share. */
  termEndsAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** A payment as administrators reconcile it. */
export type AdminPayment = {
  __typename?: 'AdminPayment';
  /** What was charged, in cents. */
  amountCents: Scalars['Int']['output'];
  /** The business whose licence fee this is (no user or course then). */
  businessName?: Maybe<Scalars['String']['output']>;
  /** The course bought; null for a licence fee or a deleted course. */
  courseId?: Maybe<Scalars['Int']['output']>;
  /** The course's title. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** When the payment was started. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The currency code, lower case (usd). */
  currency: Scalars['String']['output'];
  /** The payer's dispute with their bank, as Stripe tells it: needs_response, under_review, warning_needs_response, warning_under_review (open); won, lost, warning_closed (closed). Null when never disputed. */
  disputeStatus?: Maybe<Scalars['String']['output']>;
  /** The payment's id. */
  id: Scalars['Int']['output'];
  /** The licence a licence fee pays for ('Royalty-Free License'); null for any other payment. */
  licence?: Maybe<Scalars['String']['output']>;
  /** Free-form details, as JSON text. */
  metadata?: Maybe<Scalars['String']['output']>;
  /** The partner whose storefront made the sale; null for the academy's own. */
  partnerId?: Maybe<Scalars['Int']['output']>;
  /** That partner's storefront name (else its legal name); null for the academy's own. */
  partnerName?: Maybe<Scalars['String']['output']>;
  /** Held back by refunds the processor has not settled yet (Stripe's pending refunds): not given back yet, and not refundable again. */
  pendingRefundCents: Scalars['Int']['output'];
  /** The processor that took it. */
  provider: PaymentProcessor;
  /** Successful payments have one. */
  receiptId?: Maybe<Scalars['Int']['output']>;
  /** Given back so far (refunds the processor has made). */
  refundedCents: Scalars['Int']['output'];
  /** Seats of the course bought for an agency; null for a learner's own course. */
  seats?: Maybe<Scalars['Int']['output']>;
  /** Where it stands with the processor. */
  status: PaymentStatus;
  /** The processor's payment id. */
  transactionId: Scalars['String']['output'];
  /** The payer; null for a licence fee or once the user was deleted. */
  userId?: Maybe<Scalars['Int']['output']>;
  /** Null once the user was deleted. */
  username?: Maybe<Scalars['String']['output']>;
};

/** A page of payments, for administrators. */
export type AdminPaymentConnection = {
  __typename?: 'AdminPaymentConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminPaymentEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a AdminPayment list, with its cursor. */
export type AdminPaymentEdge = {
  __typename?: 'AdminPaymentEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AdminPayment;
};

/** What the admin payments list and its summary show. */
export type AdminPaymentFilter = {
  /** Only payments of this period. */
  date?: InputMaybe<PaymentDateRange>;
  /** Part of the transaction id, username, course title or (a licence fee's) business name, or an amount (49.99). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only the academy's own payments, or only partners' sales. */
  source?: InputMaybe<PaymentSource>;
  /** Only payments in this status. */
  status?: InputMaybe<PaymentStatus>;
};

/** A new password an administrator sets for an account. */
export type AdminResetPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** At least 8 characters, not a common password. */
  newPassword: Scalars['String']['input'];
};

/** Which statements an administrator lists: every field narrows. */
export type AdminStatementsFilter = {
  /** Months from this one (YYYY-MM, or YYYY-MM-DD: its month). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** One partner's. */
  partnerId?: InputMaybe<Scalars['Int']['input']>;
  /** In this status. */
  status?: InputMaybe<StatementStatus>;
  /** Months up to this one, included (YYYY-MM, or YYYY-MM-DD: its month). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Statements matching an administrator's filter, with their sums. */
export type AdminStatementsObject = {
  __typename?: 'AdminStatementsObject';
  /** The page of statements, the last closed first. */
  statements: StatementConnection;
  /** The sums over every matching statement. */
  totals: StatementMoneyObject;
};

/** The fields to change; a field left out keeps its value. */
export type AdminUpdateUserInput = {
  /** The new email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The new first name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Grant or withdraw the administrator role. */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The new status. */
  status?: InputMaybe<UserStatus>;
};

/** A user as administrators see and manage them. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** Their enrollments whose learning-system access provisioning gave up on (adminRetryCourseAccess asks again). */
  accessFailedEnrollmentIds: Array<Scalars['Int']['output']>;
  /** When the account was made. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Email address. */
  email: Scalars['String']['output'];
  /** Their enrollments that have not ended (refunded). */
  enrollmentCount: Scalars['Int']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['Int']['output'];
  /** An administrator. */
  isAdmin: Scalars['Boolean']['output'];
  /** A super administrator. */
  isSuperAdmin: Scalars['Boolean']['output'];
  /** The newest successful sign-in of the login history; null when never. */
  lastLogin?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** What provisioning found wrong with their linked Moodle account: suspended or deleted there (adminRelinkMoodleAccount forgets it); null when nothing. */
  moodleAccountProblem?: Maybe<Scalars['String']['output']>;
  /** Their enrollments neither complete nor ended, oldest first (markEnrollmentComplete completes one). */
  openEnrollments: Array<AdminOpenEnrollment>;
  /** Whether they may sign in. */
  status: UserStatus;
  /** The name they sign in with. */
  username: Scalars['String']['output'];
};

/** A page of user accounts, for administrators. */
export type AdminUserConnection = {
  __typename?: 'AdminUserConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AdminUserEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a AdminUser list, with its cursor. */
export type AdminUserEdge = {
  __typename?: 'AdminUserEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AdminUser;
};

/** Narrows the admin users list; every field is optional. */
export type AdminUserFilter = {
  /** Only administrators (true) or only learners (false). */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** A case-insensitive part of the username, email or full name ("first last"). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only accounts in this status. */
  status?: InputMaybe<UserStatus>;
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

/** One week (Monday 00:00 UTC) of the series. */
export type AdminWeeklyFigure = {
  __typename?: 'AdminWeeklyFigure';
  /** Enrollments made that week. */
  enrollments: Scalars['Int']['output'];
  /** Of revenueCents, the business licence fees; the rest is course sales. */
  licenceRevenueCents: Scalars['Float']['output'];
  /** The week's payments less their refunds, whole cents. */
  revenueCents: Scalars['Float']['output'];
  /** The week's first moment, Monday 00:00 UTC. */
  weekStart: Scalars['DateTimeISO']['output'];
};

/** An employer that buys seats of courses for its agents. */
export type Agency = {
  __typename?: 'Agency';
  /** Where its receipts and billing questions go. */
  billingEmail: Scalars['String']['output'];
  /** When it was set up. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The agency's id. */
  id: Scalars['Int']['output'];
  /** Its members, managers first, then by last and first name. */
  members: Array<AgencyMember>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its seats, by course title. */
  seats: Array<AgencySeatCount>;
};

/** Which agencies to list. */
export type AgencyFilter = {
  /** Set up at or after this time. */
  createdFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Set up before this time. */
  createdTo?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Part of the name, billing email, or the manager's name or email. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A new agency, managed by the user who sets it up. */
export type AgencyInput = {
  /** Where the agency's receipts and billing questions go. */
  billingEmail: Scalars['String']['input'];
  /** The agency's name (the bail-bond or recovery company). */
  name: Scalars['String']['input'];
};

/** An invitation accepted: the agency joined and the seat's course to enroll in. */
export type AgencyInvitation = {
  __typename?: 'AgencyInvitation';
  /** The agency's name. */
  agencyName: Scalars['String']['output'];
  /** The course of the seat. */
  courseId: Scalars['Int']['output'];
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
};

/** An invitation as its link shows it before it is accepted: the agency, the seat's course and the invited person, so the invited agent registers or signs in with that address. */
export type AgencyInvitationPreview = {
  __typename?: 'AgencyInvitationPreview';
  /** The agency's name. */
  agencyName: Scalars['String']['output'];
  /** The course of the seat. */
  courseId: Scalars['Int']['output'];
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
  /** The address invited (lower case): the account must have it. */
  email: Scalars['String']['output'];
  /** When the link stops working. */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The invited agent's first name, as the agency gave it. */
  firstName: Scalars['String']['output'];
  /** The invited agent's last name, as the agency gave it. */
  lastName: Scalars['String']['output'];
};

/** A person in an agency, as its managers see them. */
export type AgencyMember = {
  __typename?: 'AgencyMember';
  /** Continuing-education hours earned in the current period, if certified. */
  ceHoursEarned?: Maybe<Scalars['Int']['output']>;
  /** Continuing-education hours the period requires, if certified. */
  ceHoursRequired?: Maybe<Scalars['Int']['output']>;
  /** The number of the agent's valid certificate of the seat's course (/verify). */
  certificateNumber?: Maybe<Scalars['String']['output']>;
  /** The course of the agent's seat. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** The address invited, or the manager's own. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The membership's id. */
  id: Scalars['Int']['output'];
  /** When they were invited (or set the agency up). */
  invitedAt: Scalars['DateTimeISO']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The agent's continuing-education renewal deadline (YYYY-MM-DD), if certified. */
  renewalDeadline?: Maybe<Scalars['String']['output']>;
  /** Manager or agent. */
  role: AgencyRole;
  /** An agent's progress on the seat; none for a manager or a removed member. */
  stage?: Maybe<AgencyMemberStage>;
  /** Invited, joined or removed. */
  status: AgencyMemberStatus;
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

/** A seat an agency gave the caller, as the agent sees it. */
export type AgencySeat = {
  __typename?: 'AgencySeat';
  /** The agency's name. */
  agencyName: Scalars['String']['output'];
  /** The course of the seat. */
  courseId: Scalars['Int']['output'];
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
  /** Whether the agent is enrolled on it (after signing the agreement). */
  enrolled: Scalars['Boolean']['output'];
};

/** An agency's seats of one course. */
export type AgencySeatCount = {
  __typename?: 'AgencySeatCount';
  /** The course. */
  courseId: Scalars['Int']['output'];
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
  /** Seats bought or granted. */
  seats: Scalars['Int']['output'];
  /** Seats taken by agents invited or on them. */
  used: Scalars['Int']['output'];
};

/** The order of the agencies. */
export type AgencySort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column to sort by. */
  field: AgencySortField;
};

/** What the agencies can be sorted by. */
export type AgencySortField =
  /** When it was set up. */
  | 'CREATED_AT'
  /** Its name. */
  | 'NAME';

/** A personal API token; its secret is never shown again. */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When it was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When it stops working by itself. */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The token's id (use it to revoke the token). */
  id: Scalars['Int']['output'];
  /** Its last accepted request; null if never used. */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The address of that request. */
  lastUsedIp?: Maybe<Scalars['String']['output']>;
  /** What the token is for, as its creator named it. */
  name: Scalars['String']['output'];
  /** The administrator who created it. */
  ownerId: Scalars['Int']['output'];
  /** The owner's username. */
  ownerUsername: Scalars['String']['output'];
  /** The token's first characters, e.g. gat_abcd. */
  prefix: Scalars['String']['output'];
  /** When it was revoked; null while not revoked. */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The token's role ceiling: it never acts above it, nor above its owner's role. */
  role: ApiTokenRole;
  /** Whether it still works. */
  status: ApiTokenStatus;
};

/** A page of personal API tokens, for their owners and super administrators. */
export type ApiTokenConnection = {
  __typename?: 'ApiTokenConnection';
  /** This page's rows, in the list's order. */
  edges: Array<ApiTokenEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a ApiToken list, with its cursor. */
export type ApiTokenEdge = {
  __typename?: 'ApiTokenEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: ApiToken;
};

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

/** A page of the audit log, for super administrators. */
export type AuditLogConnection = {
  __typename?: 'AuditLogConnection';
  /** This page's rows, in the list's order. */
  edges: Array<AuditLogEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a AuditLog list, with its cursor. */
export type AuditLogEdge = {
  __typename?: 'AuditLogEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: AuditLogEntry;
};

/** One audit event, told as a sentence where possible. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** Who did it; null for the system or an anonymous caller. */
  actorUsername?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The audit event's id. */
  id: Scalars['ID']['output'];
  /** The client address of the request that caused it, if any. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** What happened, as one sentence for the activity feed. */
  message: Scalars['String']['output'];
  /** The account it was done to, if any. */
  subjectUsername?: Maybe<Scalars['String']['output']>;
  /** The record it concerns, where that still exists and has an admin screen; null otherwise. */
  target?: Maybe<AuditTarget>;
  /** The audit event type, e.g. enrollment.created. */
  type: Scalars['String']['output'];
};

/** Which audit events to list. */
export type AuditLogFilter = {
  /** The acting user's username (exact). */
  actorUsername?: InputMaybe<Scalars['String']['input']>;
  /** From this moment (inclusive). */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Before this moment. */
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** An audit event type, e.g. logout. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** The record an audit event concerns, as it is now (its current name). */
export type AuditTarget = {
  __typename?: 'AuditTarget';
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** What kind of record, hence which admin screen. */
  kind: AuditTargetKind;
  /** Its name as the admin screen's search finds it: username, transaction ID, title, business name, token name or certificate number. */
  label: Scalars['String']['output'];
};

/** The kind of record an audit event concerns; each has its admin screen. */
export type AuditTargetKind =
  /** A personal API token (API Tokens); the label is its name. */
  | 'API_TOKEN'
  /** A business offer (Business Offers); the label is the business. */
  | 'BUSINESS_OFFER'
  /** A certificate (Certificates); the label is its number. */
  | 'CERTIFICATE'
  /** A course (Courses); the label is its title. */
  | 'COURSE'
  /** A legal document (Legal); the label is its title. */
  | 'LEGAL_DOCUMENT'
  /** A payment (Payments); the label is its transaction ID. */
  | 'PAYMENT'
  /** An account (Users); the label is its username. */
  | 'USER';

/** The two banners' switches (the same switches as the two settings' isVisible). */
export type BannerSettings = {
  __typename?: 'BannerSettings';
  /** The disclaimer banner's text: shown as text, never as markup. */
  disclaimerText: Scalars['String']['output'];
  /** The disclaimer banner shows. */
  showDisclaimerBanner: Scalars['Boolean']['output'];
  /** The pre-launch banner shows. */
  showPreLaunchBanner: Scalars['Boolean']['output'];
};

/** The banners' settings saved at once, with one audit row; a field left out keeps its value. */
export type BannerSettingsInput = {
  /** The disclaimer banner's text: plain text, 1 to 1000 characters. */
  disclaimerText?: InputMaybe<Scalars['String']['input']>;
  /** Show the disclaimer banner. */
  showDisclaimerBanner?: InputMaybe<Scalars['Boolean']['input']>;
  /** Show the pre-launch banner. */
  showPreLaunchBanner?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A client address refused for too many failed attempts. */
export type BlockedAddress = {
  __typename?: 'BlockedAddress';
  /** Failed attempts counted in the window. */
  failures: Scalars['Int']['output'];
  /** The address. */
  ipAddress: Scalars['String']['output'];
  /** Its latest failed attempt. */
  lastAttemptAt: Scalars['DateTimeISO']['output'];
};

/** A bulk enrollment: the course and the CSV list. */
export type BulkEnrollmentInput = {
  /** The course to enroll in. */
  courseId: Scalars['Int']['input'];
  /** The list, as CSV text with its header line first_name,last_name,email. */
  csv: Scalars['String']['input'];
};

/** What enrolling a row of a bulk enrollment list does. */
export type BulkEnrollmentOutcome =
  /** Already enrolled in the course: nothing changes. */
  | 'ALREADY_ENROLLED'
  /** A new enrollment, granted without payment. */
  | 'ENROLL'
  /** Refused: the row's reason says why. */
  | 'ERROR';

/** A row of a bulk enrollment list and its outcome. */
export type BulkEnrollmentRow = {
  __typename?: 'BulkEnrollmentRow';
  /** email as given. */
  email: Scalars['String']['output'];
  /** first_name as given. */
  firstName: Scalars['String']['output'];
  /** last_name as given. */
  lastName: Scalars['String']['output'];
  /** The line of the file the row ends on (the header is line 1). */
  line: Scalars['Int']['output'];
  /** Enroll, already enrolled, or error. */
  outcome: BulkEnrollmentOutcome;
  /** Why an error row is refused. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** An offer as its applicant sees it, no contact details. Without the offer's reference only the licence type and fee are filled in. */
export type BusinessOffer = {
  __typename?: 'BusinessOffer';
  /** The business that applied; null without the offer's reference. */
  businessName?: Maybe<Scalars['String']['output']>;
  /** The licence fee in cents, set by the licence type. */
  feeCents: Scalars['Int']['output'];
  /** The offer's id, as in its payment link. */
  id: Scalars['Int']['output'];
  /** The licence offered. */
  licenseType: LicenseType;
  /** When the offer was made (the application's time); null without the reference. */
  offerSentAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The offer's reference, in the application's answer only: the unguessable token its payment link carries (shown once; the academy keeps only its hash). */
  reference?: Maybe<Scalars['String']['output']>;
  /** Where the offer stands; null without the offer's reference. */
  status?: Maybe<BusinessOfferStatus>;
  /** Whether the business name and status are filled in: the caller gave the offer's reference (or is an administrator). */
  withDetails: Scalars['Boolean']['output'];
};

/** What the admin business-offers list shows. */
export type BusinessOfferFilter = {
  /** Part of the business name or email. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only offers in this status. */
  status?: InputMaybe<BusinessOfferStatus>;
};

/** A business's licensing application. */
export type BusinessOfferInput = {
  /** Anything else the business wants the academy to know. */
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  /** The business's postal address. */
  businessAddress: Scalars['String']['input'];
  /** The business's legal or trading name. */
  businessName: Scalars['String']['input'];
  /** The business's website, if it has one. */
  businessWebsite?: InputMaybe<Scalars['String']['input']>;
  /** The contact's email address. */
  contactEmail: Scalars['String']['input'];
  /** The person to contact about the licence. */
  contactName: Scalars['String']['input'];
  /** The contact's phone number. */
  contactPhone: Scalars['String']['input'];
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

/** A certificate of completion, as administrators see it. */
export type Certificate = {
  __typename?: 'Certificate';
  /** When the course was completed. */
  completedAt: Scalars['DateTimeISO']['output'];
  /** The course's title at issue. */
  courseTitle: Scalars['String']['output'];
  /** When it expires; null when it never does. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The course's hours. */
  hours: Scalars['Int']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTimeISO']['output'];
  /** The learner's full name at issue. */
  learnerName: Scalars['String']['output'];
  /** The certificate number, GA-<year>-<8 random characters and a check symbol>. */
  number: Scalars['String']['output'];
  /** When it was revoked. */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Why it was revoked. */
  revokedReason?: Maybe<Scalars['String']['output']>;
  /** The compact JWS (EdDSA) over the certified facts; verify it with /.well-known/certificate-keys.json. */
  signature: Scalars['String']['output'];
  /** Valid, revoked or superseded. */
  status: CertificateStatus;
  /** When it was replaced. */
  supersededAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The number of the certificate that replaced it, when superseded. */
  supersededBy?: Maybe<Scalars['String']['output']>;
  /** Why it was re-issued. */
  supersededReason?: Maybe<Scalars['String']['output']>;
  /** What the public verification answers now (expiry included). */
  verification: CertificateVerificationStatus;
};

/** Whether the academy still stands by a certificate. */
export type CertificateStatus =
  /** Withdrawn by an administrator, with a reason. */
  | 'REVOKED'
  /** Replaced by a re-issued certificate (a name correction). */
  | 'SUPERSEDED'
  /** Issued and not revoked (it may still have expired). */
  | 'VALID';

/** The public answer about a certificate number: its status and the facts it certifies, nothing else about the learner. For NOT_FOUND every field but status and number is null; for SUPERSEDED too, but supersededBy. */
export type CertificateVerification = {
  __typename?: 'CertificateVerification';
  /** When the course was completed. */
  completedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The course's title at issue. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** When the certificate expires; null when it never does. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The course's hours. */
  hours?: Maybe<Scalars['Int']['output']>;
  /** Who issued it: "Guardian Academy", or "Guardian Academy, delivered by {partner}" for a licensed partner's learner (the partner's name at issue). */
  issuer?: Maybe<Scalars['String']['output']>;
  /** The learner's full name at issue. */
  learnerName?: Maybe<Scalars['String']['output']>;
  /** The certificate number asked about. */
  number: Scalars['String']['output'];
  /** Valid, expired, revoked, superseded or not found. */
  status: CertificateVerificationStatus;
  /** For SUPERSEDED, the number of the certificate that replaced it. */
  supersededBy?: Maybe<Scalars['String']['output']>;
};

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

/** The signed-in user's own password change. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The password now; a wrong one counts like a failed sign-in. */
  currentPassword: Scalars['String']['input'];
  /** At least 8 characters, not a common password. */
  newPassword: Scalars['String']['input'];
};

/** The answer to a password change. */
export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult';
  /** What happened, in words for the user. */
  message: Scalars['String']['output'];
  /** Every session ended: the user must log in again. */
  requireRelogin: Scalars['Boolean']['output'];
  /** The password was changed. */
  success: Scalars['Boolean']['output'];
};

/** Who sells a course at a licensed partner's storefront, as its checkout shows it: the partner's name and colour, and its price. */
export type CheckoutSeller = {
  __typename?: 'CheckoutSeller';
  /** Its brand colour, #rrggbb; null if none. */
  brandColour?: Maybe<Scalars['String']['output']>;
  /** The partner's name as its storefront shows it. */
  name: Scalars['String']['output'];
  /** The course's price at this storefront, in cents (the partner's own price, or the academy's). */
  priceCents: Scalars['Int']['output'];
  /** The storefront's short address, /p/{slug}. */
  slug: Scalars['String']['output'];
};

/** A visitor's message from the contact form, as administrators read it. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was received. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The sender's email address. */
  email: Scalars['String']['output'];
  /** An administrator marked it handled. */
  handled: Scalars['Boolean']['output'];
  /** The message's id. */
  id: Scalars['Int']['output'];
  /** The address it was sent from. */
  ip?: Maybe<Scalars['String']['output']>;
  /** The message itself. */
  message: Scalars['String']['output'];
  /** The sender's name. */
  name: Scalars['String']['output'];
  /** The sender's phone number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** When an administrator marked it handled. */
  readAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the message is about. */
  subject: ContactSubject;
  /** The sender's browser, as it named itself. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** A page of contact messages, for administrators. */
export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  /** This page's rows, in the list's order. */
  edges: Array<ContactMessageEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a ContactMessage list, with its cursor. */
export type ContactMessageEdge = {
  __typename?: 'ContactMessageEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: ContactMessage;
};

/** Which contact messages to list. */
export type ContactMessageFilter = {
  /** Only handled (true) or unhandled (false). */
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the name, email or message. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A message sent from the contact form, by anyone. */
export type ContactMessageInput = {
  /** Where the academy answers. */
  email: Scalars['String']['input'];
  /** The message itself. */
  message: Scalars['String']['input'];
  /** The sender's name. */
  name: Scalars['String']['input'];
  /** A phone number, if the sender wants a call. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** What the message is about. */
  subject: ContactSubject;
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

/** A stored message: its id and time, nothing more. */
export type ContactReceipt = {
  __typename?: 'ContactReceipt';
  /** When it was received. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The stored message's id. */
  id: Scalars['Int']['output'];
};

/** What a message is about (its REST name is the kebab-case value). */
export type ContactSubject =
  /** Payments, receipts and refunds. */
  | 'BILLING'
  /** Questions about a course. */
  | 'COURSE_INFO'
  /** Questions about enrolling. */
  | 'ENROLLMENT'
  /** Anything else. */
  | 'OTHER'
  /** A technical problem with the portal or the learning system. */
  | 'TECHNICAL';

/** A completed continuing-education course and the credit hours it carries. */
export type ContinuingEducationCredit = {
  __typename?: 'ContinuingEducationCredit';
  /** When it was completed. */
  completedAt: Scalars['DateTimeISO']['output'];
  /** The credit hours it counts for. */
  creditHours: Scalars['Int']['output'];
  /** The enrollment that earned it. */
  enrollmentId: Scalars['Int']['output'];
  /** The course's title. */
  title: Scalars['String']['output'];
};

/** The signed-in learner's current renewal period. Dates are UTC days (YYYY-MM-DD); without an initial certification only the rule is known. */
export type ContinuingEducationLedger = {
  __typename?: 'ContinuingEducationLedger';
  /** The day of the first initial certification: periods count from it. */
  anchorDate?: Maybe<Scalars['String']['output']>;
  /** Continuing-education courses completed before the first initial certification (all of them while there is none), oldest first: renewal periods start with the certification, so these count in no period. */
  beforeCertification: Array<ContinuingEducationCredit>;
  /** The courses that count in the current period, oldest first. */
  courses: Array<ContinuingEducationCredit>;
  /** Days from today (UTC) to the deadline. */
  daysLeft?: Maybe<Scalars['Int']['output']>;
  /** The current period's last day: the hours are due by its end. */
  deadline?: Maybe<Scalars['String']['output']>;
  /** The learner completed an initial certification course. */
  hasInitialCertification: Scalars['Boolean']['output'];
  /** Credit hours earned in the current period. */
  hoursEarned: Scalars['Int']['output'];
  /** Hours still needed by the deadline (0 when met). */
  hoursMissing: Scalars['Int']['output'];
  /** Credit hours the renewal rule requires per period. */
  hoursRequired: Scalars['Int']['output'];
  /** The length of a renewal period in months. */
  periodMonths: Scalars['Int']['output'];
  /** The current period's first day. */
  periodStart?: Maybe<Scalars['String']['output']>;
};

/** A course of the catalogue, as visitors see it. */
export type Course = {
  __typename?: 'Course';
  /** Initial certification or continuing education. */
  category: CourseCategory;
  /** Continuing-education credit hours it earns (0 or more). */
  creditHours: Scalars['Int']['output'];
  /** What the course teaches. */
  description: Scalars['String']['output'];
  /** Length of the course in whole hours. */
  hours: Scalars['Int']['output'];
  /** The course's id. */
  id: Scalars['Int']['output'];
  /** The course's picture, an http(s) address; null for none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Open for enrollment; an inactive course stays for the records but cannot be bought. */
  isActive: Scalars['Boolean']['output'];
  /** Shown among the featured courses on the home page. */
  isFeatured: Scalars['Boolean']['output'];
  /** Learners study at their own pace rather than on a schedule. */
  isSelfPaced: Scalars['Boolean']['output'];
  /**
   * Price in US dollars.
   * @deprecated Use priceCents: money is integer cents.
   */
  price: Scalars['Float']['output'];
  /** Price in US cents (money is integer cents everywhere). */
  priceCents: Scalars['Int']['output'];
  /** The course's name, as the catalogue shows it. */
  title: Scalars['String']['output'];
};

/** The answer to a request for learning-system access. */
export type CourseAccess = {
  __typename?: 'CourseAccess';
  /** What happens next, in words for the learner. */
  message: Scalars['String']['output'];
  /** The learning system's course link, when it is ready already. */
  moodleUrl?: Maybe<Scalars['String']['output']>;
  /** The request was accepted. */
  success: Scalars['Boolean']['output'];
};

/** What a course counts for in the continuing-education ledger. */
export type CourseCategory =
  /** Its credit hours count toward renewal. */
  | 'CONTINUING_EDUCATION'
  /** Earns the licence; the first one completed starts the renewal periods. */
  | 'INITIAL_CERTIFICATION';

/** The course checks and what they found, for administrators. */
export type CourseVerification = {
  __typename?: 'CourseVerification';
  /** At most 200 per check. */
  anomalies: Array<VerificationAnomaly>;
  /** Open anomalies (all of them, not only those listed). */
  anomalyCount: Scalars['Int']['output'];
  /** Records the checks read. */
  checked: Scalars['Int']['output'];
  /** Each check of the group. */
  checks: Array<VerificationCheck>;
  /** When the checks ran (ISO 8601); cached for 5 minutes. */
  computedAt: Scalars['String']['output'];
  /** The records shown (at most 50, newest first). */
  data: Array<CourseVerificationRecord>;
  /** The outcome in one sentence, as the tab's banner shows it. */
  message: Scalars['String']['output'];
  /** Anomalies resolved with a note (not counted as open). */
  resolvedCount: Scalars['Int']['output'];
  /** No open (unresolved) anomaly. */
  verified: Scalars['Boolean']['output'];
};

/** A course as the course checks read it. */
export type CourseVerificationRecord = {
  __typename?: 'CourseVerificationRecord';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The length in hours. */
  hours: Scalars['Int']['output'];
  /** The course's id. */
  id: Scalars['Int']['output'];
  /** Open for enrollment. */
  isActive: Scalars['Boolean']['output'];
  /** Self-paced. */
  isSelfPaced: Scalars['Boolean']['output'];
  /** The price in cents. */
  priceCents: Scalars['Int']['output'];
  /** The course's title. */
  title: Scalars['String']['output'];
};

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** Days until it expires: 1-365, 90 if not given. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** What the token is for (1-100 characters). */
  name: Scalars['String']['input'];
  /** Never above the creator's own role. */
  role: ApiTokenRole;
};

/** A relying party to register with the portal's sign-in provider. */
export type CreateOidcClientInput = {
  /** Where the provider posts a logout token when the portal ends a learner's sessions (Back-Channel Logout; same rules as redirect URIs). Leave empty for a client that does not support it (Moodle core). */
  backchannelLogoutUri?: InputMaybe<Scalars['String']['input']>;
  /** The client_id it sends: 1-100 letters, digits, dots, dashes or _. */
  clientId: Scalars['String']['input'];
  /** One of the academy's own systems: its sign-in asks learners no consent. Any other client is refused consent. */
  firstParty: Scalars['Boolean']['input'];
  /** What it is, as administrators see it (1-100 characters). */
  name: Scalars['String']['input'];
  /** Where RP-initiated sign-out may return to (0-10, same rules). */
  postLogoutRedirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Its exact redirect URIs (1-10, absolute http(s), no fragment, no wildcard). */
  redirectUris: Array<Scalars['String']['input']>;
};

/** A token just created: the only answer that carries its secret. */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** The token as lists show it. */
  apiToken: ApiToken;
  /** The whole token (gat_...): shown this once, stored only as a hash. */
  token: Scalars['String']['output'];
};

/** A sign-in address for a sibling system. */
export type DeepLinkResult = {
  __typename?: 'DeepLinkResult';
  /** Where to send the browser: the system's address with a single-use sign-in token. */
  redirectUrl: Scalars['String']['output'];
};

/** A card for the demo processor; only brand and last four are kept. */
export type DemoPaymentInput = {
  /** The card number; 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
  cardNumber: Scalars['String']['input'];
  /** The payment's client secret (PaymentIntent.clientSecret). */
  clientSecret: Scalars['String']['input'];
  /** The card's security code; checked, never stored. */
  cvc: Scalars['String']['input'];
  /** Expiry month, 1-12. */
  expMonth: Scalars['Int']['input'];
  /** Expiry year, four digits. */
  expYear: Scalars['Int']['input'];
  /** The payment being paid (PaymentIntent.id). */
  paymentIntentId: Scalars['String']['input'];
};

/** The demo processor's answer, like Stripe.js's. */
export type DemoPaymentResult = {
  __typename?: 'DemoPaymentResult';
  /** Why the card was refused. */
  error?: Maybe<Scalars['String']['output']>;
  /** The payment that was tried. */
  paymentIntentId: Scalars['String']['output'];
  /** succeeded, or requires_payment_method after a refusal. */
  status: Scalars['String']['output'];
};

/** One fact of an activity item. */
export type Detail = {
  __typename?: 'Detail';
  /** The fact's name. */
  key: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/** The site-wide disclaimer banner, as every visitor sees it. */
export type DisclaimerSetting = {
  __typename?: 'DisclaimerSetting';
  /** The banner shows on every page. */
  isVisible: Scalars['Boolean']['output'];
  /** Plain text: shown as text, never as markup. */
  text: Scalars['String']['output'];
};

/** The disclaimer banner's switch and text. */
export type DisclaimerSettingInput = {
  /** Show the banner. */
  isVisible: Scalars['Boolean']['input'];
  /** Plain text, 1 to 1000 characters. */
  text: Scalars['String']['input'];
};

/** A learner's place in a course. */
export type Enrollment = {
  __typename?: 'Enrollment';
  /** When setting up learning-system access gave up after its retries (the team is told and can retry); null otherwise. */
  accessFailedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the learner completed the course; null while in progress. */
  completedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The course enrolled in. */
  course: Course;
  /** The course enrolled in. */
  courseId: Scalars['Int']['output'];
  /** When the learner was enrolled. */
  enrolledAt: Scalars['DateTimeISO']['output'];
  /** The enrollment's id. */
  id: Scalars['Int']['output'];
  /** Provisioning finished (with or without a link). */
  moodleEnrollmentComplete: Scalars['Boolean']['output'];
  /** The learning system's course link. */
  moodleUrl?: Maybe<Scalars['String']['output']>;
  /** Active, completed or cancelled. */
  status: EnrollmentStatus;
};

/** Cancelled when the payment was refunded: the course is no longer the learner's. */
export type EnrollmentStatus =
  /** The learner is studying the course. */
  | 'ACTIVE'
  /** The payment was refunded; the course is no longer the learner's. */
  | 'CANCELLED'
  /** The learner finished the course. */
  | 'COMPLETED';

/** The enrollment checks and what they found, for administrators. */
export type EnrollmentVerification = {
  __typename?: 'EnrollmentVerification';
  /** At most 200 per check. */
  anomalies: Array<VerificationAnomaly>;
  /** Open anomalies (all of them, not only those listed). */
  anomalyCount: Scalars['Int']['output'];
  /** Records the checks read. */
  checked: Scalars['Int']['output'];
  /** Each check of the group. */
  checks: Array<VerificationCheck>;
  /** When the checks ran (ISO 8601); cached for 5 minutes. */
  computedAt: Scalars['String']['output'];
  /** The records shown (at most 50, newest first). */
  data: Array<EnrollmentVerificationRecord>;
  /** Enrollments granted by an administrator. */
  grants: Scalars['Int']['output'];
  /** The outcome in one sentence, as the tab's banner shows it. */
  message: Scalars['String']['output'];
  /** Anomalies resolved with a note (not counted as open). */
  resolvedCount: Scalars['Int']['output'];
  /** No open (unresolved) anomaly. */
  verified: Scalars['Boolean']['output'];
};

/** An enrollment as the enrollment checks read it. */
export type EnrollmentVerificationRecord = {
  __typename?: 'EnrollmentVerificationRecord';
  /** Granted by an administrator without a payment. */
  adminEnrolled: Scalars['Boolean']['output'];
  /** The course. */
  courseId: Scalars['Int']['output'];
  /** The course's title; null once deleted. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  enrolledAt: Scalars['String']['output'];
  /** The granting administrator. */
  grantedBy?: Maybe<Scalars['String']['output']>;
  /** The enrollment's id. */
  id: Scalars['Int']['output'];
  /** What the payment was, in cents; null without one. */
  paymentAmountCents?: Maybe<Scalars['Int']['output']>;
  /** The processor's payment id. */
  paymentId?: Maybe<Scalars['String']['output']>;
  /** The enrollment's status (active, completed, cancelled). */
  status: Scalars['String']['output'];
  /** The learner. */
  userId: Scalars['Int']['output'];
  /** The learner's username; null once deleted. */
  username?: Maybe<Scalars['String']['output']>;
};

/** What the admin fix checked and repaired. */
export type FixAdminReport = {
  __typename?: 'FixAdminReport';
  /** Active super administrators after the fix. */
  activeSuperAdmins: Scalars['Int']['output'];
  /** The report, one line each. */
  lines: Array<Scalars['String']['output']>;
  /** Both checks pass now. */
  ok: Scalars['Boolean']['output'];
  /** Super administrators given the administrator flag. */
  repaired: Array<Scalars['String']['output']>;
  /** The lines joined with line breaks. */
  text: Scalars['String']['output'];
};

/** The answer to a force logout. */
export type ForceLogoutResult = {
  __typename?: 'ForceLogoutResult';
  /** Users whose sessions were ended. */
  affectedCount: Scalars['Int']['output'];
  /** What was done, in words for the administrator. */
  message: Scalars['String']['output'];
  /** The sessions were ended. */
  success: Scalars['Boolean']['output'];
  /** The user signed out (force logout). */
  userId?: Maybe<Scalars['Int']['output']>;
};

/** What the lockout refuses now: locked accounts and blocked client addresses. */
export type IntrusionReport = {
  __typename?: 'IntrusionReport';
  /** Failures of any kind from one address that block it. */
  addressLimit: Scalars['Int']['output'];
  /** Client addresses refused now, by failed attempts. */
  blockedAddresses: Array<BlockedAddress>;
  /** Accounts locked now, by wrong passwords. */
  lockedAccounts: Array<LockedAccount>;
  /** The window the counts cover, in minutes. */
  windowMinutes: Scalars['Int']['output'];
};

/** What confirming a row of an invitation list would do. */
export type InvitationOutcome =
  /** Refused: the row's reason says why. */
  | 'ERROR'
  /** A new invitation, taking a seat. */
  | 'INVITE'
  /** Already a member of the agency: nothing is sent. */
  | 'MEMBER';

/** A row of an invitation list and what confirming it would do; nothing is sent. */
export type InvitationPreviewRow = {
  __typename?: 'InvitationPreviewRow';
  /** email as given. */
  email: Scalars['String']['output'];
  /** first_name as given. */
  firstName: Scalars['String']['output'];
  /** last_name as given. */
  lastName: Scalars['String']['output'];
  /** The line of the file the row ends on (the header is line 1). */
  line: Scalars['Int']['output'];
  /** Invitation, existing member, or error. */
  outcome: InvitationOutcome;
  /** Why an error row is refused. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** One of the signed-in learner's certificates, as their dashboard lists it. */
export type LearnerCertificate = {
  __typename?: 'LearnerCertificate';
  /** When the course was completed. */
  completedAt: Scalars['DateTimeISO']['output'];
  /** The course's title at issue. */
  courseTitle: Scalars['String']['output'];
  /** Where the learner downloads it as a PDF. */
  downloadUrl: Scalars['String']['output'];
  /** The completed enrollment it certifies. */
  enrollmentId: Scalars['Int']['output'];
  /** When it expires; null when it never does. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The course's hours. */
  hours: Scalars['Int']['output'];
  /** The certificate number, GA-<year>-<8 random characters and a check symbol>. */
  number: Scalars['String']['output'];
  /** What the public verification answers now (valid, expired, revoked...). */
  status: CertificateVerificationStatus;
};

/** The active version of a legal document, as anyone may read it. */
export type LegalDocument = {
  __typename?: 'LegalDocument';
  /** HTML. */
  content: Scalars['String']['output'];
  /** The document's id (a learner signs it by this id). */
  id: Scalars['Int']['output'];
  /** Learners must sign it (the enrollment agreement). */
  requiresSignature: Scalars['Boolean']['output'];
  /** The document's title. */
  title: Scalars['String']['output'];
  /** What kind of document it is. */
  type: LegalDocumentType;
  /** The version label, e.g. 1.0. */
  version: Scalars['String']['output'];
};

/** What a legal document is (its REST name is the kebab-case value). */
export type LegalDocumentType =
  /** The disclaimer. */
  | 'DISCLAIMER'
  /** The agreement a learner signs before paying for a course. */
  | 'ENROLLMENT_AGREEMENT'
  /** The licence agreement a business signs for a revenue-share licence. */
  | 'LICENCE_AGREEMENT_REVENUE_SHARE'
  /** The licence agreement a business signs for a royalty-free licence. */
  | 'LICENCE_AGREEMENT_ROYALTY_FREE'
  /** Any other document. */
  | 'OTHER'
  /** The privacy policy. */
  | 'PRIVACY_POLICY'
  /** The refund policy. */
  | 'REFUND_POLICY'
  /** The terms of service. */
  | 'TERMS_OF_SERVICE';

/** The active document behind a public legal page. */
export type LegalPage = {
  __typename?: 'LegalPage';
  /** HTML. */
  content: Scalars['String']['output'];
  /** The document's title. */
  title: Scalars['String']['output'];
};

/** A public legal page: /legal/terms, /legal/privacy, /legal/refund, /legal/disclaimer. */
export type LegalPageName =
  /** Disclaimer (/legal/disclaimer). */
  | 'DISCLAIMER'
  /** Privacy policy (/legal/privacy). */
  | 'PRIVACY'
  /** Refund policy (/legal/refund). */
  | 'REFUND'
  /** Terms of service (/legal/terms). */
  | 'TERMS';

/** A paid business offer's licence agreement: the document to sign, or who signed it (the link's holder only). */
export type LicenceAgreement = {
  __typename?: 'LicenceAgreement';
  /** The business that signs it. */
  businessName: Scalars['String']['output'];
  /** The document to sign (or, once signed, the one signed); null when the academy has none active. */
  document?: Maybe<LicenceAgreementDocument>;
  /** The licence it is for. */
  licenceType: LicenseType;
  /** The business offer whose licence it is. */
  offerId: Scalars['Int']['output'];
  /** Who signed it and when; null until it is signed. */
  signed?: Maybe<LicenceAgreementSignature>;
};

/** The licence agreement's text as the signer reads it. */
export type LicenceAgreementDocument = {
  __typename?: 'LicenceAgreementDocument';
  /** Its text (sanitized HTML). */
  content: Scalars['String']['output'];
  /** The legal document's id. */
  id: Scalars['Int']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** Its version. */
  version: Scalars['String']['output'];
};

/** Who signed a licence agreement, and when. */
export type LicenceAgreementSignature = {
  __typename?: 'LicenceAgreementSignature';
  /** Where the signed agreement downloads as a PDF (for the same link's holder). */
  pdfUrl: Scalars['String']['output'];
  /** When it was signed. */
  signedAt: Scalars['DateTimeISO']['output'];
  /** The signer's name. */
  signerName: Scalars['String']['output'];
};

/** A licensing offer as the payment checks read it. */
export type LicencePaymentVerificationRecord = {
  __typename?: 'LicencePaymentVerificationRecord';
  /** The business. */
  businessName: Scalars['String']['output'];
  /** The business's contact email address. */
  contactEmail: Scalars['String']['output'];
  /** The offer's id. */
  id: Scalars['Int']['output'];
  /** The licence type (royalty-free, revenue-share). */
  licenseType: Scalars['String']['output'];
  /** ISO 8601. */
  offerSentAt: Scalars['String']['output'];
  /** What was paid, in cents; null while unpaid. */
  paymentAmountCents?: Maybe<Scalars['Int']['output']>;
  /** The processor's payment id of the fee; null while unpaid. */
  paymentId?: Maybe<Scalars['String']['output']>;
  /** The offer's status. */
  status: Scalars['String']['output'];
};

/** RoyaltyFree: $2,500 once. RevenueShare: $750 setup plus 15% of tuition. */
export type LicenseType =
  /** $750 setup plus 15% of the business's tuition. */
  | 'REVENUE_SHARE'
  /** $2,500 once; the business keeps all its tuition. */
  | 'ROYALTY_FREE';

/** A system of the academy the header links to. */
export type LinkedSystem = {
  __typename?: 'LinkedSystem';
  /** What the system is for, in one sentence. */
  description: Scalars['String']['output'];
  /** Which system it is. */
  id: SystemKey;
  /** The system is switched on for the portal (the header links to it). */
  isAvailable: Scalars['Boolean']['output'];
  /** The system's name, as the header shows it. */
  name: Scalars['String']['output'];
  /** Base address; null for the main portal. */
  url?: Maybe<Scalars['String']['output']>;
};

/** An account locked by wrong passwords. */
export type LockedAccount = {
  __typename?: 'LockedAccount';
  /** Wrong passwords counted toward the lock. */
  failedLoginCount: Scalars['Int']['output'];
  /** When the lock ends by itself. */
  lockedUntil: Scalars['DateTimeISO']['output'];
  /** The account's id. */
  userId: Scalars['Int']['output'];
  /** The account's username. */
  username: Scalars['String']['output'];
};

/** One sign-in attempt, successful or not. */
export type LoginHistoryEntry = {
  __typename?: 'LoginHistoryEntry';
  /** When it was made. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The attempt's id. */
  id: Scalars['ID']['output'];
  /** The client address it came from. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** Why a failed attempt failed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** It signed the user in. */
  success: Scalars['Boolean']['output'];
  /** The client's browser or tool, as it named itself. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** A username and password to sign in with. */
export type LoginInput = {
  /** The password. */
  password: Scalars['String']['input'];
  /** The username. */
  username: Scalars['String']['input'];
};

/** Pending (waiting or between retries), Sending, Sent, Held (no SMTP server configured), Failed (refused for good). */
export type MailStatus =
  /** The SMTP server refused it for good; retrying would not help. */
  | 'FAILED'
  /** Kept unsent because no SMTP server is configured (outside production). */
  | 'HELD'
  /** Waiting for the queue (also between retries after an SMTP error). */
  | 'PENDING'
  /** A worker is handing it to the SMTP server now. */
  | 'SENDING'
  /** The SMTP server accepted it. */
  | 'SENT';

/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Joins the agency of an invitation, signed in with the account of the address it was sent to; the seat becomes the caller's (audited). The link works once. Access: any signed-in user (learners and administrators). */
  acceptAgencyInvitation: AgencyInvitation;
  /** Joins the partner of an invitation, signed in with the account of the address it was sent to (a new account registers first): the caller administers the partner. The link works once. Access: any signed-in user (learners and administrators). */
  acceptPartnerInvitation: PartnerSummary;
  /** Acknowledges one current finding of the security audit: flagged and resolved at once, with the note or 'Acknowledged'; it no longer counts as an issue. Access: administrators and super administrators. */
  acknowledgeSecurityFinding: VerificationFlag;
  /** Enrolls the accounts of a CSV list in a course as the caller's grants, without payment, in one transaction (each enrollment audited, provisioned and mailed as any grant). Answers every row; sent again, nobody is enrolled twice. Access: administrators and super administrators. */
  adminBulkEnroll: Array<BulkEnrollmentRow>;
  /** Closes every finished month (the academy's time zone) into statements now, as the hourly job does; answers how many statements were made. Access: administrators and super administrators. */
  adminCloseStatements: Scalars['Int']['output'];
  /** Adds a course to the catalogue. Access: administrators and super administrators. */
  adminCreateCourse: AdminCourse;
  /** Publishes a legal document; an active one deactivates the active document of its type (kept with its signatures). Access: administrators and super administrators. */
  adminCreateLegalDocument: AdminLegalDocument;
  /** Registers a client of the sign-in provider (audited). The answer carries its secret this once; only its hash is kept. Access: super administrators only. */
  adminCreateOidcClient: OidcClientWithSecret;
  /** Creates an account with the registration rules; admin rights need a SuperAdmin. Access: administrators and super administrators. */
  adminCreateUser: AdminUser;
  /** Deletes a course; one with enrollments or payments is deactivated instead, and the answer says so. Access: administrators and super administrators. */
  adminDeleteCourse: AdminCourseDeletion;
  /** Deletes a legal document; CONFLICT when someone has signed it. Access: administrators and super administrators. */
  adminDeleteLegalDocument: AdminLegalDocumentDeletion;
  /** Deletes an account (never one's own); its payments and signed agreements are kept, detached. Access: super administrators only. */
  adminDeleteUser: AdminActionResult;
  /** Enrolls a user in the selected course without a payment, granted by the caller; CONFLICT when already enrolled. Access: administrators and super administrators. */
  adminEnrollUser: AdminEnrollment;
  /** Grants an agency seats of a course without payment, added to its own (audited). Access: administrators and super administrators. */
  adminGrantAgencySeats: Agency;
  /** Password sign-in for administrators only. Access: anyone, signed in or not. */
  adminLogin: User;
  /** Serves the partner's storefront at a host name of its own (audited): lower-case ASCII (a unicode name in punycode), no port, no IP address, not the portal's own host. Answers the partner's host names; the same mapping again changes nothing; a host another partner has is a CONFLICT. Access: administrators and super administrators. */
  adminMapPartnerHost: Array<Scalars['String']['output']>;
  /** Forgets a learner's linked Moodle account (suspended or deleted there, or simply wrong) and asks the learning system again for each of their active, unfinished enrollments: provisioning finds or makes their account by email. Audited; CONFLICT when no account is linked. Access: administrators and super administrators. */
  adminRelinkMoodleAccount: Array<Enrollment>;
  /** Sends a failed or held email again (audited); CONFLICT for one pending, being sent or sent, and without an SMTP server. Access: administrators and super administrators. */
  adminResendMail: OutboxMail;
  /** Sets the typed password (change-password rules) and ends the user's sessions and API tokens. Another administrator's password is reset only by a SuperAdmin. Access: administrators and super administrators. */
  adminResetPassword: AdminActionResult;
  /** Resumes a suspended partner (audited): it returns to where it was (live once launched). Not suspended: unchanged. Access: administrators and super administrators. */
  adminResumePartner: Partner;
  /** Asks the learning system again for an enrollment's access (after provisioning gave up), audited; CONFLICT when the enrollment has access already or has ended. Access: administrators and super administrators. */
  adminRetryCourseAccess: Enrollment;
  /** Revokes a client at once (audited): its next authorization or token request is refused. Access: super administrators only. */
  adminRevokeOidcClient: OidcClient;
  /** Gives a client a new secret (audited), answered this once; the old one stops working at once. Access: super administrators only. */
  adminRotateOidcClientSecret: OidcClientWithSecret;
  /** Suspends a partner (audited): its storefront stops selling and its administrators see the reason. Its learners keep what they bought. Access: administrators and super administrators. */
  adminSuspendPartner: Partner;
  /** Stops serving a partner at a host name (audited): true when it was mapped, false when it is not (any more). Access: administrators and super administrators. */
  adminUnmapPartnerHost: Scalars['Boolean']['output'];
  /** Changes the given fields of a course. Access: administrators and super administrators. */
  adminUpdateCourse: AdminCourse;
  /** Changes a legal document; CONFLICT when the content, type or version of a signed document would change. Access: administrators and super administrators. */
  adminUpdateLegalDocument: AdminLegalDocument;
  /** Saves a user's name, email, status and admin flag. Another administrator's account and admin rights are changed only by a SuperAdmin; a suspension ends the user's sessions and API tokens. Access: administrators and super administrators. */
  adminUpdateUser: AdminUser;
  /** A business applies for a licence (pending until paid); the answer carries the offer's reference for its payment link. The same application again within a minute answers the first, with a new reference. Access: anyone, signed in or not. */
  applyForLicense: BusinessOffer;
  /** Approves a statement and pays its payable amount to the partner's payout account: PAID, or WAITING (with why) until the account can be paid, or FAILED (with the processor's code). A paid statement is answered as it is; approving again is safe. Access: administrators and super administrators. */
  approveStatement: StatementObject;
  /** Changes the password and ends every session. Access: any signed-in user (learners and administrators). */
  changePassword: ChangePasswordResult;
  /** The demo learning system's Complete this course (installs without Moodle): completes the caller's enrollment in the course as Moodle's completion check does; its certificate is issued by the queue. Again, it changes nothing. Access: any signed-in user (learners and administrators). */
  completeDemoCourse: Enrollment;
  /** Adds the seats a payment bought to the caller's agency, for a payment the processor confirms: succeeded, made by the caller for these seats, not used before. A replay answers the same agency. Access: any signed-in user (learners and administrators). */
  completeSeatPurchase: Agency;
  /** Pays a demo payment with a test card, as Stripe.js does with Stripe (installs without Stripe keys only). Access: anyone, signed in or not. */
  confirmDemoPayment: DemoPaymentResult;
  /** Extends the term by 3 years (from its end, or from now once ended) for a renewal payment the processor confirms (succeeded, this partner, the fee). A replay answers the partner; it extends once. Access: any signed-in user (learners and administrators). */
  confirmPartnerRenewal: Partner;
  /** Sets up an agency managed by the caller (one each; audited). Access: any signed-in user (learners and administrators). */
  createAgency: Agency;
  /** Creates a personal API token (audited). The answer carries the secret this once; only its hash is kept. Access: administrators and super administrators. */
  createApiToken: CreatedApiToken;
  /** The payment of an offer's licence fee, at the amount its licence type sets (a retry answers the same payment); only with the offer's reference. Access: anyone, signed in or not. */
  createBusinessOfferPaymentIntent: PaymentIntent;
  /** The payment of a royalty-free licence's renewal (the royalty-free fee, set by the server; 3 more years): for the partner's administrators and the academy's. A retry answers the same payment. A revenue share licence has nothing to renew (BAD_USER_INPUT). Access: any signed-in user (learners and administrators). */
  createPartnerRenewalIntent: PaymentIntent;
  /** The payment for a course at its price (set by the server). Needs the signed agreement; a retry answers the same payment. At a licensed partner's storefront (`storefront`), the partner's price; a storefront that is not selling is refused (CONFLICT). Access: any signed-in user (learners and administrators). */
  createPaymentIntent: PaymentIntent;
  /** The payment for seats of a course for the caller's agency: the course's price times the seats (set by the server). A retry answers the same payment. Access: any signed-in user (learners and administrators). */
  createSeatPaymentIntent: PaymentIntent;
  /** A sign-in address for a sibling system and path. Access: any signed-in user (learners and administrators). */
  deepLink: DeepLinkResult;
  /** Enrolls the caller on their agency's seat of a course, once they signed its enrollment agreement: the enrollment's id (the same one when asked again). Access: any signed-in user (learners and administrators). */
  enrollOnAgencySeat: Scalars['Int']['output'];
  /** Gives every super administrator the administrator flag and checks that an active super administrator exists. Access: super administrators only. */
  fixAdmin: FixAdminReport;
  /** Flags every current anomaly of the groups (all when none are named) for review; flagging again adds nothing. Access: administrators and super administrators. */
  flagVerificationAnomalies: VerificationFlagResult;
  /** Ends every session of every user but the caller (audited); answers affectedCount. Access: super administrators only. */
  forceLogoutAllUsers: ForceLogoutResult;
  /** Ends every session and API token of a user at once (not your own; audited). Access: super administrators only. */
  forceLogoutUser: ForceLogoutResult;
  /** Invites a co-administrator of the partner by email (a single-use link, never a password); for the partner's administrators and the academy's. Access: any signed-in user (learners and administrators). */
  invitePartnerAdmin: Partner;
  /** Launches the storefront at /p/{slug}: refused, naming what is missing, until the display name, short address, brand colour, support email and a signed licence agreement exist, and while suspended or ended. A live partner is answered as it is. Access: any signed-in user (learners and administrators). */
  launchPartner: Partner;
  /** Password sign-in; sets the session cookies. Access: anyone, signed in or not. */
  login: User;
  /** Ends this session and clears its cookies. Access: anyone, signed in or not. */
  logout: SuccessResult;
  /** Marks a message handled, or not handled again (audited). Access: administrators and super administrators. */
  markContactMessageHandled: ContactMessage;
  /** Marks an enrollment complete without the learning system, with a note (audited); its certificate is issued by the queue. Access: administrators and super administrators. */
  markEnrollmentComplete: Enrollment;
  /** Marks the caller's notifications read (these, or all); answers how many changed. Access: any signed-in user (learners and administrators). */
  markNotificationsRead: Scalars['Int']['output'];
  /** Marks an offer paid for a payment the processor confirms (succeeded, this offer, its fee). A replay answers the offer. Access: anyone, signed in or not. */
  payBusinessOffer: BusinessOffer;
  /** Takes a system's copy of the profile when newer. Access: any signed-in user (learners and administrators). */
  pullProfile: ProfileSync;
  /** Sends the profile to a system. Access: any signed-in user (learners and administrators). */
  pushProfile: ProfileSync;
  /** Renews the session cookies; UNAUTHENTICATED when there is no session. Access: anyone, signed in or not. */
  refreshSession: SuccessResult;
  /** Refunds through the processor; ends the enrollment it bought unless kept (a partial refund must keep it). Refunds of a payment are asked one at a time. A retry with the same idempotency key answers the first answer and refunds once; without a key, the same amount again within 10 minutes is refused (CONFLICT) unless repeat says it is meant. Access: administrators and super administrators. */
  refundPayment: AdminPayment;
  /** Creates a learner account; does not sign in. Access: anyone, signed in or not. */
  register: User;
  /** Re-issues a certificate after a name correction (audited): a new number with the learner's current name; the old one answers SUPERSEDED. The same request again answers the same new certificate. Access: administrators and super administrators. */
  reissueCertificate: Certificate;
  /** Removes a member of the agency the caller manages, or revokes an invitation: their access and certificates stay theirs; a seat they never used returns. Access: any signed-in user (learners and administrators). */
  removeAgencyMember: Agency;
  /** Removes an administrator of the partner or revokes an invitation; the last owner stays. Access: any signed-in user (learners and administrators). */
  removePartnerAdmin: Partner;
  /** Removes the storefront's logo. Access: any signed-in user (learners and administrators). */
  removePartnerLogo: Partner;
  /** Asks for the learner's access to an enrolled course in the learning system (queued; the dashboard shows the link once it is ready). Access: any signed-in user (learners and administrators). */
  requestCourseAccess: CourseAccess;
  /** Mails a single-use link (30 minutes) to set a new password to the account with this email, if there is one; the answer is the same either way. Access: anyone, signed in or not. */
  requestPasswordReset: PasswordResetResult;
  /** Sends an invitation not accepted yet again, for the agency the caller manages: a new link for 14 days (the old one stops working), audited. Access: any signed-in user (learners and administrators). */
  resendAgencyInvitation: Agency;
  /** Sets a new password with a password reset link's token and ends every session and API token of the account; does not sign in. Access: anyone, signed in or not. */
  resetPassword: PasswordResetResult;
  /** Resolves a flagged anomaly with a note; it no longer counts as an issue. Access: administrators and super administrators. */
  resolveVerificationFlag: VerificationFlag;
  /** Revokes a token at once (audited); its next use is refused with 401. Access: administrators and super administrators. */
  revokeApiToken: ApiToken;
  /** Revokes a certificate with a reason (audited); its verification then answers REVOKED. Revoking it again changes nothing. Access: administrators and super administrators. */
  revokeCertificate: Certificate;
  /** Invites the agents of a CSV list to seats of a course of the agency the caller manages: the rows previewAgencyInvitations calls invitations get a mail with a link that works once, for 14 days (audited). Answers every row; sent again, nobody is invited twice. Access: any signed-in user (learners and administrators). */
  sendAgencyInvitations: Array<InvitationPreviewRow>;
  /** Sets the partner's price of an active course, in cents (0 to 100000000), or null for the academy's price again. Kept as history; the newest is the price. Access: any signed-in user (learners and administrators). */
  setPartnerCoursePrice: PartnerCoursePrice;
  /** Uploads the storefront's logo (a PNG, re-encoded by the image intake); it replaces any earlier one. Access: any signed-in user (learners and administrators). */
  setPartnerLogo: Partner;
  /** Signs the active enrollment agreement for a course and keeps the evidence. Signing the same text again answers the earlier agreement. Access: any signed-in user (learners and administrators). */
  signAgreement: UserAgreement;
  /** Signs the licence agreement as shown (typed or drawn), once: the partner then awaits setup and its contact is mailed an invitation to set up the administrator account (never a password). Access: anyone, signed in or not. */
  signLicenceAgreement: LicenceAgreement;
  /** Starts (or resumes) the partner's payout onboarding: connects a payout account if it has none and answers a fresh single-use onboarding link (Stripe Connect, or the demo processor's page). Access: any signed-in user (learners and administrators). */
  startPayoutOnboarding: PayoutOnboardingObject;
  /** Stores a message for the academy (5 an hour per address). Access: anyone, signed in or not. */
  submitContactMessage: ContactReceipt;
  /** Sends the profile to every system. Access: any signed-in user (learners and administrators). */
  syncProfile: Array<ProfileSync>;
  /** Trusts a client address: administrators' sign-ins from it stop being 'admin login from new IP' findings (failed-login bursts from it still count; audited). Access: super administrators only. */
  trustAddress: TrustedAddress;
  /** Lets a blocked client address sign in again: its counts start now (audited). Access: super administrators only. */
  unblockAddress: UnblockResult;
  /** Ends an account's sign-in lock; its failure count starts afresh (audited). Access: super administrators only. */
  unlockAccount: UnblockResult;
  /** Stops trusting a client address (audited); answers what it was. Access: super administrators only. */
  untrustAddress: TrustedAddress;
  /** Sets the academy's time zone (audited); answers its canonical name. Statements already made keep their months. Access: administrators and super administrators. */
  updateAcademyTimeZone: Scalars['String']['output'];
  /** Saves the banners' switches and the disclaimer's text at once, with one audit row; a field left out keeps its value. Access: administrators and super administrators. */
  updateBannerSettings: BannerSettings;
  /** Changes an offer's status (audited). Paid without a verified payment needs a note and is flagged by verification. Access: administrators and super administrators. */
  updateBusinessOfferStatus: AdminBusinessOffer;
  /** Shows or hides the disclaimer banner and sets its text (audited). Access: administrators and super administrators. */
  updateDisclaimerSetting: DisclaimerSetting;
  /** Sets the storefront's display name, short address (/p/{slug}), brand colour, support email and phone. A taken or reserved slug, or a colour without enough contrast, is refused by name. Access: any signed-in user (learners and administrators). */
  updatePartnerBranding: Partner;
  /** Shows or hides the pre-launch banner (audited). Access: administrators and super administrators. */
  updatePrelaunchBannerSetting: PrelaunchBannerSetting;
  /** Updates the phone number and the email-notifications choice. Access: any signed-in user (learners and administrators). */
  updateProfile: User;
  /** Sets the continuing-education renewal rule (super administrators; audited). Access: super administrators only. */
  updateRenewalRule: RenewalRule;
  /** Uploads a course's picture (a PNG, re-encoded by the image intake); the course's image becomes its address on this site. Access: administrators and super administrators. */
  uploadCourseImage: AdminCourse;
  /** Signs in with a single-use token from a sibling system. Access: anyone, signed in or not. */
  validateToken: User;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAcceptAgencyInvitationArgs = {
  token: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAcceptPartnerInvitationArgs = {
  token: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAcknowledgeSecurityFindingArgs = {
  anomalyKey: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminBulkEnrollArgs = {
  input: BulkEnrollmentInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminCreateCourseArgs = {
  input: AdminCourseInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminCreateLegalDocumentArgs = {
  input: AdminLegalDocumentInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminCreateOidcClientArgs = {
  input: CreateOidcClientInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminCreateUserArgs = {
  input: AdminCreateUserInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminDeleteCourseArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminDeleteLegalDocumentArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminDeleteUserArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminEnrollUserArgs = {
  input: AdminEnrollUserInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminGrantAgencySeatsArgs = {
  agencyId: Scalars['Int']['input'];
  courseId: Scalars['Int']['input'];
  seats: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminLoginArgs = {
  input: LoginInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminMapPartnerHostArgs = {
  host: Scalars['String']['input'];
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminRelinkMoodleAccountArgs = {
  userId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminResendMailArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminResetPasswordArgs = {
  id: Scalars['Int']['input'];
  input: AdminResetPasswordInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminResumePartnerArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminRetryCourseAccessArgs = {
  enrollmentId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminRevokeOidcClientArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminRotateOidcClientSecretArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminSuspendPartnerArgs = {
  partnerId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminUnmapPartnerHostArgs = {
  host: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminUpdateCourseArgs = {
  id: Scalars['Int']['input'];
  input: AdminCourseUpdateInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminUpdateLegalDocumentArgs = {
  id: Scalars['Int']['input'];
  input: AdminLegalDocumentUpdateInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationAdminUpdateUserArgs = {
  id: Scalars['Int']['input'];
  input: AdminUpdateUserInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationApplyForLicenseArgs = {
  input: BusinessOfferInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationApproveStatementArgs = {
  statementId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCompleteDemoCourseArgs = {
  courseId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCompleteSeatPurchaseArgs = {
  paymentId: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationConfirmDemoPaymentArgs = {
  input: DemoPaymentInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationConfirmPartnerRenewalArgs = {
  partnerId: Scalars['Int']['input'];
  paymentId: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCreateAgencyArgs = {
  input: AgencyInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCreateBusinessOfferPaymentIntentArgs = {
  offerId: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCreatePartnerRenewalIntentArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCreatePaymentIntentArgs = {
  courseId: Scalars['Int']['input'];
  storefront?: InputMaybe<Scalars['String']['input']>;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationCreateSeatPaymentIntentArgs = {
  courseId: Scalars['Int']['input'];
  seats: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationDeepLinkArgs = {
  path?: InputMaybe<Scalars['String']['input']>;
  system: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationEnrollOnAgencySeatArgs = {
  courseId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationFlagVerificationAnomaliesArgs = {
  groups?: InputMaybe<Array<VerificationGroup>>;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationForceLogoutUserArgs = {
  userId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationInvitePartnerAdminArgs = {
  email: Scalars['String']['input'];
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationLaunchPartnerArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationMarkContactMessageHandledArgs = {
  handled: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationMarkEnrollmentCompleteArgs = {
  enrollmentId: Scalars['Int']['input'];
  note: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationPayBusinessOfferArgs = {
  offerId: Scalars['Int']['input'];
  paymentId: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationPullProfileArgs = {
  system: SystemKey;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationPushProfileArgs = {
  system: SystemKey;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRefundPaymentArgs = {
  input: RefundPaymentInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationReissueCertificateArgs = {
  number: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRemoveAgencyMemberArgs = {
  memberId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRemovePartnerAdminArgs = {
  adminId: Scalars['Int']['input'];
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRemovePartnerLogoArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRequestCourseAccessArgs = {
  courseId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationResendAgencyInvitationArgs = {
  memberId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationResolveVerificationFlagArgs = {
  anomalyKey: Scalars['String']['input'];
  note: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationRevokeCertificateArgs = {
  number: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationSendAgencyInvitationsArgs = {
  courseId: Scalars['Int']['input'];
  csv: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationSetPartnerCoursePriceArgs = {
  courseId: Scalars['Int']['input'];
  partnerId: Scalars['Int']['input'];
  priceCents?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationSetPartnerLogoArgs = {
  logo: Scalars['String']['input'];
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationSignAgreementArgs = {
  input: SignAgreementInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationSignLicenceAgreementArgs = {
  input: SignLicenceAgreementInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationStartPayoutOnboardingArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationSubmitContactMessageArgs = {
  input: ContactMessageInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationTrustAddressArgs = {
  ipAddress: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUnblockAddressArgs = {
  ipAddress: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUnlockAccountArgs = {
  userId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUntrustAddressArgs = {
  ipAddress: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdateAcademyTimeZoneArgs = {
  timeZone: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdateBannerSettingsArgs = {
  input: BannerSettingsInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdateBusinessOfferStatusArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: BusinessOfferStatus;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdateDisclaimerSettingArgs = {
  input: DisclaimerSettingInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdatePartnerBrandingArgs = {
  input: PartnerBrandingInput;
  partnerId: Scalars['Int']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdatePrelaunchBannerSettingArgs = {
  input: PrelaunchBannerSettingInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUpdateRenewalRuleArgs = {
  input: RenewalRuleInput;
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationUploadCourseImageArgs = {
  id: Scalars['Int']['input'];
  image: Scalars['String']['input'];
};


/** What a caller may change. Each field says who may call it; every change is checked again in its service. */
export type MutationValidateTokenArgs = {
  token: Scalars['String']['input'];
};

/** A notification for the signed-in user, as only they see it. */
export type Notification = {
  __typename?: 'Notification';
  /** The notification's id. */
  id: Scalars['Int']['output'];
  /** What it says. */
  message: Scalars['String']['output'];
  /** The user has read it. */
  read: Scalars['Boolean']['output'];
  /** The system it comes from. */
  system: SystemKey;
  /** When it was made. */
  timestamp: Scalars['DateTimeISO']['output'];
  /** info, success, warning or error */
  type: Scalars['String']['output'];
};

/** A relying party of the portal's sign-in provider; its secret is never shown again. */
export type OidcClient = {
  __typename?: 'OidcClient';
  /** Where it is sent a logout token when a learner's sessions end; null: not told. */
  backchannelLogoutUri?: Maybe<Scalars['String']['output']>;
  /** The client_id it sends. */
  clientId: Scalars['String']['output'];
  /** When it was registered. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** One of the academy's own systems (no consent asked). */
  firstParty: Scalars['Boolean']['output'];
  /** The row's id (to rotate its secret or revoke it). */
  id: Scalars['Int']['output'];
  /** What it is, as administrators named it. */
  name: Scalars['String']['output'];
  /** Where RP-initiated sign-out may return to. */
  postLogoutRedirectUris: Array<Scalars['String']['output']>;
  /** Its exact redirect URIs. */
  redirectUris: Array<Scalars['String']['output']>;
  /** When it was revoked (the provider no longer knows it); null while active. */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When its secret was last replaced. */
  secretRotatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** A client just registered or given a new secret: the only answer with the secret. */
export type OidcClientWithSecret = {
  __typename?: 'OidcClientWithSecret';
  /** The client as lists show it. */
  client: OidcClient;
  /** The client secret: shown this once, stored only as a hash. */
  secret: Scalars['String']['output'];
};

/** What the outbox list shows. */
export type OutboxFilter = {
  /** Part of the recipient or the subject. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only emails in this state. */
  status?: InputMaybe<MailStatus>;
};

/** An email in the outbox, as administrators read it. */
export type OutboxMail = {
  __typename?: 'OutboxMail';
  /** SMTP attempts so far. */
  attempts: Scalars['Int']['output'];
  /** When it was queued. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The From name of a licensed partner's learner's mail ("{Partner} via Guardian Academy", on the portal's own address); null: the portal's own sender. */
  fromName?: Maybe<Scalars['String']['output']>;
  /** The HTML body, if it has one. */
  html?: Maybe<Scalars['String']['output']>;
  /** The email's id. */
  id: Scalars['Int']['output'];
  /** What caused it, e.g. enrollment.confirmation. */
  kind: Scalars['String']['output'];
  /** The last SMTP error, if any. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The links to the portal in the plain-text body, in order, as the body writes them (the outbox view makes these clickable, and nothing else). */
  links: Array<Scalars['String']['output']>;
  /** The address it goes to. */
  recipient: Scalars['String']['output'];
  /** Where replies go (a partner's support address); null: none is set. */
  replyTo?: Maybe<Scalars['String']['output']>;
  /** When the SMTP server accepted it; null until then. */
  sentAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Where it stands in sending. */
  status: MailStatus;
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The plain-text body, its links whole. The token of a password reset, agency invitation, licence agreement or partner invitation link reads [hidden], except on a demo install (no SMTP server, outside production) whose mail is only ever read here. */
  text: Scalars['String']['output'];
};

/** A page of the email outbox, for administrators. */
export type OutboxMailConnection = {
  __typename?: 'OutboxMailConnection';
  /** This page's rows, in the list's order. */
  edges: Array<OutboxMailEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a OutboxMail list, with its cursor. */
export type OutboxMailEdge = {
  __typename?: 'OutboxMailEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: OutboxMail;
};

/** Where a page of a list sits, and the cursors to move from it. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More rows follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Rows come before this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Pass as `before` for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A licensed partner as its administrators and the academy's see it: its licence, status, storefront settings, administrators and timeline. */
export type Partner = {
  __typename?: 'Partner';
  /** Its administrators, oldest first. */
  admins: Array<PartnerAdmin>;
  /** Its brand colour, #rrggbb; null until set. */
  brandColour?: Maybe<Scalars['String']['output']>;
  /** Its contact's email address (from its application). */
  contactEmail: Scalars['String']['output'];
  /** Its contact's name (from its application). */
  contactName: Scalars['String']['output'];
  /** When it was made (the licence fee's verification). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Its storefront's name; null until set. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The partner's id. */
  id: Scalars['Int']['output'];
  /** What it still lacks to launch, in words (display name, short address, brand colour, support email, signed licence agreement); empty when it may launch. */
  launchMissing: Array<Scalars['String']['output']>;
  /** When it launched; null before. */
  launchedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The business's legal name (from its application). */
  legalName: Scalars['String']['output'];
  /** The licence it holds. */
  licenceType: LicenseType;
  /** Its logo's address for its administrators (a PNG, changed with each upload); null when it has none. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Its storefront's short address, /p/{slug}; null until set. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Where it stands (ENDED once its term's end has passed). */
  status: PartnerStatus;
  /** Its support address; null until set. */
  supportEmail?: Maybe<Scalars['String']['output']>;
  /** Its support phone; null until set. */
  supportPhone?: Maybe<Scalars['String']['output']>;
  /** Why the academy suspended it; null unless suspended. */
  suspendedReason?: Maybe<Scalars['String']['output']>;
  /** When its licence's term ends; null for a revenue share licence (no end). */
  termEndsAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Its timeline, oldest first. */
  timeline: Array<PartnerEvent>;
};

/** An administrator of a partner, invited or joined. */
export type PartnerAdmin = {
  __typename?: 'PartnerAdmin';
  /** The address invited (lower case). */
  email: Scalars['String']['output'];
  /** The membership's id. */
  id: Scalars['Int']['output'];
  /** When they were invited. */
  invitedAt: Scalars['DateTimeISO']['output'];
  /** When they joined; null until then. */
  joinedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Owner or co-administrator. */
  role: PartnerAdminRole;
  /** Invited, joined or removed. */
  status: PartnerAdminStatus;
};

/** An administrator's part in a partner. */
export type PartnerAdminRole =
  /** A co-administrator invited by another administrator. */
  | 'ADMIN'
  /** The contact the partner was set up for. */
  | 'OWNER';

/** Where a partner's administrator stands. */
export type PartnerAdminStatus =
  /** Invited by email; the link not used yet. */
  | 'INVITED'
  /** Administers the partner. */
  | 'JOINED'
  /** Removed, or the invitation revoked. */
  | 'REMOVED';

/** A partner's storefront settings, all at once (docs/partners.md, Launch); the rules are @guardian/rules' partnerBrandingProblems. */
export type PartnerBrandingInput = {
  /** The brand colour, #rrggbb, with a contrast of at least 4.5:1 against white text and the portal's page backgrounds. */
  brandColour: Scalars['String']['input'];
  /** The storefront's name: 2 to 80 characters, one line. */
  displayName: Scalars['String']['input'];
  /** The short address, /p/{slug}: 2 to 40 lower-case letters, digits and single hyphens; unique; reserved words refused. */
  slug: Scalars['String']['input'];
  /** The address learners write to for help. */
  supportEmail: Scalars['String']['input'];
  /** The phone learners call (optional). */
  supportPhone?: InputMaybe<Scalars['String']['input']>;
};

/** An active course at a partner's storefront: the academy's price and the partner's. */
export type PartnerCoursePrice = {
  __typename?: 'PartnerCoursePrice';
  /** The academy's own price, in cents. */
  academyPriceCents: Scalars['Int']['output'];
  /** The course's id. */
  courseId: Scalars['Int']['output'];
  /** The partner's own price, in cents; null when it sells at the academy's price. */
  partnerPriceCents?: Maybe<Scalars['Int']['output']>;
  /** What a learner pays at the storefront, in cents. */
  priceCents: Scalars['Int']['output'];
  /** The course's title. */
  title: Scalars['String']['output'];
};

/** An enrollment sold through a partner's storefront, with its completion and certificate. */
export type PartnerEnrollment = {
  __typename?: 'PartnerEnrollment';
  /** The certificate's number (the valid one, else the latest); null without one. */
  certificateNumber?: Maybe<Scalars['String']['output']>;
  /** That certificate's status. */
  certificateStatus?: Maybe<CertificateStatus>;
  /** When the learner completed the course. */
  completedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The course. */
  courseId: Scalars['Int']['output'];
  /** The course's title. */
  courseTitle: Scalars['String']['output'];
  /** When the learner was enrolled. */
  enrolledAt: Scalars['DateTimeISO']['output'];
  /** The enrollment's id. */
  id: Scalars['Int']['output'];
  /** The learner's email address. */
  learnerEmail: Scalars['String']['output'];
  /** The learner; null once the account is gone. */
  learnerId?: Maybe<Scalars['Int']['output']>;
  /** The learner's full name. */
  learnerName: Scalars['String']['output'];
  /** Active, completed or cancelled. */
  status: EnrollmentStatus;
};

/** A page of a partner's enrollments. */
export type PartnerEnrollmentConnection = {
  __typename?: 'PartnerEnrollmentConnection';
  /** This page's rows, in the list's order. */
  edges: Array<PartnerEnrollmentEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a PartnerEnrollment list, with its cursor. */
export type PartnerEnrollmentEdge = {
  __typename?: 'PartnerEnrollmentEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: PartnerEnrollment;
};

/** Which of a partner's enrollments to list. */
export type PartnerEnrollmentFilter = {
  /** Only enrollments in this course. */
  courseId?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the learner's name or email address. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only enrollments in this status. */
  status?: InputMaybe<EnrollmentStatus>;
};

/** One entry of a partner's timeline. */
export type PartnerEvent = {
  __typename?: 'PartnerEvent';
  /** When. */
  at: Scalars['DateTimeISO']['output'];
  /** What happened. */
  kind: PartnerEventKind;
  /** What the entry says beside its kind (a reason); null when nothing. */
  note?: Maybe<Scalars['String']['output']>;
};

/** What happened to a partner, as its timeline lists it. */
export type PartnerEventKind =
  /** An administrator set up their account. */
  | 'ADMIN_JOINED'
  /** The licence agreement was signed. */
  | 'AGREEMENT_SIGNED'
  /** The business applied for the licence. */
  | 'APPLIED'
  /** The storefront's name, address, colour or contacts were set. */
  | 'BRANDING_SET'
  /** An administrator's invitation was mailed. */
  | 'CREDENTIALS_SENT'
  /** The licence's term ended unrenewed. */
  | 'ENDED'
  /** The licence fee was paid. */
  | 'FEE_PAID'
  /** The storefront was launched. */
  | 'LAUNCHED'
  /** The storefront's logo was uploaded or removed. */
  | 'LOGO_SET'
  /** A course's price at the storefront was set. */
  | 'PRICE_SET'
  /** The licence's term was renewed. */
  | 'RENEWED'
  /** The academy resumed the partner. */
  | 'RESUMED'
  /** The academy suspended the partner. */
  | 'SUSPENDED';

/** What a partner administrator's invitation link offers, before it is accepted. */
export type PartnerInvitation = {
  __typename?: 'PartnerInvitation';
  /** The address the invitation was sent to: its account accepts it. */
  email: Scalars['String']['output'];
  /** When the link stops working. */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The partner (its legal name). */
  partnerName: Scalars['String']['output'];
  /** Owner or co-administrator. */
  role: PartnerAdminRole;
};

/** A learner of a partner: enrolled through its storefront or registered there. Only what the partner's administrators may see. */
export type PartnerLearner = {
  __typename?: 'PartnerLearner';
  /** Email address. */
  email: Scalars['String']['output'];
  /** Courses the learner is enrolled in through this partner (cancelled ones aside). */
  enrolledCourses: Scalars['Int']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The learner's account id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The learner registered at this partner's storefront. */
  registeredHere: Scalars['Boolean']['output'];
};

/** A page of a partner's learners. */
export type PartnerLearnerConnection = {
  __typename?: 'PartnerLearnerConnection';
  /** This page's rows, in the list's order. */
  edges: Array<PartnerLearnerEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a PartnerLearner list, with its cursor. */
export type PartnerLearnerEdge = {
  __typename?: 'PartnerLearnerEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: PartnerLearner;
};

/** Which of a partner's learners to list. */
export type PartnerLearnerFilter = {
  /** Part of the name or email address. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A course sold through a partner's storefront (paid, maybe refunded since). */
export type PartnerSale = {
  __typename?: 'PartnerSale';
  /** What the learner paid, in cents. */
  amountCents: Scalars['Int']['output'];
  /** The course; null once it is gone. */
  courseId?: Maybe<Scalars['Int']['output']>;
  /** The course's title. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** The currency code, lower case (usd). */
  currency: Scalars['String']['output'];
  /** The payment's id. */
  id: Scalars['Int']['output'];
  /** The learner; null once the account is gone. */
  learnerId?: Maybe<Scalars['Int']['output']>;
  /** The learner's full name. */
  learnerName?: Maybe<Scalars['String']['output']>;
  /** When it was paid. */
  paidAt: Scalars['DateTimeISO']['output'];
  /** Given back so far, in cents. */
  refundedCents: Scalars['Int']['output'];
  /** SUCCESSFUL, or REFUNDED once refunded in full. */
  status: PaymentStatus;
};

/** A page of a partner's sales, with the totals of every sale the filter selects. */
export type PartnerSaleConnection = {
  __typename?: 'PartnerSaleConnection';
  /** This page's rows, in the list's order. */
  edges: Array<PartnerSaleEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
  /** Every sale the filter selects, on every page (counted only when asked for). */
  totals: PartnerSalesTotals;
};

/** One row of a PartnerSale list, with its cursor. */
export type PartnerSaleEdge = {
  __typename?: 'PartnerSaleEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: PartnerSale;
};

/** Which of a partner's sales to list and add up. */
export type PartnerSaleFilter = {
  /** Only sales of this period. */
  date?: InputMaybe<PaymentDateRange>;
  /** Part of the learner's name or email address, or of the course's title. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** The sums of a partner's sales over a filter. */
export type PartnerSalesTotals = {
  __typename?: 'PartnerSalesTotals';
  /** What was paid, whole cents (a Float: years of sales outgrow a 32-bit Int). */
  amountCents: Scalars['Float']['output'];
  /** Paid less refunded, whole cents. */
  netCents: Scalars['Float']['output'];
  /** What was refunded of it, whole cents. */
  refundedCents: Scalars['Float']['output'];
  /** How many sales. */
  sales: Scalars['Int']['output'];
};

/** Where a licensed partner stands, from the paid fee to its live storefront. */
export type PartnerStatus =
  /** The fee is paid; the licence agreement is not signed. */
  | 'AWAITING_AGREEMENT'
  /** Signed; its administrators set the storefront up. */
  | 'AWAITING_SETUP'
  /** Its licence's term ran out unrenewed: the storefront does not sell. */
  | 'ENDED'
  /** Launched: its storefront sells. */
  | 'LIVE'
  /** Suspended by the academy (the reason is shown). */
  | 'SUSPENDED';

/** A partner the caller administers. */
export type PartnerSummary = {
  __typename?: 'PartnerSummary';
  /** Its storefront's name; null until set. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The partner's id. */
  id: Scalars['Int']['output'];
  /** The business's legal name (from its application). */
  legalName: Scalars['String']['output'];
  /** The licence it holds. */
  licenceType: LicenseType;
  /** The caller's part in it. */
  role: PartnerAdminRole;
  /** Where it stands. */
  status: PartnerStatus;
};

/** One term of a royalty-free licence. */
export type PartnerTerm = {
  __typename?: 'PartnerTerm';
  /** When it ends. */
  endsAt: Scalars['DateTimeISO']['output'];
  /** The first term or a renewal. */
  kind: PartnerTermKind;
  /** When it starts. */
  startsAt: Scalars['DateTimeISO']['output'];
  /** When its payment went back and the extension was taken back; null otherwise. */
  withdrawnAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** How a royalty-free licence's term came. */
export type PartnerTermKind =
  /** The term the licence fee started. */
  | 'INITIAL'
  /** Three more years, paid from the partner's page. */
  | 'RENEWAL';

/** The answer of a password reset step. */
export type PasswordResetResult = {
  __typename?: 'PasswordResetResult';
  /** What happened, in words for the user. */
  message: Scalars['String']['output'];
  /** The step was taken (or, for a request, accepted). */
  success: Scalars['Boolean']['output'];
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

/** Figures of the payments of one period. */
export type PaymentFigures = {
  __typename?: 'PaymentFigures';
  /** Mean successful payment; null without one. */
  averageOrderCents?: Maybe<Scalars['Int']['output']>;
  /** Payments of the period, whatever their status. */
  payments: Scalars['Int']['output'];
  /** Sum of the successful payments less what was refunded, whole cents (a Float: years of payments outgrow a 32-bit Int). */
  revenueCents: Scalars['Float']['output'];
  /** Percent of the payments that went through (refunded ones included) of those that went through or failed; pending (abandoned) ones do not count. Null when there are none. */
  successRate?: Maybe<Scalars['Float']['output']>;
  /** Successful payments of the period. */
  successful: Scalars['Int']['output'];
};

/** A payment to be made in the browser's card form. */
export type PaymentIntent = {
  __typename?: 'PaymentIntent';
  /** The course's price in cents, set by the server. */
  amountCents: Scalars['Int']['output'];
  /** For the card form only; keep it out of logs and URLs. */
  clientSecret: Scalars['String']['output'];
  /** The currency code, lower case (usd). */
  currency: Scalars['String']['output'];
  /** The processor's payment id, named again after paying (checkoutEnrollment, completeSeatPurchase, payBusinessOffer). */
  id: Scalars['String']['output'];
  /** The processor that takes the payment. */
  processor: PaymentProcessor;
  /** Stripe's publishable key, for the card form (stripe only). */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

/** Stripe when the install has Stripe keys, else the demo processor (no card is charged). */
export type PaymentProcessor =
  /** The demo processor with Stripe's test-card rules (never in production). */
  | 'DEMO'
  /** Stripe: real cards, in production. */
  | 'STRIPE';

/** What the browser's card form needs. */
export type PaymentSettings = {
  __typename?: 'PaymentSettings';
  /** The processor the card form talks to. */
  processor: PaymentProcessor;
  /** Stripe's publishable key (stripe only). */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

/** Whose sale a payment is. */
export type PaymentSource =
  /** The academy's own (its pages, licence fees, renewals). */
  | 'ACADEMY'
  /** A sale through a licensed partner's storefront. */
  | 'PARTNER';

/** Where a payment stands with its processor. */
export type PaymentStatus =
  /** Refused by the processor (a declined card); another card may still pay it. */
  | 'FAILED'
  /** Started but not paid yet. */
  | 'PENDING'
  /** Paid and then refunded in full. */
  | 'REFUNDED'
  /** Paid. */
  | 'SUCCESSFUL';

/** The summary cards: the filtered payments and, for a date range, the period before. */
export type PaymentSummary = {
  __typename?: 'PaymentSummary';
  /** The filtered payments. */
  current: PaymentFigures;
  /** The same length of time just before (null for ALL). */
  previous?: Maybe<PaymentFigures>;
};

/** The payment checks and what they found, for administrators. */
export type PaymentVerification = {
  __typename?: 'PaymentVerification';
  /** At most 200 per check. */
  anomalies: Array<VerificationAnomaly>;
  /** Open anomalies (all of them, not only those listed). */
  anomalyCount: Scalars['Int']['output'];
  /** Records the checks read. */
  checked: Scalars['Int']['output'];
  /** Each check of the group. */
  checks: Array<VerificationCheck>;
  /** When the checks ran (ISO 8601); cached for 5 minutes. */
  computedAt: Scalars['String']['output'];
  /** The records shown (at most 50, newest first). */
  data: Array<LicencePaymentVerificationRecord>;
  /** The outcome in one sentence, as the tab's banner shows it. */
  message: Scalars['String']['output'];
  /** Anomalies resolved with a note (not counted as open). */
  resolvedCount: Scalars['Int']['output'];
  /** No open (unresolved) anomaly. */
  verified: Scalars['Boolean']['output'];
};

/** A partner's payout account as the processor last told it. */
export type PayoutAccountObject = {
  __typename?: 'PayoutAccountObject';
  /** What the processor still asks for (Stripe's requirements.currently_due). */
  currentlyDue: Array<Scalars['String']['output']>;
  /** The partner it pays out to. */
  partnerId: Scalars['Int']['output'];
  /** Why it cannot be paid out, in words (null when payouts are enabled or not connected). */
  reason?: Maybe<Scalars['String']['output']>;
  /** What it can do. */
  state: PayoutAccountState;
  /** When the processor's state was last read. */
  updatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** What a partner's payout account (Stripe Connect, or the demo's) can do. */
export type PayoutAccountState =
  /** Connected; its owner has not sent their details yet. */
  | 'DETAILS_NEEDED'
  /** Its owner disconnected it from the academy: connect again. */
  | 'DISCONNECTED'
  /** No payout account yet: onboarding not started. */
  | 'NOT_CONNECTED'
  /** The processor pays out to it. */
  | 'PAYOUTS_ENABLED'
  /** Details sent, but the processor does not pay out (see reason). */
  | 'RESTRICTED';

/** A fresh onboarding link of the partner's payout account. */
export type PayoutOnboardingObject = {
  __typename?: 'PayoutOnboardingObject';
  /** When the link stops working (Stripe: five minutes). */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** Where to send the partner's administrator now: single use, expires in minutes (never store it). */
  url: Scalars['String']['output'];
};

/** The site-wide pre-launch banner, as every visitor sees it. */
export type PrelaunchBannerSetting = {
  __typename?: 'PrelaunchBannerSetting';
  /** The banner shows on every page. */
  isVisible: Scalars['Boolean']['output'];
};

/** The pre-launch banner's switch. */
export type PrelaunchBannerSettingInput = {
  /** Show the banner. */
  isVisible: Scalars['Boolean']['input'];
};

/** How the profile's last synchronization with a system ended. */
export type ProfileSync = {
  __typename?: 'ProfileSync';
  /** Whether this portal is set up to exchange profiles with it (its address and key are configured); pull, push and sync skip it when not. */
  connected: Scalars['Boolean']['output'];
  /** What happened, e.g. Profile sent or why it failed. */
  details?: Maybe<Scalars['String']['output']>;
  /** Learning Management, File Storage or Video Processing. */
  label: Scalars['String']['output'];
  /** When it was last tried; null if never. */
  lastSynced?: Maybe<Scalars['DateTimeISO']['output']>;
  /** How the last synchronization ended. */
  status: SyncStatus;
  /** Which system. */
  system: SystemKey;
};

/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type Query = {
  __typename?: 'Query';
  /** The academy's time zone (an IANA name such as America/New_York): partner statements close on its months. Access: administrators and super administrators. */
  academyTimeZone: Scalars['String']['output'];
  /** The active document of a type; NOT_FOUND when none is active. Access: anyone, signed in or not. */
  activeLegalDocument: LegalDocument;
  /** The caller's recent activity, newest first. Access: any signed-in user (learners and administrators). */
  activity: Array<ActivityItem>;
  /** Every agency with its manager, seats and members, newest first unless sorted. Access: administrators and super administrators. */
  adminAgencies: AdminAgencyConnection;
  /** An offer with every field, as administrators manage it. Access: administrators and super administrators. */
  adminBusinessOffer: AdminBusinessOffer;
  /** Certificates by page, searched, filtered and sorted (newest issued first by default). Access: administrators and super administrators. */
  adminCertificates: AdminCertificateConnection;
  /** The courses with their enrollment counts, filtered, sorted (title by default), a page at a time. Access: administrators and super administrators. */
  adminCourses: AdminCourseConnection;
  /** The admin dashboard's figures and series. Access: administrators and super administrators. */
  adminDashboard: AdminDashboard;
  /** The distinct instructor names of the courses. Access: administrators and super administrators. */
  adminInstructors: Array<Scalars['String']['output']>;
  /** The legal documents with how many users signed each, filtered, sorted (newest first by default), a page at a time. Access: administrators and super administrators. */
  adminLegalDocuments: AdminLegalDocumentConnection;
  /** The sign-in provider's clients, newest first, revoked ones too. Access: super administrators only. */
  adminOidcClients: Array<OidcClient>;
  /** One partner with its timeline, administrators, figures and term history. Access: administrators and super administrators. */
  adminPartner: AdminPartner;
  /** The academy's partners, newest first: licence, status, term, storefront, learners and this month's sales. Access: administrators and super administrators. */
  adminPartners: AdminPartnerConnection;
  /** The audit log, newest first, without routine sign-ins and sign-outs. Access: administrators and super administrators. */
  adminRecentActivity: Array<AdminActivity>;
  /** For refunding a payment of seats bought by an agency: its seats, how many are unused, and the enrollments on them a refund may end; null for any other payment. Access: administrators and super administrators. */
  adminSeatRefund?: Maybe<SeatRefund>;
  /** Every partner's statements matching the filter, the last closed first, with the sums over all of them. Access: administrators and super administrators. */
  adminStatements: AdminStatementsObject;
  /** Users by page, searched, filtered and sorted (username ascending by default). Access: administrators and super administrators. */
  adminUsers: AdminUserConnection;
  /** What an invitation link offers before it is accepted: the agency, the seat's course and the address invited. Refused for a link used, revoked or expired. Access: anyone, signed in or not. */
  agencyInvitation: AgencyInvitationPreview;
  /** Personal API tokens, newest first: a super administrator's sees everyone's. Access: administrators and super administrators. */
  apiTokens: ApiTokenConnection;
  /** The audit log, newest first, filtered by type, actor and time. Access: super administrators only. */
  auditLog: AuditLogConnection;
  /** Both banners' switches at once. Access: anyone, signed in or not. */
  bannerSettings: BannerSettings;
  /** An offer as its payment page shows it (no contact details): the business name and status with the offer's reference (administrators need none), otherwise only the licence type and fee. Access: anyone, signed in or not. */
  businessOffer: BusinessOffer;
  /** Every offer, newest first. Access: administrators and super administrators. */
  businessOffers: AdminBusinessOfferConnection;
  /** The learner's enrollment that a paid checkout bought, read after the card form confirms. The processor is asked about the payment (succeeded, for this course, price and learner); one its webhook has not recorded yet is recorded now, once, as the webhook does. Asking again answers the same enrollment. Access: any signed-in user (learners and administrators). */
  checkoutEnrollment: Enrollment;
  /** Who sells a course at a licensed partner's storefront, and its price there, for the storefront's checkout. A storefront that is not selling is refused (CONFLICT "This academy is not selling at the moment"); an address no partner has, or a course not on sale, NOT_FOUND. Access: any signed-in user (learners and administrators). */
  checkoutSeller: CheckoutSeller;
  /** Visitors' messages, newest first unless sorted otherwise. Access: administrators and super administrators. */
  contactMessages: ContactMessageConnection;
  /** One course; NOT_FOUND when there is none with this id. Access: anyone, signed in or not. */
  course: Course;
  /** Active courses without price or hours. Access: administrators and super administrators. */
  courseVerification: CourseVerification;
  /** Every course of the catalogue, active or not. Access: anyone, signed in or not. */
  courses: Array<Course>;
  /** The disclaimer banner: whether it shows and its text. Access: anyone, signed in or not. */
  disclaimerSetting: DisclaimerSetting;
  /** Enrollments without a succeeded payment or a signed agreement, LMS failures. Access: administrators and super administrators. */
  enrollmentVerification: EnrollmentVerification;
  /** Accounts locked and client addresses blocked by the lockout now. Access: super administrators only. */
  intrusionReport: IntrusionReport;
  /** The page's active document; NOT_FOUND when none is active. Access: anyone, signed in or not. */
  legalPage: LegalPage;
  /** A paid business offer's licence agreement: the document to sign, or who signed it. For the holder of the mailed link's token or the offer's reference, or without either for the partner's administrators and the academy's (anyone else: BAD_USER_INPUT, the link is not valid). Access: anyone, signed in or not. */
  licenceAgreement: LicenceAgreement;
  /** The signed-in user; UNAUTHENTICATED when signed out. Access: any signed-in user (learners and administrators). */
  me: User;
  /** The agency the caller manages, with its seats and members; null if none. Access: any signed-in user (learners and administrators). */
  myAgency?: Maybe<Agency>;
  /** The seats agencies gave the caller, and whether they are enrolled on each. Access: any signed-in user (learners and administrators). */
  myAgencySeats: Array<AgencySeat>;
  /** The signed-in learner's agreement for a course, if they signed the current one. Access: any signed-in user (learners and administrators). */
  myAgreement?: Maybe<UserAgreement>;
  /** The signed-in learner's current certificates (superseded ones left out), most recently completed first. Access: any signed-in user (learners and administrators). */
  myCertificates: Array<LearnerCertificate>;
  /** The signed-in learner's continuing-education hours in the current period. Access: any signed-in user (learners and administrators). */
  myContinuingEducation: ContinuingEducationLedger;
  /** The signed-in learner's enrollments, newest first, each with its course. Access: any signed-in user (learners and administrators). */
  myEnrollments: Array<Enrollment>;
  /** The partners the caller administers (none for most accounts). Access: any signed-in user (learners and administrators). */
  myPartners: Array<PartnerSummary>;
  /** The signed-in learner's receipts, newest first. Access: any signed-in user (learners and administrators). */
  myReceipts: Array<Receipt>;
  /** The caller's notifications, newest first. Access: any signed-in user (learners and administrators). */
  notifications: Array<Notification>;
  /** Every email matching the filter, newest first, a page at a time. Access: administrators and super administrators. */
  outbox: OutboxMailConnection;
  /** A partner with its settings, administrators, status and timeline: for its own administrators and the academy's (anyone else: FORBIDDEN, whether it exists or not). Access: any signed-in user (learners and administrators). */
  partner: Partner;
  /** Every active course with the academy's price and the partner's own (null: the academy's), by course id. Access: any signed-in user (learners and administrators). */
  partnerCoursePrices: Array<PartnerCoursePrice>;
  /** The enrollments sold through the partner's storefront, newest first, with completions and certificates. Access: any signed-in user (learners and administrators). */
  partnerEnrollments: PartnerEnrollmentConnection;
  /** What a partner administrator's invitation link offers: the partner and the address invited. Refused for a link used, revoked or expired. Access: anyone, signed in or not. */
  partnerInvitation: PartnerInvitation;
  /** The partner's learners (enrolled through its storefront or registered there), by name, a page at a time. Access: any signed-in user (learners and administrators). */
  partnerLearners: PartnerLearnerConnection;
  /** The partner's payout account: not connected, details needed, payouts enabled, restricted (and why) or disconnected. For its administrators and the academy's (anyone else: FORBIDDEN). Access: any signed-in user (learners and administrators). */
  partnerPayoutAccount: PayoutAccountObject;
  /** The partner's sales (paid, maybe refunded since), newest first, with the totals over the filter. Access: any signed-in user (learners and administrators). */
  partnerSales: PartnerSaleConnection;
  /** The partner's monthly statements, newest first. For its administrators and the academy's (anyone else: FORBIDDEN). Access: any signed-in user (learners and administrators). */
  partnerStatements: StatementConnection;
  /** Which card form the browser shows. Access: anyone, signed in or not. */
  paymentSettings: PaymentSettings;
  /** Revenue, success rate and average order of the filtered payments, with the period before. Access: administrators and super administrators. */
  paymentSummary: PaymentSummary;
  /** Payments against enrollments, prices and licence offers. Access: administrators and super administrators. */
  paymentVerification: PaymentVerification;
  /** Every payment matching the filter, newest first, a page at a time. Access: administrators and super administrators. */
  payments: AdminPaymentConnection;
  /** Whether the pre-launch banner shows. Access: anyone, signed in or not. */
  prelaunchBannerSetting: PrelaunchBannerSetting;
  /** What inviting the agents of a CSV list (first_name,last_name,email; up to 1000 rows) to seats of a course would do, row by row, for the agency the caller manages. Nothing is sent. Access: any signed-in user (learners and administrators). */
  previewAgencyInvitations: Array<InvitationPreviewRow>;
  /** What enrolling the accounts of a CSV list in a course would do, row by row. Access: administrators and super administrators. */
  previewBulkEnrollment: Array<BulkEnrollmentRow>;
  /** The profile's sync status per system. Access: any signed-in user (learners and administrators). */
  profileSyncStatus: Array<ProfileSync>;
  /** The receipt of a successful payment: the payer's own, or any for administrators. Access: any signed-in user (learners and administrators). */
  receipt: Receipt;
  /** The renewal rule in force (super administrators change it). Access: administrators and super administrators. */
  renewalRule: RenewalRule;
  /** Learners with hours missing whose deadline falls within the next days, nearest first. Access: administrators and super administrators. */
  renewalsDue: RenewalDueConnection;
  /** Failed-login bursts, admin sign-ins from new addresses, revoked sessions used, admin role changes, refresh-token reuse and the audit chain. Access: administrators and super administrators. */
  securityAudit: SecurityAudit;
  /** The security cards (with the week before) and the protections' status. Access: super administrators only. */
  securityDashboard: SecurityDashboard;
  /** A launched partner's storefront: its brand and support contact, and while it sells the academy's active courses at its prices (suspended or ended: selling false, no courses). NOT_FOUND for an unknown or not yet launched slug. Access: anyone, signed in or not. */
  storefront: Storefront;
  /** One course of a selling storefront at the partner's price; NOT_FOUND for an unknown storefront or course, an inactive course, or a storefront that does not sell. Access: anyone, signed in or not. */
  storefrontCourse: StorefrontCourse;
  /** The caller's roles and permissions. Access: any signed-in user (learners and administrators). */
  systemPermissions: SystemPermissions;
  /** Each system's health (checked over HTTP). Access: administrators and super administrators. */
  systemStatus: Array<SystemStatus>;
  /** The main portal and its sibling systems. Access: any signed-in user (learners and administrators). */
  systems: Array<LinkedSystem>;
  /** The addresses whose administrators' sign-ins are not security findings. Access: administrators and super administrators. */
  trustedAddresses: Array<TrustedAddress>;
  /** A user's token version, sessions and latest sign-in attempts. Access: super administrators only. */
  userTokenInfo: UserTokenInfo;
  /** Enrollments, payments and courses verified together (the overview). Access: administrators and super administrators. */
  verificationOverview: VerificationOverview;
  /** Checks a certificate number: valid, expired, revoked or not found, with the facts it certifies and nothing else about the learner. Access: anyone, signed in or not. */
  verifyCertificate: CertificateVerification;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryActiveLegalDocumentArgs = {
  type: LegalDocumentType;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminAgenciesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AgencyFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AgencySort>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminBusinessOfferArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminCertificatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminCertificateFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminCertificateSort>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminCoursesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminCourseFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminCourseSort>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminLegalDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminLegalDocumentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminLegalDocumentSort>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminPartnerArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminPartnersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminPartnerFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminRecentActivityArgs = {
  first?: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminSeatRefundArgs = {
  paymentId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminStatementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminStatementsFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAdminUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminUserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminUserSort>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAgencyInvitationArgs = {
  token: Scalars['String']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryApiTokensArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryBusinessOfferArgs = {
  id: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryBusinessOffersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BusinessOfferFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryCheckoutEnrollmentArgs = {
  courseId: Scalars['Int']['input'];
  paymentId: Scalars['String']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryCheckoutSellerArgs = {
  courseId: Scalars['Int']['input'];
  storefront: Scalars['String']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ContactMessageFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ContactMessageSort>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryCourseArgs = {
  id: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryCourseVerificationArgs = {
  fresh?: Scalars['Boolean']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryEnrollmentVerificationArgs = {
  fresh?: Scalars['Boolean']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryLegalPageArgs = {
  page: LegalPageName;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryLicenceAgreementArgs = {
  offerId: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryMyAgreementArgs = {
  courseId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryOutboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OutboxFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerCoursePricesArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerEnrollmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PartnerEnrollmentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerInvitationArgs = {
  token: Scalars['String']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerLearnersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PartnerLearnerFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerPayoutAccountArgs = {
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerSalesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PartnerSaleFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPartnerStatementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  partnerId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPaymentSummaryArgs = {
  filter?: InputMaybe<AdminPaymentFilter>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPaymentVerificationArgs = {
  fresh?: Scalars['Boolean']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminPaymentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPreviewAgencyInvitationsArgs = {
  courseId: Scalars['Int']['input'];
  csv: Scalars['String']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryPreviewBulkEnrollmentArgs = {
  input: BulkEnrollmentInput;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryReceiptArgs = {
  paymentId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryRenewalsDueArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<RenewalsDueFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QuerySecurityAuditArgs = {
  fresh?: Scalars['Boolean']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryStorefrontArgs = {
  slug: Scalars['String']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryStorefrontCourseArgs = {
  courseId: Scalars['Int']['input'];
  slug: Scalars['String']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryUserTokenInfoArgs = {
  userId: Scalars['Int']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryVerificationOverviewArgs = {
  fresh?: Scalars['Boolean']['input'];
};


/** What a caller may read. Each field says who may call it; learners see only their own records. */
export type QueryVerifyCertificateArgs = {
  number: Scalars['String']['input'];
};

/** The receipt of a successful payment. */
export type Receipt = {
  __typename?: 'Receipt';
  /** What was paid, in cents. */
  amountCents: Scalars['Int']['output'];
  /** The course bought, as titled at the time. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** When it was issued. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The currency code, lower case (usd). */
  currency: Scalars['String']['output'];
  /** The payer's email, or the licence's contact email. */
  customerEmail?: Maybe<Scalars['String']['output']>;
  /** The payer's full name, or the business whose licence fee it is. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The PDF, for the payer and administrators. */
  downloadUrl: Scalars['String']['output'];
  /** The receipt's id. */
  id: Scalars['Int']['output'];
  /** The line item: the course's title, or the licence and its business ('Royalty-Free License — Acme Bail Bonds'). */
  item: Scalars['String']['output'];
  /** The payment it is for. */
  paymentId: Scalars['Int']['output'];
  /** How it was paid, e.g. 'Visa ending in 4242' or the processor. */
  paymentMethod: Scalars['String']['output'];
  /** How many of the item: the seats bought for an agency, else 1. */
  quantity: Scalars['Int']['output'];
  /** R- and the id padded to 6 digits. */
  receiptNumber: Scalars['String']['output'];
  /** Given back so far, in cents (the refunds' sum). */
  refundedCents: Scalars['Int']['output'];
  /** The refunds given back, oldest first. */
  refunds: Array<ReceiptRefund>;
  /** The processor's payment id. */
  transactionId: Scalars['String']['output'];
  /** The price of one, in cents (the amount over the quantity). */
  unitAmountCents: Scalars['Int']['output'];
  /** The payer; null once the user was deleted. */
  userId?: Maybe<Scalars['Int']['output']>;
  /** The payer's username at the time. */
  username?: Maybe<Scalars['String']['output']>;
};

/** Money of a receipt's payment given back. */
export type ReceiptRefund = {
  __typename?: 'ReceiptRefund';
  /** How much, in cents. */
  amountCents: Scalars['Int']['output'];
  /** When it was given back. */
  refundedAt: Scalars['DateTimeISO']['output'];
};

/** A refund through the payment's processor. */
export type RefundPaymentInput = {
  /** Cents; what is left of the payment when absent. */
  amountCents?: InputMaybe<Scalars['Int']['input']>;
  /** For seats bought by an agency: the enrollments on seats that end with the refund, when it gives back more seats than the agency has unused (see adminSeatRefund). */
  endEnrollmentIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The caller's key for this refund (1-255 printable ASCII characters, e.g. a UUID made when the refund form opens): sent again with the same input it answers the first answer and refunds nothing more; with another input it is refused (IDEMPOTENCY_KEY_REUSED). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The learner keeps the course (required for a partial refund of a course; seats and a licence fee keep what they bought unless all is refunded). */
  keepEnrollment?: InputMaybe<Scalars['Boolean']['input']>;
  /** The payment to refund. */
  paymentId: Scalars['Int']['input'];
  /** Without an idempotency key, the same amount as a refund of the last 10 minutes is refused as a likely retry (CONFLICT): true says a second refund is meant. */
  repeat?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new learner's account, made by the learner. */
export type RegisterInput = {
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Email address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** At least 8 characters, not a common password. */
  password: Scalars['String']['input'];
  /** The short address (slug) of the licensed partner's storefront the registration started at, /p/{slug}: the account records it. An address no partner has is ignored. */
  storefront?: InputMaybe<Scalars['String']['input']>;
  /** The name to sign in with (letters, digits and . _ -; a look-alike of a taken name is refused). */
  username: Scalars['String']['input'];
};

/** A learner whose renewal deadline is near. */
export type RenewalDue = {
  __typename?: 'RenewalDue';
  /** Days from today (UTC) to the deadline. */
  daysLeft: Scalars['Int']['output'];
  /** The current period's last day (YYYY-MM-DD, UTC). */
  deadline: Scalars['String']['output'];
  /** Where reminders go. */
  email: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** Credit hours earned in the period. */
  hoursEarned: Scalars['Int']['output'];
  /** Hours still needed. */
  hoursMissing: Scalars['Int']['output'];
  /** Credit hours required per period. */
  hoursRequired: Scalars['Int']['output'];
  /** The current period's first day (YYYY-MM-DD, UTC). */
  periodStart: Scalars['String']['output'];
  /** The learner's user id. */
  userId: Scalars['Int']['output'];
  /** The learner's username. */
  username: Scalars['String']['output'];
};

/** A page of learners with hours missing, nearest deadline first. */
export type RenewalDueConnection = {
  __typename?: 'RenewalDueConnection';
  /** This page's rows, in the list's order. */
  edges: Array<RenewalDueEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a RenewalDue list, with its cursor. */
export type RenewalDueEdge = {
  __typename?: 'RenewalDueEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: RenewalDue;
};

/** Continuing-education hours required in each renewal period. */
export type RenewalRule = {
  __typename?: 'RenewalRule';
  /** The period's length in months (1 to 120). */
  periodMonths: Scalars['Int']['output'];
  /** Credit hours per period (1 to 1000). */
  requiredHours: Scalars['Int']['output'];
};

/** A new renewal rule. */
export type RenewalRuleInput = {
  /** The period's length in months, 1 to 120. */
  periodMonths: Scalars['Int']['input'];
  /** Credit hours per period, 1 to 1000. */
  requiredHours: Scalars['Int']['input'];
};

/** Which learners the renewals report shows. */
export type RenewalsDueFilter = {
  /** Deadlines within this many days from today (0 to 3650; 60 when omitted). */
  daysAhead?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the username, full name or email (any case). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A new password set with the link of a password reset mail. */
export type ResetPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** At least 8 characters, not a common password. */
  newPassword: Scalars['String']['input'];
  /** The token of the link (its `token` query parameter). */
  token: Scalars['String']['input'];
};

/** Who may call a field; each role includes the ones below it. An API token acts with its owner's role, capped at the token's ceiling. */
export type Role =
  /** Held by administrators and super administrators. */
  | 'ADMIN'
  /** Held by super administrators only. */
  | 'SUPER_ADMIN'
  /** Held by any signed-in user (learners and administrators). */
  | 'USER';

/** An agent's enrollment on one of an agency's seats. */
export type SeatEnrollment = {
  __typename?: 'SeatEnrollment';
  /** The address the agent was invited at. */
  email: Scalars['String']['output'];
  /** The enrollment. */
  enrollmentId: Scalars['Int']['output'];
  /** The agent's first name. */
  firstName: Scalars['String']['output'];
  /** The agent's last name. */
  lastName: Scalars['String']['output'];
};

/** What a refund of seats bought for an agency can give back. */
export type SeatRefund = {
  __typename?: 'SeatRefund';
  /** The agency the seats were bought for. */
  agencyName: Scalars['String']['output'];
  /** Enrollments on the agency's seats of the course: those a refund may end. */
  enrollments: Array<SeatEnrollment>;
  /** Seats earlier refunds of the payment took back. */
  returned: Scalars['Int']['output'];
  /** Seats the payment bought. */
  seats: Scalars['Int']['output'];
  /** Seats of the course the agency holds unused now. */
  unused: Scalars['Int']['output'];
};

/** The security checks and what they found, for administrators. */
export type SecurityAudit = {
  __typename?: 'SecurityAudit';
  /** At most 200 per check. */
  anomalies: Array<VerificationAnomaly>;
  /** Open anomalies (all of them, not only those listed). */
  anomalyCount: Scalars['Int']['output'];
  /** Records the checks read. */
  checked: Scalars['Int']['output'];
  /** Each check of the group. */
  checks: Array<VerificationCheck>;
  /** When the checks ran (ISO 8601); cached for 5 minutes. */
  computedAt: Scalars['String']['output'];
  /** The records shown (at most 50, newest first). */
  data: Array<SecurityCheckSummary>;
  /** The outcome in one sentence, as the tab's banner shows it. */
  message: Scalars['String']['output'];
  /** Anomalies resolved with a note (not counted as open). */
  resolvedCount: Scalars['Int']['output'];
  /** No open (unresolved) anomaly. */
  verified: Scalars['Boolean']['output'];
};

/** A figure of the security dashboard with this week's and the week before's counts. */
export type SecurityCard = {
  __typename?: 'SecurityCard';
  /** What is counted. */
  description: Scalars['String']['output'];
  /** activeSessions, securityIncidents, blockedIps or tokenRevocations. */
  key: Scalars['String']['output'];
  /** The 7 days before those. */
  previousWeek: Scalars['Int']['output'];
  /** The last 7 days. */
  thisWeek: Scalars['Int']['output'];
  /** The figure's name, as shown. */
  title: Scalars['String']['output'];
  /** The figure shown. */
  value: Scalars['Int']['output'];
};

/** A security check and how many anomalies it found. */
export type SecurityCheckSummary = {
  __typename?: 'SecurityCheckSummary';
  /** The check's code. */
  code: Scalars['String']['output'];
  /** Anomalies it found. */
  count: Scalars['Int']['output'];
  /** The check's name. */
  type: Scalars['String']['output'];
};

/** The security dashboard: this week's figures and the state of each protection, for super administrators. */
export type SecurityDashboard = {
  __typename?: 'SecurityDashboard';
  /** The figures, each with this week's and the week before's counts. */
  cards: Array<SecurityCard>;
  /** Each protection of this install and its state. */
  status: Array<SecurityStatusItem>;
};

/** How far a protection is in force in this install. */
export type SecurityState =
  /** In force. */
  | 'ACTIVE'
  /** Not in force. */
  | 'INACTIVE'
  /** In force in part; the detail says what is missing. */
  | 'PARTIAL';

/** A protection and its state in this install. */
export type SecurityStatusItem = {
  __typename?: 'SecurityStatusItem';
  /** What it does here, in one sentence. */
  detail: Scalars['String']['output'];
  /** Active, Held, Not verified ... as shown. */
  label: Scalars['String']['output'];
  /** The protection, e.g. Stripe webhooks. */
  name: Scalars['String']['output'];
  /** How far it is in force. */
  state: SecurityState;
};

/** Who a token lookup is about (no secrets). */
export type SecurityUser = {
  __typename?: 'SecurityUser';
  /** Super Admin, Admin or Regular User. */
  adminStatus: Scalars['String']['output'];
  /** The user's email address. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['Int']['output'];
  /** An administrator. */
  isAdmin: Scalars['Boolean']['output'];
  /** A super administrator. */
  isSuperAdmin: Scalars['Boolean']['output'];
  /** When the user's sign-in secret was last changed; null: never. */
  lastCredentialChange?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Bumped by force logout and password changes. */
  tokenVersion: Scalars['Int']['output'];
  /** The user's username. */
  username: Scalars['String']['output'];
};

/** A learner's signature of the current enrollment agreement for a course. */
export type SignAgreementInput = {
  /** The course the agreement is signed for. */
  courseId: Scalars['Int']['input'];
  /** The enrollment agreement shown to the learner; refused if it is no longer the current one. */
  documentId: Scalars['Int']['input'];
  /** SHA-256 (hex) of the document content as shown; refused when the document has changed since. */
  documentSha256?: InputMaybe<Scalars['String']['input']>;
  /** The signature itself. */
  signature: SignatureInput;
};

/** A business's signature of its licence agreement, with the key of the link it was opened by. */
export type SignLicenceAgreementInput = {
  /** The licence agreement document shown to the signer. */
  documentId: Scalars['Int']['input'];
  /** SHA-256 (hex) of the document content as shown; refused when the document has changed since. */
  documentSha256: Scalars['String']['input'];
  /** The paid business offer whose licence agreement it is. */
  offerId: Scalars['Int']['input'];
  /** The offer's reference, which its payer holds (or give the link's token). */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** The signature itself, typed or drawn. */
  signature: SignatureInput;
  /** The signer's full name (at most 100 characters). */
  signerName: Scalars['String']['input'];
  /** The mailed signing link's token (or give the offer's reference). */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** Typed: text and style. Drawn: data, a PNG image data URL. */
export type SignatureInput = {
  /** data:image/png;base64,... */
  data?: InputMaybe<Scalars['String']['input']>;
  /** Typed: handwritten, formal, casual, professional or standard. */
  style?: InputMaybe<Scalars['String']['input']>;
  /** Typed: the signer's name as typed (at most 100 characters). */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Drawn or typed. */
  type: SignatureType;
};

/** How the agreement was signed: a drawn signature (PNG) or a typed name. */
export type SignatureType =
  /** Drawn by hand on the signing page, kept as a PNG image. */
  | 'DRAWN'
  /** The signer's name typed in one of the signature styles. */
  | 'TYPED';

/** The order of a sorted list. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** A page of partners' monthly statements. */
export type StatementConnection = {
  __typename?: 'StatementConnection';
  /** This page's rows, in the list's order. */
  edges: Array<StatementEdge>;
  /** Whether more pages exist, and their cursors. */
  pageInfo: PageInfo;
  /** Rows matching the filter, on every page (counted only when asked for). */
  totalCount: Scalars['Int']['output'];
};

/** One row of a Statement list, with its cursor. */
export type StatementEdge = {
  __typename?: 'StatementEdge';
  /** This row's place in the list: pass it as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The row itself. */
  node: StatementObject;
};

/** A statement's money (or a list's sums), in cents. */
export type StatementMoneyObject = {
  __typename?: 'StatementMoneyObject';
  /** The balance carried in from the previous statement (0 or less). */
  carriedInCents: Scalars['Int']['output'];
  /** The balance carried to the next statement (0 or less). */
  carriedOutCents: Scalars['Int']['output'];
  /** The processor's fees. */
  feesCents: Scalars['Int']['output'];
  /** The partner's share of the lines. */
  partnerShareCents: Scalars['Int']['output'];
  /** What is paid to the partner (0 or more). */
  payableCents: Scalars['Int']['output'];
  /** Tuition given back: refunds and lost disputes (negative). */
  refundsCents: Scalars['Int']['output'];
  /** The academy's royalty. */
  royaltyCents: Scalars['Int']['output'];
  /** Tuition of the sales. */
  salesCents: Scalars['Int']['output'];
};

/** A partner's monthly statement. */
export type StatementObject = {
  __typename?: 'StatementObject';
  /** When the academy approved it. */
  approvedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The balance carried in from the previous statement (0 or less). */
  carriedInCents: Scalars['Int']['output'];
  /** The balance carried to the next statement (0 or less). */
  carriedOutCents: Scalars['Int']['output'];
  /** When the month was closed. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Its lines and totals as CSV. */
  csvUrl: Scalars['String']['output'];
  /** Why its payout failed: the payment processor's code. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The processor's fees. */
  feesCents: Scalars['Int']['output'];
  /** The statement's id. */
  id: Scalars['Int']['output'];
  /** When it was paid. */
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The partner it is for. */
  partnerId: Scalars['Int']['output'];
  /** The partner's legal name. */
  partnerName: Scalars['String']['output'];
  /** The partner's share of the lines. */
  partnerShareCents: Scalars['Int']['output'];
  /** What is paid to the partner (0 or more). */
  payableCents: Scalars['Int']['output'];
  /** Its PDF (for the partner's administrators and the academy's). */
  pdfUrl: Scalars['String']['output'];
  /** Its month: the first day (YYYY-MM-DD) of the month in the academy's time zone. */
  period: Scalars['String']['output'];
  /** Tuition given back: refunds and lost disputes (negative). */
  refundsCents: Scalars['Int']['output'];
  /** The academy's royalty. */
  royaltyCents: Scalars['Int']['output'];
  /** Tuition of the sales. */
  salesCents: Scalars['Int']['output'];
  /** Where it is in its settlement. */
  status: StatementStatus;
  /** What was reversed of its payout, in cents. */
  transferAmountReversedCents: Scalars['Int']['output'];
  /** The processor's transfer that paid it (none when nothing was payable). */
  transferId?: Maybe<Scalars['String']['output']>;
  /** Why its approved payout waits (the payout account cannot be paid yet). */
  waitingReason?: Maybe<Scalars['String']['output']>;
};

/** Where a partner's monthly statement is in its settlement. */
export type StatementStatus =
  /** Approved: its payout is being made. */
  | 'APPROVED'
  /** Its payout failed. */
  | 'FAILED'
  /** Its payable amount was paid out. */
  | 'PAID'
  /** Made: waits for the academy's approval. */
  | 'READY'
  /** Its payout was reversed. */
  | 'REVERSED'
  /** Approved, but the partner's payout account cannot be paid yet. */
  | 'WAITING';

/** A launched partner's storefront (/p/{slug}): its brand, its support contact and, while it sells, the academy's active courses at its prices. */
export type Storefront = {
  __typename?: 'Storefront';
  /** Its brand colour, #rrggbb (readable with white text); null for the academy's. */
  brandColour?: Maybe<Scalars['String']['output']>;
  /** The academy's active courses at the partner's prices, by id (none while it does not sell). */
  courses: Array<StorefrontCourse>;
  /** The name the storefront shows. */
  displayName: Scalars['String']['output'];
  /** The partner's id. */
  id: Scalars['Int']['output'];
  /** Its logo's address on this site (a PNG); null for none. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Why nothing is for sale, in words ("{Partner} is not selling courses at the moment."); null while it sells. */
  notSellingMessage?: Maybe<Scalars['String']['output']>;
  /** Whether it sells now: false once it is suspended or its licence's term has ended (then it lists no courses). */
  selling: Scalars['Boolean']['output'];
  /** Its short address: /p/{slug}. */
  slug: Scalars['String']['output'];
  /** Its support address. */
  supportEmail?: Maybe<Scalars['String']['output']>;
  /** Its support telephone number. */
  supportPhone?: Maybe<Scalars['String']['output']>;
};

/** A course as a partner's storefront sells it: the academy's course at the partner's price. */
export type StorefrontCourse = {
  __typename?: 'StorefrontCourse';
  /** The academy's course (its priceCents is the academy's own price). */
  course: Course;
  /** What the partner sells it for, in US cents: its own price, or the academy's. */
  priceCents: Scalars['Int']['output'];
};

/** A plain answer: the action was done. */
export type SuccessResult = {
  __typename?: 'SuccessResult';
  /** The action was done. */
  success: Scalars['Boolean']['output'];
};

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

/** The caller's roles and what they may do. */
export type SystemPermissions = {
  __typename?: 'SystemPermissions';
  /** What those roles allow, by name. */
  permissions: Array<Scalars['String']['output']>;
  /** The caller's roles. */
  roles: Array<Scalars['String']['output']>;
};

/** A system's health as last checked, for administrators. */
export type SystemStatus = {
  __typename?: 'SystemStatus';
  /** When it was checked. */
  lastChecked: Scalars['DateTimeISO']['output'];
  /** The system's name. */
  name: Scalars['String']['output'];
  /** Its health at the last check. */
  status: SystemHealth;
  /** Which system it is. */
  system: SystemKey;
  /** The address checked; null for the main portal. */
  url?: Maybe<Scalars['String']['output']>;
  /** The version it reported, if any. */
  version?: Maybe<Scalars['String']['output']>;
};

/** A client address a super administrator trusts: administrators' sign-ins from it are not security findings. */
export type TrustedAddress = {
  __typename?: 'TrustedAddress';
  /** The IPv4 or IPv6 address, as the login history records it. */
  ipAddress: Scalars['String']['output'];
  /** Why it is trusted, if given. */
  note?: Maybe<Scalars['String']['output']>;
  /** When it was trusted. */
  trustedAt: Scalars['DateTimeISO']['output'];
};

/** The answer to an unlock or unblock. */
export type UnblockResult = {
  __typename?: 'UnblockResult';
  /** What was done, in words for the administrator. */
  message: Scalars['String']['output'];
  /** The lock or block was lifted. */
  success: Scalars['Boolean']['output'];
};

/** The signed-in user's own profile changes; a field left out keeps its value. */
export type UpdateProfileInput = {
  /** Receive notification emails. */
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text; empty clears it. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in user's own account. */
export type User = {
  __typename?: 'User';
  /** The role ceiling of the API token the request came with (isAdmin and isSuperAdmin are then the token's effective role); null without a token. */
  apiTokenRole?: Maybe<ApiTokenRole>;
  /** Email address, where the academy writes to them. */
  email: Scalars['String']['output'];
  /** They want notification emails. */
  emailNotifications: Scalars['Boolean']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['Int']['output'];
  /** An administrator (super administrators are too). */
  isAdmin: Scalars['Boolean']['output'];
  /** A super administrator. */
  isSuperAdmin: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The name they sign in with. */
  username: Scalars['String']['output'];
};

/** A signed enrollment agreement and its evidence. */
export type UserAgreement = {
  __typename?: 'UserAgreement';
  /** The course it was signed for. */
  courseId?: Maybe<Scalars['Int']['output']>;
  /** The legal document that was signed. */
  documentId: Scalars['Int']['output'];
  /** SHA-256 (hex) of the exact document content that was signed. */
  documentSha256: Scalars['String']['output'];
  /** The version of that document at signing. */
  documentVersion: Scalars['String']['output'];
  /** The signed agreement's id. */
  id: Scalars['Int']['output'];
  /** Where the signed agreement downloads as a PDF. */
  pdfUrl: Scalars['String']['output'];
  /** Drawn or typed. */
  signatureType: SignatureType;
  /** When it was signed. */
  signedAt: Scalars['DateTimeISO']['output'];
};

/** An account's sessions, lock and sign-in attempts. */
export type UserSecurityInfo = {
  __typename?: 'UserSecurityInfo';
  /** Sessions (refresh families) that can still be renewed. */
  activeSessions: Scalars['Int']['output'];
  /** Wrong passwords counted toward a lock (a success starts the count afresh). */
  failedLoginCount: Scalars['Int']['output'];
  /** The last successful sign-in; null if never. */
  lastLogin?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Set while the account is locked. */
  lockedUntil?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The latest 20 attempts, newest first. */
  loginHistory: Array<LoginHistoryEntry>;
};

/** Whether an account may sign in (only active ones may); REST names it in lower case. */
export type UserStatus =
  /** May sign in. */
  | 'ACTIVE'
  /** Waiting for activation: may not sign in. */
  | 'PENDING'
  /** Suspended by an administrator: may not sign in. */
  | 'SUSPENDED';

/** One account's sign-in state, for super administrators investigating it. */
export type UserTokenInfo = {
  __typename?: 'UserTokenInfo';
  /** Its sessions, lock and sign-in history. */
  securityInfo: UserSecurityInfo;
  /** The account was found. */
  success: Scalars['Boolean']['output'];
  /** The account. */
  user: SecurityUser;
};

/** One finding of an integrity or security check. */
export type VerificationAnomaly = {
  __typename?: 'VerificationAnomaly';
  /** The business involved, if any. */
  businessName?: Maybe<Scalars['String']['output']>;
  /** The check's code. */
  code: Scalars['String']['output'];
  /** The course involved, if any. */
  courseId?: Maybe<Scalars['Int']['output']>;
  /** That course's title. */
  courseTitle?: Maybe<Scalars['String']['output']>;
  /** The enrollment involved, if any. */
  enrollmentId?: Maybe<Scalars['Int']['output']>;
  /** Flagged for review. */
  flagged: Scalars['Boolean']['output'];
  /** The client address involved, if any. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** Stable over runs: the check's code and the record ids. */
  key: Scalars['String']['output'];
  /** The processor's payment id. */
  paymentId?: Maybe<Scalars['String']['output']>;
  /** What is wrong, in one sentence. */
  reason: Scalars['String']['output'];
  /** The records involved, as kind:id. */
  recordIds: Array<Scalars['String']['output']>;
  /** The administrator's note when resolved. */
  resolutionNote?: Maybe<Scalars['String']['output']>;
  /** Resolved with a note: no longer counted. */
  resolved: Scalars['Boolean']['output'];
  /** ISO 8601; null when unknown. */
  timestamp?: Maybe<Scalars['String']['output']>;
  /** The check's name. */
  type: Scalars['String']['output'];
  /** The user involved, if any. */
  userId?: Maybe<Scalars['Int']['output']>;
};

/** One check of a group and what it found. */
export type VerificationCheck = {
  __typename?: 'VerificationCheck';
  /** The check's code, stable over runs. */
  code: Scalars['String']['output'];
  /** Anomalies found, resolved ones included. */
  total: Scalars['Int']['output'];
  /** The check's name. */
  type: Scalars['String']['output'];
};

/** An anomaly flagged for review, and its resolution. */
export type VerificationFlag = {
  __typename?: 'VerificationFlag';
  /** The anomaly's stable key. */
  anomalyKey: Scalars['String']['output'];
  /** The check that found it. */
  anomalyType: Scalars['String']['output'];
  /** When it was flagged. */
  flaggedAt: Scalars['DateTimeISO']['output'];
  /** The flag's id. */
  id: Scalars['Int']['output'];
  /** What was wrong, as found. */
  reason: Scalars['String']['output'];
  /** The administrator's note when resolved. */
  resolutionNote?: Maybe<Scalars['String']['output']>;
  /** When it was resolved; null while open. */
  resolvedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** The answer to flagging anomalies for review. */
export type VerificationFlagResult = {
  __typename?: 'VerificationFlagResult';
  /** Anomalies that were flagged before. */
  alreadyFlagged: Scalars['Int']['output'];
  /** Anomalies flagged now. */
  flagged: Scalars['Int']['output'];
};

/** A group of checks, cached for 5 minutes on its own. */
export type VerificationGroup =
  /** Active courses without a price or hours. */
  | 'COURSES'
  /** Enrollments without a payment, a signed agreement or learning-system access. */
  | 'ENROLLMENTS'
  /** Payments and licence fees: amounts, reuse, payments without enrollment. */
  | 'PAYMENTS'
  /** Sign-in bursts, admin sign-ins and role changes, session and token reuse, the audit chain. */
  | 'SECURITY';

/** Every group's verdict at once, for the administrators' verification page. */
export type VerificationOverview = {
  __typename?: 'VerificationOverview';
  /** The open anomalies of every group. */
  anomalies: Array<VerificationAnomaly>;
  /** Open anomalies of every group. */
  anomalyCount: Scalars['Int']['output'];
  /** The course checks. */
  courses: CourseVerification;
  /** The enrollment checks. */
  enrollments: EnrollmentVerification;
  /** The outcome in one sentence. */
  message: Scalars['String']['output'];
  /** The payment checks. */
  payments: PaymentVerification;
  /** No group has an open anomaly. */
  verified: Scalars['Boolean']['output'];
};
