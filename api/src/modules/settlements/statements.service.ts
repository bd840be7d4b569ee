import { Temporal } from "@js-temporal/polyfill";
import type { FilterQuery } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import { type Viewer, Role, viewerHasRole } from "../../graphql/roles.js";
import {
  type Page,
  type PageRequest,
  SortDirection,
  keysetPage,
  mapPage,
} from "../../db/keyset.js";
import { NOT_PARTNER_ADMIN, PartnerScopeService } from "../partners/partner-scope.service.js";
import { LedgerLine } from "./ledger-line.entity.js";
import { Statement } from "./statement.entity.js";
import type { StatementMoneyObject, StatementObject } from "./statements.types.js";
import type { AdminStatementsFilter } from "./statements.inputs.js";

/**
 * Newest first: by when the month was closed (a partner's months close in order, so its list runs
 * newest month first; a date key, so a forged cursor is refused before it reaches SQL).
 */
const NEWEST_FIRST = {
  name: "statements-created",
  keys: [{ property: "createdAt", type: "date" as const }],
  direction: SortDirection.DESC,
};

const MONEY_COLUMNS = [
  "sales_cents",
  "refunds_cents",
  "royalty_cents",
  "fees_cents",
  "partner_share_cents",
  "carried_in_cents",
  "payable_cents",
  "carried_out_cents",
] as const;

/** A statement as the API answers it (its partner loaded). */
export const statementObject = (statement: Statement): StatementObject => ({
  id: statement.id,
  partnerId: statement.partner.id,
  partnerName: statement.partner.getEntity().legalName,
  period: statement.period,
  status: statement.status,
  salesCents: statement.salesCents,
  refundsCents: statement.refundsCents,
  royaltyCents: statement.royaltyCents,
  feesCents: statement.feesCents,
  partnerShareCents: statement.partnerShareCents,
  carriedInCents: statement.carriedInCents,
  payableCents: statement.payableCents,
  carriedOutCents: statement.carriedOutCents,
  createdAt: statement.createdAt,
  waitingReason: statement.waitingReason ?? null,
  failureReason: statement.failureReason ?? null,
  transferId: statement.transferId ?? null,
  transferAmountReversedCents: statement.transferAmountReversedCents,
  approvedAt: statement.approvedAt ?? null,
  paidAt: statement.paidAt ?? null,
  pdfUrl: `/api/statements/${statement.id}.pdf`,
  csvUrl: `/api/statements/${statement.id}.csv`,
});

/** A filter's month ("2026-03" or a day of it) as its first day; a 400 for anything else. */
function monthOf(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (/^\d{4}-\d{2}(-\d{2})?$/.test(value)) {
    try {
      return Temporal.PlainDate.from(`${value.slice(0, 7)}-01`, { overflow: "reject" }).toString();
    } catch {
      // Not a month of the calendar: refused below.
    }
  }
  throw badInput(`${field} must be a month: YYYY-MM`);
}

/**
 * Partners' statements, read (docs/partners.md, "Statements"): a partner's own, for its
 * administrators and the academy's (PartnerScopeService), and every partner's, with sums, for the
 * academy's administrators; one statement with its lines for the downloads.
 */
export class StatementsService {
  constructor(private readonly em: EntityManager) {}

  /** A partner's statements, newest first. */
  async listForPartner(
    viewer: Viewer,
    partnerId: number,
    page: PageRequest,
  ): Promise<Page<StatementObject>> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    const rows = await keysetPage(this.em, Statement, {
      where: { partner },
      sort: NEWEST_FIRST,
      page,
      populate: ["partner"],
    });
    return mapPage(rows, statementObject);
  }

  /** Every partner's statements matching the filter, the last closed first, and their sums. */
  async listForAdmin(filter: AdminStatementsFilter | null | undefined, page: PageRequest) {
    const from = monthOf(filter?.from, "from");
    const to = monthOf(filter?.to, "to");
    const where: FilterQuery<Statement>[] = [];
    const sql: string[] = [];
    const params: unknown[] = [];
    const add = (condition: FilterQuery<Statement>, text: string, value: unknown) => {
      where.push(condition);
      sql.push(text);
      params.push(value);
    };
    if (filter?.partnerId != null)
      add({ partner: filter.partnerId }, "partner_id = ?", filter.partnerId);
    if (from) add({ period: { $gte: from } }, "period >= ?::date", from);
    if (to) add({ period: { $lte: to } }, "period <= ?::date", to);
    if (filter?.status) add({ status: filter.status }, "status = ?", filter.status);
    const rows = await keysetPage(this.em, Statement, {
      where,
      sort: NEWEST_FIRST,
      page,
      populate: ["partner"],
    });
    const sums = MONEY_COLUMNS.map(column => `coalesce(sum(${column}), 0)::int as ${column}`);
    const [totals] = await this.em.execute<Record<(typeof MONEY_COLUMNS)[number], number>[]>(
      `select ${sums.join(", ")} from statements ${sql.length ? `where ${sql.join(" and ")}` : ""}`,
      params,
    );
    return {
      statements: mapPage(rows, statementObject),
      totals: {
        salesCents: totals.sales_cents,
        refundsCents: totals.refunds_cents,
        royaltyCents: totals.royalty_cents,
        feesCents: totals.fees_cents,
        partnerShareCents: totals.partner_share_cents,
        carriedInCents: totals.carried_in_cents,
        payableCents: totals.payable_cents,
        carriedOutCents: totals.carried_out_cents,
      } satisfies StatementMoneyObject,
    };
  }

  /**
   * One statement with its lines, oldest first, for the academy's administrators and its
   * partner's. Anyone else is refused as PartnerScopeService refuses, whether it exists or not.
   */
  async readWithLines(viewer: Viewer, statementId: number) {
    const statement = await this.em.findOne(Statement, statementId, { populate: ["partner"] });
    if (!statement) {
      if (viewerHasRole(viewer, Role.ADMIN)) throw notFound("No such statement.");
      throw new AppError("FORBIDDEN", NOT_PARTNER_ADMIN);
    }
    await new PartnerScopeService(this.em).requireAdmin(viewer, statement.partner.id);
    const lines = await this.em.find(
      LedgerLine,
      { statement },
      { populate: ["payment"], orderBy: { occurredAt: "asc", id: "asc" } },
    );
    return { statement: statementObject(statement), lines };
  }
}
