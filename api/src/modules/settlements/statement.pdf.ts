import { money } from "../../util/money.js";
import { type Pdf, labelled, renderPdf, tableRow } from "../../util/pdf.js";
import type { SiteSettings } from "../settings/site-settings.entity.js";
import type { LedgerLine } from "./ledger-line.entity.js";
import { monthName } from "../../util/months.js";
import type { StatementObject } from "./statements.types.js";

/** The lines' table: date, kind, transaction, tuition, royalty, fee, partner's share. */
const COLUMNS = [
  { width: 58, align: "left" },
  { width: 44, align: "left" },
  { width: 126, align: "left" },
  { width: 62, align: "right" },
  { width: 58, align: "right" },
  { width: 52, align: "right" },
  { width: 68, align: "right" },
] as const;

const row = (doc: Pdf, cells: string[], font?: string) =>
  tableRow(doc, COLUMNS, cells, { font, gap: 3 });

/** A line's day in the academy's time zone ("03/14/2026"). */
export const lineDay = (at: Date, timeZone: string) =>
  at.toLocaleDateString("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** What a line's transaction is called: the processor's refund or dispute id, else the payment's. */
export const transactionOf = (line: LedgerLine) =>
  line.refundId ?? line.payment.getEntity().providerPaymentId;

/**
 * A partner's monthly statement as a PDF: who issues it, the partner and the month, each ledger
 * line (dated in the academy's time zone) and the totals, the carry and the amount payable.
 */
export function statementPdf(
  statement: StatementObject,
  lines: LedgerLine[],
  academy: Pick<SiteSettings, "academyName" | "academyAddress" | "academyTimeZone">,
): Promise<Buffer> {
  const month = monthName(statement.period);
  return renderPdf({ title: `Statement ${month} ${statement.partnerName}` }, doc => {
    doc.font("Helvetica-Bold").fontSize(20).text(academy.academyName);
    doc.font("Helvetica").fontSize(10).fillColor("#555").text(academy.academyAddress);
    doc.moveDown(1.5).fillColor("#000").font("Helvetica-Bold").fontSize(14);
    doc.text(`Partner statement: ${month}`);
    doc.moveDown(0.5).fontSize(11);
    labelled(doc, "Partner", statement.partnerName);
    labelled(doc, "Statement", String(statement.id));
    labelled(doc, "Period", `${month} (${academy.academyTimeZone})`);
    labelled(doc, "Status", statement.status);

    doc.moveDown().fontSize(9);
    row(
      doc,
      ["Date", "Kind", "Transaction", "Tuition", "Royalty", "Fee", "Your share"],
      "Helvetica-Bold",
    );
    for (const line of lines) {
      row(doc, [
        lineDay(line.occurredAt, academy.academyTimeZone),
        line.kind,
        transactionOf(line),
        money(line.tuitionCents),
        money(line.royaltyCents),
        money(line.feeCents ?? 0),
        money(line.partnerShareCents ?? 0),
      ]);
    }
    if (!lines.length) row(doc, ["", "No sales or refunds this month."]);

    doc.moveDown().fontSize(11);
    labelled(doc, "Sales", money(statement.salesCents));
    labelled(doc, "Refunds", money(statement.refundsCents));
    labelled(doc, "Academy royalty", money(statement.royaltyCents));
    labelled(doc, "Processor fees", money(statement.feesCents));
    labelled(doc, "Partner share", money(statement.partnerShareCents));
    labelled(doc, "Carried in", money(statement.carriedInCents));
    labelled(doc, "Payable", money(statement.payableCents));
    labelled(doc, "Carried to next statement", money(statement.carriedOutCents));
  });
}
