import { Card, SimpleGrid, Text } from "@chakra-ui/react";
import { ErrorState } from "../../../../components/feedback/error-state";
import {
  useAdminPaymentSummaryQuery,
  type PaymentSummaryCards_FiguresFragment as Figures,
} from "../admin-payments.generated";
import type { AdminPaymentFilter } from "../../../../graphql/types";
import { formatPrice } from "../../../../lib/format-price";
import { DATE_FILTER, type DateOption } from "../../../../lib/date-filter";
import { Skeleton } from "../../../../components/ui/skeleton";

interface Trend {
  text: string;
  /** Up is good for every card: green up, red down. */
  direction: "up" | "down" | "flat";
}

const signed = (value: number, unit: string) => `${value > 0 ? "+" : ""}${value.toFixed(1)}${unit}`;
const direction = (change: number) => (change > 0 ? "up" : change < 0 ? "down" : "flat");

/** The change of an amount against the period before, in percent of what it was then. */
function relativeTrend(current: number, previous: number | null, vs: string, none: string): Trend {
  if (!previous) return { text: `${none} in the ${vs}`, direction: "flat" };
  const change = ((current - previous) / previous) * 100;
  return { text: `${signed(change, "%")} vs ${vs}`, direction: direction(change) };
}

/** The change of a rate against the period before, in percentage points. */
function pointsTrend(current: number | null, previous: number | null, vs: string): Trend | null {
  if (previous === null) return { text: `No payments in the ${vs}`, direction: "flat" };
  if (current === null) return null;
  const change = current - previous;
  return { text: `${signed(change, " pts")} vs ${vs}`, direction: direction(change) };
}

function SummaryCard(props: { title: string; value: string; trend: Trend | null; note?: string }) {
  const { trend } = props;
  const color = { up: "green.700", down: "red.700", flat: "gray.600" } as const;
  return (
    <Card.Root as="section" aria-label={props.title} size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="gray.600" fontWeight="medium">
          {props.title}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {props.value}
        </Text>
        {trend && (
          <Text fontSize="sm" color={color[trend.direction]}>
            {trend.text}
          </Text>
        )}
        {props.note && (
          <Text fontSize="xs" color="gray.600">
            {props.note}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface PaymentSummaryCardsProps {
  filter: AdminPaymentFilter;
  /** The date filter in force; none for all time. */
  period: DateOption | undefined;
}

const MONTH = DATE_FILTER.find(option => option.value === "month")!;

/**
 * Total Revenue, Success Rate and Average Order Value of the filtered payments, each with its
 * trend: the period in force against the one before it, or, for all time, the last 30 days
 * against the 30 before them.
 */
export function PaymentSummaryCards({ filter, period }: PaymentSummaryCardsProps) {
  const { data, error, refetch } = useAdminPaymentSummaryQuery({ variables: { filter } });
  const monthly = useAdminPaymentSummaryQuery({
    variables: { filter: { ...filter, date: MONTH.range } },
    skip: Boolean(period),
  });
  if (error && !data) {
    return <ErrorState title="Failed to load payment data" onRetry={() => refetch()} />;
  }
  if (!data) {
    return (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {[1, 2, 3].map(key => (
          <Skeleton key={key} height="28" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  const current: Figures = data.paymentSummary.current;
  const compared = period ? data.paymentSummary : monthly.data?.paymentSummary;
  const trend = (note: (now: Figures, before: Figures, vs: string) => Trend | null) => {
    const found =
      compared?.previous && note(compared.current, compared.previous, (period ?? MONTH).previous);
    if (!found) return null;
    return period ? found : { ...found, text: `Last 30 days: ${found.text}` };
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <SummaryCard
        title="Total Revenue"
        value={formatPrice(current.revenueCents)}
        trend={trend((now, before, vs) =>
          relativeTrend(now.revenueCents, before.revenueCents, vs, "No revenue"),
        )}
      />
      <SummaryCard
        title="Success Rate"
        value={current.successRate == null ? "N/A" : `${current.successRate.toFixed(1)}%`}
        note="Of payments that went through or failed; abandoned checkouts are not counted."
        trend={trend((now, before, vs) =>
          pointsTrend(now.successRate ?? null, before.successRate ?? null, vs),
        )}
      />
      <SummaryCard
        title="Average Order Value"
        value={current.averageOrderCents == null ? "N/A" : formatPrice(current.averageOrderCents)}
        trend={trend((now, before, vs) =>
          now.averageOrderCents == null
            ? null
            : relativeTrend(
                now.averageOrderCents,
                before.averageOrderCents ?? null,
                vs,
                "No orders",
              ),
        )}
      />
    </SimpleGrid>
  );
}
