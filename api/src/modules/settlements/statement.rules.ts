/** Where a statement is in its settlement (only `ready` until settlement comes, issue 55-E). */
export enum StatementStatus {
  READY = "ready",
  APPROVED = "approved",
  WAITING = "waiting",
  PAID = "paid",
  FAILED = "failed",
  REVERSED = "reversed",
}

/** A ledger line's money as a statement adds it up (its fee known). */
export interface StatementLineMoney {
  tuitionCents: number;
  royaltyCents: number;
  feeCents: number;
  partnerShareCents: number;
}

export interface StatementTotals {
  salesCents: number;
  refundsCents: number;
  royaltyCents: number;
  feesCents: number;
  partnerShareCents: number;
  carriedInCents: number;
  payableCents: number;
  carriedOutCents: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A statement's totals: sums of its lines (sales the positive tuition, refunds the negative, in
 * cents), and what is owed: the partner's share plus the balance carried in from the previous
 * statement (zero or negative). Owed below zero pays nothing and carries into the next statement.
 */
export function statementTotals(lines: StatementLineMoney[], carriedInCents: number) {
  const tuition = lines.map(line => line.tuitionCents);
  const partnerShareCents = sum(lines.map(line => line.partnerShareCents));
  const owed = carriedInCents + partnerShareCents;
  return {
    salesCents: sum(tuition.filter(cents => cents > 0)),
    refundsCents: sum(tuition.filter(cents => cents < 0)),
    royaltyCents: sum(lines.map(line => line.royaltyCents)),
    feesCents: sum(lines.map(line => line.feeCents)),
    partnerShareCents,
    carriedInCents,
    payableCents: Math.max(0, owed),
    carriedOutCents: Math.min(0, owed),
  } satisfies StatementTotals;
}
