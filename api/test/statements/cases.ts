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

export type Caller = "anonymous" | "learner" | "superAdmin";

/** One list query, run as the web runs it. */
export interface ListCase {
  /** The root Query field. */
  field: string;
  /** A named operation of web/src/**\/*.graphql, or a document of its own when the web has none. */
  operation: string | DocumentNode;
  caller: Caller;
  variables?: Record<string, unknown>;
  /** Why the list's length does not follow the rows the test adds (its statements still count). */
  fixedLength?: string;
}

const fresh = { fresh: true };
/** A page that holds every row the test adds, so the page grows with them. */
const page = { first: 100 };
/** adminRecentActivity's largest page. */
const recent = { first: 50 };

export const listCases: ListCase[] = [
  { field: "courses", operation: "Courses", caller: "anonymous" },
  { field: "myEnrollments", operation: "MyEnrollments", caller: "learner" },
  { field: "myReceipts", operation: "MyReceipts", caller: "learner" },
  { field: "activity", operation: "Activity", caller: "learner" },
  { field: "notifications", operation: "Notifications", caller: "learner" },
  {
    field: "systems",
    operation: "LinkedSystems",
    caller: "learner",
    fixedLength: "the four linked systems",
  },
  {
    field: "profileSyncStatus",
    operation: "ProfileSyncStatus",
    caller: "learner",
    fixedLength: "one row per linked system",
  },
  {
    field: "systemPermissions",
    operation: parse("query SystemPermissions { systemPermissions { roles permissions } }"),
    caller: "learner",
    fixedLength: "the caller's roles and their permissions",
  },
  {
    field: "systemStatus",
    operation: "SystemStatus",
    caller: "superAdmin",
    fixedLength: "the four linked systems",
  },
  {
    field: "adminDashboard",
    operation: "AdminDashboard",
    caller: "superAdmin",
    fixedLength: "a fixed number of weeks",
  },
  {
    field: "adminRecentActivity",
    operation: "AdminRecentActivity",
    caller: "superAdmin",
    variables: recent,
  },
  { field: "adminUsers", operation: "AdminUsersPage", caller: "superAdmin", variables: page },
  { field: "adminCourses", operation: "AdminCourseList", caller: "superAdmin", variables: page },
  {
    field: "adminInstructors",
    operation: parse("query AdminInstructors { adminInstructors }"),
    caller: "superAdmin",
  },
  {
    field: "adminLegalDocuments",
    operation: "AdminLegalDocumentList",
    caller: "superAdmin",
    variables: page,
  },
  { field: "payments", operation: "AdminPaymentsPage", caller: "superAdmin", variables: page },
  { field: "outbox", operation: "AdminOutboxPage", caller: "superAdmin", variables: page },
  { field: "contactMessages", operation: "ContactMessages", caller: "superAdmin", variables: page },
  {
    field: "businessOffers",
    operation: "AdminBusinessOffers",
    caller: "superAdmin",
    variables: page,
  },
  { field: "apiTokens", operation: "ApiTokens", caller: "superAdmin", variables: page },
  { field: "auditLog", operation: "AuditLog", caller: "superAdmin", variables: page },
  {
    field: "securityDashboard",
    operation: "SecurityDashboard",
    caller: "superAdmin",
    fixedLength: "a fixed set of cards and protections",
  },
  { field: "intrusionReport", operation: "IntrusionReport", caller: "superAdmin" },
  // userTokenInfo's variables name the learner: the test fills them in.
  { field: "userTokenInfo", operation: "UserTokenInfo", caller: "superAdmin" },
  {
    field: "verificationOverview",
    operation: "VerificationOverview",
    caller: "superAdmin",
    variables: fresh,
  },
  {
    field: "enrollmentVerification",
    operation: "EnrollmentVerification",
    caller: "superAdmin",
    variables: fresh,
  },
  {
    field: "paymentVerification",
    operation: "PaymentVerification",
    caller: "superAdmin",
    variables: fresh,
  },
  {
    field: "courseVerification",
    operation: "CourseVerification",
    caller: "superAdmin",
    variables: fresh,
  },
  { field: "securityAudit", operation: "SecurityAuditTab", caller: "superAdmin", variables: fresh },
];

/** Root fields that return a list but are left out, each with the reason. */
export const excludedLists: Record<string, string> = {};

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
