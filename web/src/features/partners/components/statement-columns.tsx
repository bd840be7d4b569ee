import { Badge, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { Column } from "../../../components/data-table/data-table";
import { formatPrice } from "../../../lib/format-price";
import type { StatementRowFragment as Statement } from "../partner-home.generated";

/** A period ("2026-03-01") as its month in words: "March 2026". */
export function monthOf(period: string): string {
  const [year, month] = period.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A statement's downloads: PDF and CSV (plain links: the browser sends the session). */
export function StatementDownloads({ statement }: { statement: Statement }) {
  const month = monthOf(statement.period);
  return (
    <HStack gap="3">
      <Link href={statement.pdfUrl} aria-label={`PDF of the ${month} statement`} download>
        PDF
      </Link>
      <Link href={statement.csvUrl} aria-label={`CSV of the ${month} statement`} download>
        CSV
      </Link>
    </HStack>
  );
}

const PALETTES: Record<Statement["status"], string> = {
  READY: "blue",
  APPROVED: "blue",
  WAITING: "orange",
  PAID: "green",
  FAILED: "red",
  REVERSED: "red",
};

/** Where the statement's payout is, in words: why it waits or failed, its transfer, a reversal. */
export function settlementDetail(statement: Statement): string | null {
  switch (statement.status) {
    case "WAITING":
      return statement.waitingReason ?? null;
    case "FAILED":
      return `The payout failed (${statement.failureReason ?? "unknown"}): approve it again once the cause is mended.`;
    case "PAID":
      return statement.transferId ? `Transfer ${statement.transferId}` : "Nothing was payable.";
    case "REVERSED":
      return `${formatPrice(statement.transferAmountReversedCents)} of transfer ${statement.transferId ?? ""} was reversed.`;
    default:
      return null;
  }
}

function StatementStatusCell({ statement }: { statement: Statement }) {
  const detail = settlementDetail(statement);
  return (
    <Stack gap="1" align="start">
      <Badge variant="subtle" colorPalette={PALETTES[statement.status]}>
        {statement.status.toLowerCase()}
      </Badge>
      {detail && (
        <Text fontSize="xs" color="gray.600" maxW="16rem" whiteSpace="normal">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

const money = (header: string, cents: (s: Statement) => number): Column<Statement> => ({
  header,
  align: "end",
  render: statement => formatPrice(cents(statement)),
});

/** A statement's columns; the partner's own page leaves out the partner. */
export function statementColumns(withPartner: boolean): Column<Statement>[] {
  return [
    { header: "Period", render: statement => monthOf(statement.period) },
    ...(withPartner
      ? [{ header: "Partner", truncate: true, render: (s: Statement) => s.partnerName }]
      : []),
    {
      header: "Status",
      render: statement => <StatementStatusCell statement={statement} />,
    },
    money("Sales", s => s.salesCents),
    money("Refunds", s => s.refundsCents),
    money("Royalty", s => s.royaltyCents),
    money("Fees", s => s.feesCents),
    money("Partner Share", s => s.partnerShareCents),
    money("Carried In", s => s.carriedInCents),
    money("Payable", s => s.payableCents),
    { header: "Downloads", actions: true, render: s => <StatementDownloads statement={s} /> },
  ];
}
