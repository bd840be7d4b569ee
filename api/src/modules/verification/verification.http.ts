import type { FastifyInstance } from "fastify";
import { requireRoles } from "../../graphql/auth.js";
import { Role } from "../../graphql/roles.js";
import { AppError } from "../../errors.js";
import { csvStream, downloadHeaders } from "../../http/downloads.js";
import type { HttpRoutes } from "../../app-module.js";
import { CheckGroup, type GroupResult, VerificationService } from "./verification.service.js";

const COLUMNS = [
  "group",
  "type",
  "reason",
  "timestamp",
  "records",
  "enrollment_id",
  "payment_id",
  "business",
  "course_id",
  "course",
  "user_id",
  "ip_address",
  "flagged",
  "resolved",
  "resolution_note",
];

const GROUPS = new Map<string, CheckGroup[]>([
  ["all", Object.values(CheckGroup)],
  ["overview", [CheckGroup.ENROLLMENTS, CheckGroup.PAYMENTS, CheckGroup.COURSES]],
  ["enrollments", [CheckGroup.ENROLLMENTS]],
  ["payments", [CheckGroup.PAYMENTS]],
  ["courses", [CheckGroup.COURSES]],
  ["security", [CheckGroup.SECURITY]],
  ["security-audit", [CheckGroup.SECURITY]],
]);

function* csvRows(results: GroupResult[]) {
  for (const result of results) {
    for (const a of result.anomalies) {
      yield [
        result.group,
        a.type,
        a.reason,
        a.timestamp ?? "",
        a.recordIds.join(" "),
        a.enrollmentId ?? "",
        a.paymentId ?? "",
        a.businessName ?? "",
        a.courseId ?? "",
        a.courseTitle ?? "",
        a.userId ?? "",
        a.ipAddress ?? "",
        a.flagged ? "yes" : "no",
        a.resolved ? "yes" : "no",
        a.resolutionNote ?? "",
      ];
    }
  }
}

/**
 * GET /api/admin/verification/export.csv|json?group=all|overview|enrollments|payments|courses|
 * security-audit: the current findings (the cached run, as the screen shows them), for
 * administrators. The CSV escapes formulas; the JSON has each group's summary too.
 */
export function verificationHttp(app: FastifyInstance, { context }: HttpRoutes) {
  for (const format of ["csv", "json"] as const) {
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `/api/admin/verification/export.${format}`,
      async (request, reply) => {
        const ctx = await context(request, reply);
        await requireRoles(ctx, [Role.ADMIN]);
        const name = request.query.group ?? "all";
        const groups = GROUPS.get(name);
        if (!groups) throw new AppError("BAD_USER_INPUT", `Invalid group "${name}"`);
        const service = new VerificationService(ctx.em, ctx);
        const results: GroupResult[] = [];
        for (const group of groups) results.push(await service.group(group));
        const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
        const file = `verification-${name}-${stamp}.${format}`;
        if (format === "json") {
          const report = {
            generatedAt: new Date().toISOString(),
            groups: results.map(({ data: _data, ...result }) => result),
          };
          return reply
            .headers(downloadHeaders(file, "application/json; charset=utf-8"))
            .send(JSON.stringify(report, null, 2));
        }
        return reply
          .headers(downloadHeaders(file, "text/csv; charset=utf-8"))
          .send(csvStream(csvRows(results), COLUMNS));
      },
    );
  }
}
