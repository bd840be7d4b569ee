import type { RestRequest, RestRoute } from "../../rest/route.js";
import { enumNames, field } from "../../rest/route.js";
import { CheckGroup } from "./verification.service.js";
import { centsToDollars } from "../../rest/json-schema.js";

type Row = Record<string, unknown>;

/** `?fresh=true` runs the checks now instead of answering the 5-minute cache. */
const fresh = ({ query }: RestRequest) => ({
  fresh: query.fresh === "true" || query.fresh === "1",
});

const records = (result: Row, convert: (row: Row) => Row) => ({
  ...result,
  data: (result.data as Row[]).map(convert),
});
// The spec's dollars (paymentAmount, price) beside the cents.
const enrollments = (result: Row) =>
  records(result, row => ({ ...row, paymentAmount: centsToDollars(row.paymentAmountCents) }));
const payments = (result: Row) =>
  records(result, row => ({ ...row, paymentAmount: centsToDollars(row.paymentAmountCents) }));
const courses = (result: Row) =>
  records(result, row => ({ ...row, price: centsToDollars(row.priceCents) }));

const GROUPS = enumNames(CheckGroup, [["security-audit", CheckGroup.SECURITY]]);

/** The spec's /api/admin/verification paths, plus flagging and resolving. */
export const verificationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/admin/verification/all",
    operation: "VerificationAll",
    variables: fresh,
    response: data => {
      const all = data.verificationOverview as Row;
      return {
        ...all,
        enrollments: enrollments(all.enrollments as Row),
        payments: payments(all.payments as Row),
        courses: courses(all.courses as Row),
      };
    },
  },
  {
    method: "GET",
    path: "/api/admin/verification/enrollments",
    operation: "VerificationEnrollments",
    variables: fresh,
    response: data => enrollments(data.enrollmentVerification as Row),
  },
  {
    method: "GET",
    path: "/api/admin/verification/payments",
    operation: "VerificationPayments",
    variables: fresh,
    response: data => payments(data.paymentVerification as Row),
  },
  {
    method: "GET",
    path: "/api/admin/verification/courses",
    operation: "VerificationCourses",
    variables: fresh,
    response: data => courses(data.courseVerification as Row),
  },
  {
    method: "GET",
    path: "/api/admin/verification/security-audit",
    operation: "VerificationSecurityAudit",
    variables: fresh,
    response: field("securityAudit"),
  },
  {
    // Body: { groups?: ["enrollments", "payments", "courses", "security-audit"] }; none = all.
    method: "POST",
    path: "/api/admin/verification/flags",
    operation: "FlagVerificationAnomalies",
    variables: ({ body }) => ({
      groups: Array.isArray(body.groups) ? body.groups.map(GROUPS.toName) : null,
    }),
    response: field("flagVerificationAnomalies"),
  },
  {
    method: "POST",
    path: "/api/admin/verification/flags/resolve",
    operation: "ResolveVerificationFlag",
    variables: ({ body }) => ({ anomalyKey: body.anomalyKey, note: body.note }),
    response: field("resolveVerificationFlag"),
  },
];
