import { Button, Card, Field, Heading, HStack, Input, Table, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { TableRoot } from "../../../components/ui/page-recipes";
import { formatPrice, priceToCents } from "../../../lib/format-price";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import {
  type PartnerPrice_RowFragment,
  usePartnerCoursePricesQuery,
  useSetPartnerCoursePriceMutation,
} from "../partner-storefront.generated";

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/** One course: the academy's price, the partner's own (typed in dollars), saved or reset. */
function PriceRow({ partnerId, row }: { partnerId: number; row: PartnerPrice_RowFragment }) {
  const [typed, setTyped] = useState(dollars(row.partnerPriceCents));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useSetPartnerCoursePriceMutation({
    refetchQueries: ["PartnerCoursePrices"],
  });

  async function set(priceCents: number | null) {
    const saved = await runMutation(
      async () =>
        (await save({ variables: { partnerId, courseId: row.courseId, priceCents } })).data
          ?.setPartnerCoursePrice,
      { title: "Price Not Saved", fallback: "The price could not be saved. Please try again." },
    );
    if (!saved) return;
    setTyped(dollars(saved.partnerPriceCents));
    showToast("success", {
      title: "Price saved",
      description: `${row.title}: ${formatPrice(saved.priceCents)} at your storefront.`,
    });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = priceToCents(typed);
    if (cents === null || cents > 100_000_000) {
      setProblem("Enter a price in dollars, such as 149 or 149.50 (at most $1,000,000.00).");
      return;
    }
    setProblem(null);
    void set(cents);
  };

  return (
    <Table.Row>
      <Table.Cell overflowWrap="anywhere">
        {row.title}
        {/* On a phone the academy's price stands under the title instead of a column of its own. */}
        <Text hideFrom="md" fontSize="sm" color="gray.600">
          Academy price {formatPrice(row.academyPriceCents)}
        </Text>
      </Table.Cell>
      <Table.Cell hideBelow="md">{formatPrice(row.academyPriceCents)}</Table.Cell>
      <Table.Cell>
        <form aria-label={`Price of ${row.title}`} onSubmit={submit} noValidate>
          <HStack align="start" gap="2" flexWrap="wrap">
            <Field.Root invalid={problem !== null} w="32">
              <Field.Label srOnly>Your price of {row.title} in dollars</Field.Label>
              <Input
                inputMode="decimal"
                size="sm"
                placeholder={dollars(row.academyPriceCents)}
                value={typed}
                onChange={event => setTyped(event.target.value)}
              />
              {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="blue" loading={loading}>
              Save
            </Button>
            {row.partnerPriceCents !== null && (
              <Button size="sm" variant="outline" disabled={loading} onClick={() => void set(null)}>
                Use academy price
              </Button>
            )}
          </HStack>
        </form>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The storefront's prices: every active course with the academy's price and the partner's own.
 * Without one of its own, a course sells at the academy's price.
 */
export function PricesPanel({ partnerId }: { partnerId: number }) {
  const { data, loading, refetch } = usePartnerCoursePricesQuery({
    variables: { partnerId },
  });
  const rows = data?.partnerCoursePrices;
  return (
    <Card.Root as="section" aria-labelledby="prices-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="prices-heading">
          Prices
        </Heading>
        <Text color="gray.600">
          Your storefront sells every active course of the academy. Leave a price empty to sell at
          the academy&apos;s price.
        </Text>
        {!rows ? (
          loading ? (
            <LoadingState label="Loading the prices" />
          ) : (
            <ErrorState title="The prices could not be loaded" onRetry={() => void refetch()} />
          )
        ) : (
          <Table.ScrollArea whiteSpace="normal">
            <TableRoot size="sm" aria-label="Prices">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Course</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Academy price</Table.ColumnHeader>
                  <Table.ColumnHeader>Your price</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map(row => (
                  <PriceRow key={row.courseId} partnerId={partnerId} row={row} />
                ))}
              </Table.Body>
            </TableRoot>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
