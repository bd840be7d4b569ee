import type { EntityManager } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import type { Config } from "../../config.js";
import { notFound } from "../../errors.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import { money } from "../../util/money.js";
import { statementPayout } from "../mail/mail.messages.js";
import { ConnectError, type Transfer } from "../payments/connect.gateway.js";
import { connectGateway } from "../payments/payment-processor.gateway.js";
import { payoutState } from "./payout-account.rules.js";
import { PayoutAccountService } from "./payout-accounts.service.js";
import { StatementMailService } from "./statement-mail.service.js";
import { Statement } from "./statement.entity.js";
import { monthName } from "../../util/months.js";
import { StatementStatus } from "./statement.rules.js";

/** Statuses a payout can (still) be made from: approval moves them to `approved`. */
const UNSETTLED = ["ready", "approved", "waiting", "failed"];

/** The processor's codes that mean "not now" rather than "no": the next run asks again. */
const TRANSIENT = new Set(["idempotency_key_in_use", "rate_limit", "lock_timeout"]);

/** A statement's transfer group at the processor: how a transfer whose answer was lost is found. */
export const transferGroup = (statementId: number) => `statement-${statementId}`;

/**
 * Paying partners their statements (docs/partners.md, "Settlement"): the academy approves a
 * statement; its payable amount is transferred to the partner's payout account, or the statement
 * waits (with why) until the account can be paid, or records the processor's refusal. The
 * processor is asked outside any transaction: approval is one transaction, the transfer, then its
 * record another; a run that dies in between is made good by the next one (`recover`), which
 * finds the transfer by its group before it would make one, so a statement is paid once.
 */
export class SettlementService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: {
      config: Config;
      jobs?: JobQueue<JobDeps>;
      logger?: Pick<Logger, "warn">;
    },
  ) {}

  /**
   * Approves a statement and pays it. A paid (or reversed) one is answered as it is; one already
   * approved is being paid by the run that approved it, and is answered as it is.
   */
  async approve(statementId: number, adminId: number): Promise<Statement> {
    const claimed = await this.em.transactional(async tx => {
      const [row] = await tx.execute<{ status: string }[]>(
        `select status from statements where id = ? for update`,
        [statementId],
      );
      if (!row) throw notFound("No such statement.");
      if (row.status === StatementStatus.APPROVED || !UNSETTLED.includes(row.status)) return false;
      await tx.execute(
        `update statements set status = 'approved', approved_by_id = ?, approved_at = now(),
           waiting_reason = null, failure_reason = null where id = ?`,
        [adminId, statementId],
      );
      return true;
    });
    if (claimed) {
      // A network error or the processor's "not now": approved, paid by the recovery job.
      await this.settle(statementId).catch((error: unknown) =>
        this.deps.logger?.warn(
          { statementId, err: error },
          "A statement's payout could not be made now: the recovery job tries again",
        ),
      );
    }
    return this.read(statementId);
  }

  /** Settles every approved or waiting statement (the recovery job); answers how many were paid. */
  async recover(): Promise<number> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select id from statements where status in ('approved', 'waiting') order by id`,
    );
    let paid = 0;
    for (const { id } of rows) {
      try {
        if ((await this.settle(id)) === StatementStatus.PAID) paid++;
      } catch (error) {
        this.deps.logger?.warn(
          { statementId: id, err: error },
          "A statement's payout failed to settle: the next run tries again",
        );
      }
    }
    return paid;
  }

  /**
   * `transfer.reversed` (or `transfer.updated`): the transfer is read again from the processor;
   * a paid statement it paid shows what was reversed, and its partner's administrators are told.
   */
  async transferReversed(transferId: string): Promise<string | null> {
    const transfer = await this.gateway().retrieveTransfer(transferId);
    if (!transfer) return "Not a transfer of this portal";
    if (transfer.amountReversedCents === 0) return "Nothing reversed";
    return this.em.transactional(async tx => {
      const [row] = await tx.execute<{ id: number; partner_id: number; period: string }[]>(
        `update statements set status = 'reversed', transfer_amount_reversed_cents = ?
          where transfer_id = ? and transfer_amount_reversed_cents < ?
          returning id, partner_id, to_char(period, 'YYYY-MM-DD') as period`,
        [transfer.amountReversedCents, transfer.id, transfer.amountReversedCents],
      );
      if (!row) return "Not a statement's transfer, or already shown";
      await new StatementMailService(tx, this.deps).toPartnerAdmins(row.partner_id, {
        kind: "statement.reversed",
        key: `statement-reversed:${row.id}:${transfer.amountReversedCents}`,
        text: partnerName =>
          statementPayout("reversed", {
            partnerName,
            partnerId: row.partner_id,
            month: monthName(row.period),
            amount: money(transfer.amountReversedCents),
          }),
      });
      return null;
    });
  }

  private gateway() {
    return connectGateway(this.deps.config, this.em);
  }

  private read(statementId: number) {
    return this.em.findOneOrFail(Statement, statementId, {
      populate: ["partner"],
      refresh: true,
    });
  }

  /** One payout attempt of an approved or waiting statement; answers the status it ends in. */
  private async settle(statementId: number): Promise<StatementStatus> {
    const statement = await this.read(statementId);
    if (statement.payableCents === 0) return this.record(statement, null);
    const account = await new PayoutAccountService(this.em, this.deps).current(
      statement.partner.id,
    );
    const { reason } = payoutState(account);
    if (!account || !account.payoutsEnabled) {
      return this.mark(
        statementId,
        StatementStatus.WAITING,
        reason ?? "No payout account yet: the partner connects one on its partner page",
      );
    }
    const gateway = this.gateway();
    const group = transferGroup(statementId);
    try {
      // A transfer an earlier run made (its record lost) is recorded, never made again.
      const [earlier] = await gateway.listTransfers({ transferGroup: group });
      const transfer =
        earlier ??
        (await gateway.createTransfer(
          {
            amountCents: statement.payableCents,
            destination: account.accountId,
            transferGroup: group,
            metadata: { statementId: String(statementId) },
          },
          statement.failedAttempts
            ? `${group}-transfer-${statement.failedAttempts}`
            : `${group}-transfer`,
        ));
      return await this.record(statement, transfer);
    } catch (error) {
      if (!(error instanceof ConnectError) || TRANSIENT.has(error.code)) throw error;
      if (error.code === "insufficient_capabilities_for_transfer") {
        const reason = "The payout account cannot receive transfers yet";
        return this.mark(statementId, StatementStatus.WAITING, reason, true);
      }
      return this.mark(statementId, StatementStatus.FAILED, error.code, true);
    }
  }

  /**
   * Waiting or failed, with why; only a statement still being settled moves. A processor's
   * refusal counts an attempt: the next transfer is asked with a new idempotency key.
   */
  private async mark(
    statementId: number,
    status: StatementStatus,
    reason: string,
    refused = false,
  ) {
    const column = status === StatementStatus.WAITING ? "waiting_reason" : "failure_reason";
    await this.em.execute(
      `update statements set status = ?, ${column} = ?, failed_attempts = failed_attempts + ?
        where id = ? and status in ('approved', 'waiting')`,
      [status, reason, refused ? 1 : 0, statementId],
    );
    return status;
  }

  /** Paid (by the transfer, or nothing payable): once, with the mail to its partner's admins. */
  private async record(statement: Statement, transfer: Transfer | null): Promise<StatementStatus> {
    await this.em.transactional(async tx => {
      const paid = await tx.execute<{ id: number }[]>(
        `update statements set status = 'paid', transfer_id = ?, paid_at = now(), waiting_reason = null, failure_reason = null
          where id = ? and status in ('approved', 'waiting') returning id`,
        [transfer?.id ?? null, statement.id],
      );
      if (!paid.length) return;
      await new StatementMailService(tx, this.deps).toPartnerAdmins(statement.partner.id, {
        kind: "statement.paid",
        key: `statement-paid:${statement.id}`,
        text: partnerName =>
          statementPayout("paid", {
            partnerName,
            partnerId: statement.partner.id,
            month: monthName(statement.period),
            amount: money(statement.payableCents),
          }),
      });
    });
    return StatementStatus.PAID;
  }
}
