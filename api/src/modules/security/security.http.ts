import type { FastifyInstance } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import { badInput } from "../../errors.js";
import { requireRoles } from "../../graphql/auth.js";
import { Role } from "../../graphql/roles.js";
import { csvStream, downloadHeaders } from "../../http/downloads.js";
import type { AuditLogEntryObject } from "./security.types.js";
import { AuditLogService } from "./audit-log.service.js";

export const AUDIT_CSV_PATH = "/api/admin/audit-log/export.csv";

/** The export's columns: what happened, by whom, to what, from where; never the raw details. */
const COLUMNS = [
  "id",
  "time",
  "event_type",
  "description",
  "actor",
  "subject",
  "target_type",
  "target",
  "ip_address",
];

async function* auditRows(entries: AsyncIterable<AuditLogEntryObject>) {
  for await (const entry of entries) {
    yield [
      entry.id,
      entry.createdAt.toISOString(),
      entry.type,
      entry.message,
      entry.actorUsername ?? "",
      entry.subjectUsername ?? "",
      entry.target?.kind.toLowerCase() ?? "",
      entry.target?.label ?? "",
      entry.ipAddress ?? "",
    ];
  }
}

/** A query parameter given once, or null when it is absent or empty. */
function single(raw: unknown, name: string): string | null {
  if (raw === undefined || raw === "") return null;
  if (typeof raw !== "string") throw badInput(`Give ${name} once`);
  return raw;
}

/** A `YYYY-MM-DD` parameter as that day's start in UTC, `plusDays` later; null when absent. */
function dayOf(raw: unknown, name: string, plusDays = 0): Date | null {
  const value = single(raw, name);
  if (value === null) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw badInput(`Invalid ${name} "${value}": expected a day, YYYY-MM-DD`);
  }
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

/**
 * GET /api/admin/audit-log/export.csv?type=&q=&from=&to=: every audit event the Audit tab's
 * filters select (an event type, the actor's exact username, and the days from and to, both
 * included, UTC), newest first, for super administrators as the audit log itself is.
 */
export function securityHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Querystring: Record<string, unknown> }>(AUDIT_CSV_PATH, async (request, reply) => {
    const ctx = await context(request, reply);
    await requireRoles(ctx, [Role.SUPER_ADMIN]);
    const { type, q, from, to } = request.query;
    const entries = new AuditLogService(ctx.em).all({
      type: single(type, "type"),
      actorUsername: single(q, "q"),
      from: dayOf(from, "from"),
      to: dayOf(to, "to", 1),
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .headers(downloadHeaders(`audit-log-${day}.csv`, "text/csv; charset=utf-8"))
      .send(csvStream(auditRows(entries), COLUMNS));
  });
}
