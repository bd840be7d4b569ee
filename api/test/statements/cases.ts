import { globSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type GraphQLOutputType,
  type GraphQLSchema,
  type DocumentNode,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
} from "graphql";
import { repoRoot } from "../../src/config.js";
import { loadOperations } from "../../src/rest/execute.js";
import { type Callers, WORLD_PARTNER_ID, WORLD_STOREFRONT } from "./world.js";

export type Caller = "anonymous" | "learner" | "superAdmin";

/** One list query, run as the web runs it. */
export interface ListCase {
  /** The root Query field. */
  field: string;
  /** A named operation of web/src/**\/*.graphql, or a document of its own when the web has none. */
  operation: string | DocumentNode;
  caller: Caller;
  variables?: Record<string, unknown> | ((callers: Callers) => Record<string, unknown>);
  /** Why the list's length does not follow the rows the test adds (its statements still count). */
  fixedLength?: string;
}

const fresh = { fresh: true };
/** A page that holds every row the test adds, so the page grows with them. */
const page = { first: 100 };
/** adminRecentActivity's largest page. */
const recent = { first: 50 };

type More = Pick<ListCase, "variables" | "fixedLength">;
const as =
  (caller: Caller) =>
  (field: string, operation: ListCase["operation"], more: More = {}): ListCase => ({
    field,
    operation,
    caller,
    ...more,
  });
const anonymous = as("anonymous");
const learner = as("learner");
// A super administrator sees every admin list in full (API tokens: everyone's).
const admin = as("superAdmin");

export const listCases: ListCase[] = [
  anonymous("courses", "Courses"),
  // A live storefront: the academy's active courses at its prices (each course's newest row).
  anonymous("storefront", "Storefront", { variables: { slug: WORLD_STOREFRONT } }),
  learner("myEnrollments", "MyEnrollments"),
  learner("myReceipts", "MyReceipts"),
  learner("myCertificates", "MyCertificates"),
  learner("myContinuingEducation", "MyContinuingEducation"),
  learner("activity", "Activity"),
  learner("notifications", "Notifications"),
  learner("systems", "LinkedSystems", { fixedLength: "the four linked systems" }),
  // The world's learner neither manages an agency nor holds a seat: the statements of an empty
  // answer (the agency's own view reads its seats and members in two, whatever their number).
  learner("myAgency", "MyAgency", { fixedLength: "the test's learner manages no agency" }),
  learner("myAgencySeats", "MyAgency", { fixedLength: "the test's learner holds no seat" }),
  learner("myPartners", parse("query MyPartners { myPartners { id legalName status role } }")),
  // As its administrator (the scope's membership read), with its administrators and timeline.
  learner(
    "partner",
    parse(
      "query Partner($partnerId: Int!) { partner(partnerId: $partnerId) { id admins { email } timeline { kind } } }",
    ),
    { variables: { partnerId: WORLD_PARTNER_ID } },
  ),
  // The world's learner administers partner 1, whose sales, enrollments and learners grow.
  ...(["PartnerLearners", "PartnerEnrollments", "PartnerSales"] as const).map(operation =>
    learner(operation[0].toLowerCase() + operation.slice(1), operation, {
      variables: { partnerId: WORLD_PARTNER_ID, ...page },
    }),
  ),
  learner(
    "partnerPayoutAccount",
    parse(
      "query PartnerPayoutAccount($partnerId: Int!) { partnerPayoutAccount(partnerId: $partnerId) { partnerId state reason currentlyDue } }",
    ),
    { variables: { partnerId: WORLD_PARTNER_ID }, fixedLength: "one payout account per partner" },
  ),
  learner(
    "partnerStatements",
    parse(
      "query PartnerStatements($partnerId: Int!) { partnerStatements(partnerId: $partnerId, first: 100) { edges { node { id partnerName period payableCents pdfUrl } } } }",
    ),
    { variables: { partnerId: WORLD_PARTNER_ID } },
  ),
  // As its administrator: every active course with both prices, in one statement.
  learner("partnerCoursePrices", "PartnerCoursePrices", {
    variables: { partnerId: WORLD_PARTNER_ID },
  }),
  learner("profileSyncStatus", "ProfileSyncStatus", { fixedLength: "one row per linked system" }),
  learner(
    "systemPermissions",
    parse("query SystemPermissions { systemPermissions { roles permissions } }"),
    { fixedLength: "the caller's roles and their permissions" },
  ),
  admin("systemStatus", "SystemStatus", { fixedLength: "the four linked systems" }),
  admin("adminDashboard", "AdminDashboard", { fixedLength: "a fixed number of weeks" }),
  admin("adminRecentActivity", "AdminRecentActivity", { variables: recent }),
  admin("adminUsers", "AdminUsersPage", { variables: page }),
  admin("adminCourses", "AdminCourseList", { variables: page }),
  admin("adminInstructors", parse("query AdminInstructors { adminInstructors }")),
  admin("adminLegalDocuments", "AdminLegalDocumentList", { variables: page }),
  admin("payments", "AdminPaymentsPage", { variables: page }),
  admin("outbox", "AdminOutboxPage", { variables: page }),
  admin("adminAgencies", "AdminAgencies", { variables: page }),
  admin("adminCertificates", "AdminCertificatesPage", { variables: page }),
  admin("renewalsDue", "AdminRenewalsPage", { variables: page }),
  admin("contactMessages", "ContactMessages", { variables: page }),
  admin("businessOffers", "AdminBusinessOffers", { variables: page }),
  admin("apiTokens", "ApiTokens", { variables: page }),
  admin(
    "adminOidcClients",
    parse("query AdminOidcClients { adminOidcClients { id clientId name redirectUris } }"),
  ),
  admin("auditLog", "AuditLog", { variables: page }),
  // Each partner's learners and this month's sales: two statements per page, whatever its rows.
  admin(
    "adminPartners",
    parse(
      "query AdminPartners($first: Int) { adminPartners(first: $first) { edges { node { id status storefrontUrl learners salesThisMonth salesThisMonthCents } } } }",
    ),
    { variables: page },
  ),
  // The world's first partner, whose timeline, administrators and sales grow.
  admin(
    "adminPartner",
    parse(
      "query AdminPartner($partnerId: Int!) { adminPartner(partnerId: $partnerId) { partner { id admins { email } timeline { kind } } summary { learners salesThisMonth } terms { endsAt } } }",
    ),
    { variables: { partnerId: WORLD_PARTNER_ID } },
  ),
  admin(
    "adminStatements",
    parse(
      "query AdminStatements($first: Int) { adminStatements(first: $first) { statements { edges { node { id partnerName period payableCents } } } totals { payableCents } } }",
    ),
    { variables: page },
  ),
  admin("securityDashboard", "SecurityDashboard", {
    fixedLength: "a fixed set of cards and protections",
  }),
  admin("intrusionReport", "IntrusionReport"),
  admin("userTokenInfo", "UserTokenInfo", { variables: ({ learner }) => ({ userId: learner.id }) }),
  admin("verificationOverview", "VerificationOverview", { variables: fresh }),
  admin("enrollmentVerification", "EnrollmentVerification", { variables: fresh }),
  admin("paymentVerification", "PaymentVerification", { variables: fresh }),
  admin("courseVerification", "CourseVerification", { variables: fresh }),
  admin("securityAudit", "SecurityAuditTab", { variables: fresh }),
  admin("trustedAddresses", "TrustedAddresses"),
];

/** Root fields that return a list but are left out, each with the reason. */
export const excludedLists: Record<string, string> = {
  previewBulkEnrollment:
    "a dry run over the administrator's own CSV list: its rows are the list's, checked in two statements whatever its length (npm run bench -- --only=bulk)",
  previewAgencyInvitations:
    "a dry run over the caller's own CSV list: its rows are the list's, checked in three statements whatever its length",
  adminSeatRefund:
    "one seat payment's refund: its list is the enrollments on the seats of that agency's course (at most the seats bought), read in five statements whatever their number",
  receipt:
    "one payment's receipt: its list is that payment's refunds (a handful), read with it by id",
};

const unwrap = (type: GraphQLOutputType) => (isNonNullType(type) ? type.ofType : type);

/** Whether a list is reachable from `type` within `depth` object levels (connections included). */
function holdsList(type: GraphQLOutputType, depth: number): boolean {
  if (isListType(unwrap(type))) return true;
  const named = getNamedType(type);
  if (!isObjectType(named) || depth === 0) return false;
  return Object.values(named.getFields()).some(field => holdsList(field.type, depth - 1));
}

/** Every root Query field whose answer holds a list: the field itself, a connection's edges, … */
export function listQueries(schema: GraphQLSchema): string[] {
  return Object.values(schema.getQueryType()?.getFields() ?? {})
    .filter(field => holdsList(field.type, 3))
    .map(field => field.name);
}

/** The web's named operations with the fragments each uses. */
export function webOperations(): Map<string, DocumentNode> {
  const files = globSync("web/src/**/*.graphql", { cwd: repoRoot });
  return loadOperations(files.map(file => pathToFileURL(join(repoRoot, file))));
}
