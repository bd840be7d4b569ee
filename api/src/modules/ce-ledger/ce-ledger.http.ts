import type { FilterQuery } from "@mikro-orm/core";
import { type EntityManager, raw } from "@mikro-orm/postgresql";
import type { FastifyInstance } from "fastify";
import { badInput } from "../../graphql/errors.js";
import { adminViewer, csvStream, downloadHeaders } from "../../http/admin-download.js";
import type { HttpRoutes } from "../../app-module.js";
import { renewalsDueWhere } from "./ledger.service.js";
import { RenewalDue } from "./renewal-due.entity.js";

export const RENEWALS_CSV_PATH = "/api/admin/renewals-due/export.csv";

const BATCH = 1000;
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
  let last: RenewalDue | null = null;
  for (;;) {
    const after: FilterQuery<RenewalDue> = last
      ? { [raw(a => `(${a}.deadline, ${a}.id) > (?, ?)`, [last.deadline, last.id])]: [] }
      : {};
    const batch: RenewalDue[] = await em.find(
      RenewalDue,
      { $and: [where, after] } as FilterQuery<RenewalDue>,
      { orderBy: { deadline: "asc", id: "asc" }, limit: BATCH },
    );
    for (const row of batch) {
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
    if (batch.length < BATCH) return;
    last = batch.at(-1)!;
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
    await adminViewer(ctx);
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
