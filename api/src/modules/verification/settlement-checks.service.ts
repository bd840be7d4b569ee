import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { periodBounds, periodOf } from "../../util/months.js";
import { connectGateway } from "../payments/payment-processor.gateway.js";
import { LicenseType, ROYALTY_PERCENT } from "../partners/licence.rules.js";
import { transferGroup } from "../settlements/settlement.service.js";
import { SettingsService } from "../settings/settings.service.js";
import { ANOMALY_LIMIT, type Anomaly, type CheckResult, dollars, iso } from "./anomaly.rules.js";
import { AnomalyService } from "./anomaly.service.js";
import { PARTNER_NAME } from "./partner-checks.service.js";

/** The paid statements whose transfers are asked of the processor, newest first. */
export const PAID_STATEMENTS_ASKED = 50;
/** How far back the processor's transfers are compared with the statements. */
export const TRANSFER_DAYS = 90;

interface StatementRow {
  id: number;
  partner_id: number;
  partner_name: string;
  period: string;
  created_at: Date;
}

const statementWords = (row: StatementRow) =>
  `Statement #${row.id} of ${row.period.slice(0, 7)} of partner ${row.partner_name} (#${row.partner_id})`;

const statementFields = (row: StatementRow) => ({
  ids: [row.id],
  timestamp: iso(row.created_at),
  recordIds: [`statement:${row.id}`, `partner:${row.partner_id}`],
  businessName: row.partner_name,
});

/** A statement whose totals are not the sums of its lines, plus the carry of the one before. */
function totals(em: EntityManager): Promise<CheckResult> {
  type Row = StatementRow & { wrong: string[] };
  return new AnomalyService(em).runCheck<Row>(
    { code: "statement.totals", type: "Statement totals not the sum of its lines" },
    `select s.*, count(*) over () as total from (
       select st.id, st.partner_id, ${PARTNER_NAME} as partner_name,
              to_char(st.period, 'YYYY-MM-DD') as period, st.created_at,
              array_remove(array[
                case when st.sales_cents <> l.sales then 'sales' end,
                case when st.refunds_cents <> l.refunds then 'refunds' end,
                case when st.royalty_cents <> l.royalty then 'royalty' end,
                case when st.fees_cents <> l.fees then 'fees' end,
                case when st.partner_share_cents <> l.share then 'partner share' end,
                case when st.carried_in_cents <> coalesce(prev.carried_out_cents, 0) then 'carried in' end,
                case when st.payable_cents <> greatest(0, st.carried_in_cents + l.share)
                       or st.carried_out_cents <> least(0, st.carried_in_cents + l.share)
                     then 'payable' end
              ], null) as wrong
         from statements st
         join partners pa on pa.id = st.partner_id
         cross join lateral (
           select coalesce(sum(tuition_cents) filter (where tuition_cents > 0), 0) as sales,
                  coalesce(sum(tuition_cents) filter (where tuition_cents < 0), 0) as refunds,
                  coalesce(sum(royalty_cents), 0) as royalty, coalesce(sum(fee_cents), 0) as fees,
                  coalesce(sum(partner_share_cents), 0) as share
             from ledger_lines where statement_id = st.id) l
         left join lateral (
           select carried_out_cents from statements p
            where p.partner_id = st.partner_id and p.period < st.period
            order by p.period desc limit 1) prev on true
     ) s
     where cardinality(s.wrong) > 0
     order by s.created_at desc, s.id desc
     limit ?`,
    [],
    row => ({
      reason: `${statementWords(row)} does not add up: its ${row.wrong.join(", ")} differ from its lines.`,
      ...statementFields(row),
    }),
  );
}

/**
 * A partner's sale of a finished month (the academy's time zone) without its ledger line, or a
 * line left off the statement that closed its month (the line existed when it was made).
 */
async function unstated(em: EntityManager, now: Date): Promise<CheckResult> {
  const zone = await new SettingsService(em).readTimeZone();
  const { start } = periodBounds(periodOf(now, zone), zone);
  type Row = {
    payment_id: number;
    provider_payment_id: string;
    line_id: number | null;
    amount_cents: number;
    at: Date;
    partner_id: number;
    partner_name: string;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "ledger.unstated", type: "Partner sale in no statement" },
    `select s.*, count(*) over () as total from (
       select p.id as payment_id, p.provider_payment_id, null::int as line_id, p.amount_cents,
              p.created_at as at, pa.id as partner_id, ${PARTNER_NAME} as partner_name
         from payments p join partners pa on pa.id = p.partner_id
        where p.business_offer_id is null and p.status in ('successful', 'refunded')
          and p.created_at < ?
          and not exists (select 1 from ledger_lines l where l.payment_id = p.id and l.kind = 'sale')
       union all
       select p.id, p.provider_payment_id, l.id, l.tuition_cents, l.occurred_at, pa.id,
              ${PARTNER_NAME}
         from ledger_lines l join payments p on p.id = l.payment_id
         join partners pa on pa.id = l.partner_id
        where l.statement_id is null
          and exists (select 1 from statements st
                       where st.partner_id = l.partner_id and st.created_at > l.created_at
                         and l.occurred_at < ((st.period + interval '1 month')::timestamp at time zone ?))
     ) s
     order by s.at desc, s.payment_id desc
     limit ?`,
    [start, zone],
    row => ({
      ids: row.line_id === null ? [`payment-${row.payment_id}`] : [`line-${row.line_id}`],
      reason:
        row.line_id === null
          ? `Payment ${row.provider_payment_id} (${dollars(row.amount_cents)}) of partner ${row.partner_name} (#${row.partner_id}) in a finished month has no ledger line.`
          : `Ledger line #${row.line_id} (${dollars(row.amount_cents)}) of payment ${row.provider_payment_id} of partner ${row.partner_name} (#${row.partner_id}) is on no statement though its month was closed after it was recorded.`,
      timestamp: iso(row.at),
      recordIds: [
        `payment:${row.payment_id}`,
        ...(row.line_id === null ? [] : [`ledger-line:${row.line_id}`]),
        `partner:${row.partner_id}`,
      ],
      paymentId: row.provider_payment_id,
      businessName: row.partner_name,
    }),
  );
}

/** A line whose royalty is not ROYALTY_PERCENT of its tuition (0 royalty-free) within a cent. */
function royalty(em: EntityManager): Promise<CheckResult> {
  type Row = {
    id: number;
    payment_id: number;
    provider_payment_id: string;
    tuition_cents: number;
    royalty_cents: number;
    expected: string;
    occurred_at: Date;
    partner_id: number;
    partner_name: string;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "ledger.royalty", type: "Royalty not the licence's share of tuition" },
    `select s.*, count(*) over () as total from (
       select l.id, l.payment_id, p.provider_payment_id, l.tuition_cents, l.royalty_cents,
              l.occurred_at, pa.id as partner_id, ${PARTNER_NAME} as partner_name,
              case when pa.licence_type = ? then 0
                   else l.tuition_cents * ? / 100.0 end as expected
         from ledger_lines l join partners pa on pa.id = l.partner_id
         join payments p on p.id = l.payment_id
     ) s
     where abs(s.royalty_cents - s.expected) >= 1
     order by s.occurred_at desc, s.id desc
     limit ?`,
    [LicenseType.ROYALTY_FREE, ROYALTY_PERCENT],
    row => ({
      ids: [row.id],
      reason: `Ledger line #${row.id} of payment ${row.provider_payment_id} of partner ${row.partner_name} (#${row.partner_id}) has a royalty of ${dollars(row.royalty_cents)} on ${dollars(row.tuition_cents)} of tuition, not ${dollars(Math.round(Number(row.expected)))}.`,
      timestamp: iso(row.occurred_at),
      recordIds: [
        `ledger-line:${row.id}`,
        `payment:${row.payment_id}`,
        `partner:${row.partner_id}`,
      ],
      paymentId: row.provider_payment_id,
      businessName: row.partner_name,
    }),
  );
}

const result = (check: { code: string; type: string }, anomalies: Anomaly[]): CheckResult => ({
  ...check,
  anomalies: anomalies.slice(0, ANOMALY_LIMIT),
  total: anomalies.length,
});

/**
 * A check that asks the processor: when it cannot be asked (down, a network error), the check
 * tells so as its one finding instead of failing the whole group.
 */
async function asking(
  check: { code: string; type: string },
  run: () => Promise<Anomaly[]>,
): Promise<CheckResult> {
  try {
    return result(check, await run());
  } catch {
    const reason = "The payment processor could not be asked; this check is to be run again.";
    return result(check, [
      { ...check, key: `${check.code}:unasked`, reason, timestamp: null, recordIds: [] },
    ]);
  }
}

/**
 * The newest PAID_STATEMENTS_ASKED paid statements with something payable, each without exactly
 * one transfer of its payable amount in its transfer group at the processor.
 */
function paidTransfer(em: EntityManager, config: Config): Promise<CheckResult> {
  const check = { code: "statement.transfer", type: "Paid statement without its one transfer" };
  return asking(check, async () => {
    const rows = await em.execute<(StatementRow & { payable_cents: number })[]>(
      `select st.id, st.partner_id, ${PARTNER_NAME} as partner_name,
            to_char(st.period, 'YYYY-MM-DD') as period, st.created_at, st.payable_cents
       from statements st join partners pa on pa.id = st.partner_id
      where st.status in ('paid', 'reversed') and st.payable_cents > 0
      order by st.paid_at desc, st.id desc limit ?`,
      [PAID_STATEMENTS_ASKED],
    );
    const gateway = connectGateway(config, em);
    const anomalies: Anomaly[] = [];
    for (const row of rows) {
      const transfers = await gateway.listTransfers({ transferGroup: transferGroup(row.id) });
      if (transfers.length === 1 && transfers[0].amountCents === row.payable_cents) continue;
      const found = transfers.map(transfer => `${transfer.id} of ${dollars(transfer.amountCents)}`);
      const { ids, ...fields } = statementFields(row);
      anomalies.push({
        ...check,
        key: `${check.code}:${ids.join(":")}`,
        reason: `${statementWords(row)} is paid (${dollars(row.payable_cents)}) but the processor holds ${found.length ? found.join(", ") : "no transfer"} in its transfer group.`,
        ...fields,
      });
    }
    return anomalies;
  });
}

/** A transfer of the last TRANSFER_DAYS days at the processor whose group names no statement. */
function unknownTransfer(em: EntityManager, config: Config, now: Date) {
  const check = { code: "transfer.unknown", type: "Transfer unknown to the portal" };
  return asking(check, async () => {
    const since = new Date(now.getTime() - TRANSFER_DAYS * 24 * 3600 * 1000);
    const transfers = await connectGateway(config, em).listTransfers({
      createdSince: since,
      max: 1000,
    });
    const named = transfers.flatMap(transfer => {
      const id = /^statement-(\d{1,9})$/.exec(transfer.transferGroup ?? "")?.[1];
      return id ? [Number(id)] : [];
    });
    const known = named.length
      ? await em.execute<{ id: number }[]>(`select id from statements where id in (?)`, [named])
      : [];
    const groups = new Set(known.map(({ id }) => transferGroup(id)));
    const unknown = transfers.filter(transfer => !groups.has(transfer.transferGroup ?? ""));
    return unknown.map(transfer => ({
      ...check,
      key: `${check.code}:${transfer.id}`,
      reason: `Transfer ${transfer.id} of ${dollars(transfer.amountCents)} to ${transfer.destination} (group ${transfer.transferGroup ?? "none"}) pays no statement of this portal.`,
      timestamp: null,
      recordIds: [`transfer:${transfer.id}`],
    }));
  });
}

/**
 * The reconciliation of partners' money (issue 55, item 5), in the payments group: statements
 * against their lines and the processor's transfers, sales against lines, royalties against the
 * licence. The processor is asked only with a config (the screen's requests carry one).
 */
export class SettlementChecksService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config?: Config } = {},
  ) {}

  paymentChecks(now = new Date()): Promise<CheckResult>[] {
    const { config } = this.deps;
    return [
      totals(this.em),
      unstated(this.em, now),
      royalty(this.em),
      ...(config ? [paidTransfer(this.em, config), unknownTransfer(this.em, config, now)] : []),
    ];
  }
}
