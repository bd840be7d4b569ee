import type { FilterQuery } from "@mikro-orm/core";
import { requireRoles } from "../../graphql/auth.js";
import { Role } from "../../graphql/roles.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { keysetBatches } from "../../db/keyset.js";
import type { FastifyInstance } from "fastify";
import { badInput } from "../../errors.js";
import { csvStream, downloadHeaders } from "../../http/downloads.js";
import type { HttpRoutes } from "../../app-module.js";
import { renewalsDueWhere } from "./ledger.service.js";
import { RenewalDue } from "./renewal-due.entity.js";

export const RENEWALS_CSV_PATH = "/api/admin/renewals-due/export.csv";

const COLUMNS = [
  "user_id",
  "username",
  "full_name",
  "email",
  "period_start",
  "deadline",
  "days_left",
  "hours_earned",
  "hours_required",
  "hours_missing",
];

/** Every row the filter selects, nearest deadline first, a batch at a time (keyset). */
async function* renewalRows(em: EntityManager, where: FilterQuery<RenewalDue>) {
  for await (const row of keysetBatches(em, RenewalDue, where, {
    key: { property: "deadline", column: "deadline" },
    direction: "asc",
  })) {
    yield [
      row.id,
      row.username,
      row.fullName,
      row.email,
      row.periodStart,
      row.deadline,
      row.daysLeft,
      row.hoursEarned,
      row.hoursRequired,
      row.hoursMissing,
    ];
  }
}

/** `days=` as the report's daysAhead: absent for the default, else a whole number. */
function daysAhead(value: unknown): number | null {
  if (value === undefined || value === "") return null;
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) {
    throw badInput("Days ahead must be a whole number");
  }
  return Number(value);
}

/** GET /api/admin/renewals-due/export.csv?days=&q=: the report's rows, for administrators. */
export function ceLedgerHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get<{ Querystring: Record<string, unknown> }>(RENEWALS_CSV_PATH, async (request, reply) => {
    const ctx = await context(request, reply);
    await requireRoles(ctx, [Role.ADMIN]);
    const { q, days } = request.query;
    const where = renewalsDueWhere({
      daysAhead: daysAhead(days),
      search: typeof q === "string" ? q : null,
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .headers(downloadHeaders(`renewals-due-${day}.csv`, "text/csv; charset=utf-8"))
      .send(csvStream(renewalRows(ctx.em, where), COLUMNS));
  });
}
