import { Box, Heading, Stack, Table, Text } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { TableRoot } from "../../../../components/ui/page-recipes";
import type { AnomalyList_AnomalyFragment as Anomaly } from "../admin-verification.generated";
import { formatPrice } from "../../../../lib/format-price";
import { verificationTexts } from "../verification-format";
import { AnomalyList, type AnomalyField } from "./anomaly-list";
import { VerificationState } from "./verification-state";

/** A column of a tab's recent records, after their ID. */
export interface RecentColumn<Row> {
  header: string;
  render(row: Row): ReactNode;
}

/** What a record tab's query answers: the checks' verdict, the recent records, the anomalies. */
interface RecordCheck {
  verified: boolean;
  message: string;
  data: readonly { id: number }[];
  anomalies: readonly Anomaly[];
}

interface VerificationTabProps<Result extends RecordCheck> {
  query: ComponentProps<typeof VerificationState>["query"];
  data: Result | null | undefined;
  /** Presses of the page's Refresh on this tab (see `useRefresh`). */
  refresh: number;
  /** The records' noun in the spec's texts, e.g. "payment" (see `verificationTexts`). */
  noun: string;
  /** The table's heading, e.g. "Recent Business License Payments". */
  heading: string;
  /** Said under the heading. */
  note?(result: Result): ReactNode;
  columns: readonly RecentColumn<Result["data"][number]>[];
  /** Which of an anomaly's record fields the tab shows. */
  fields: readonly AnomalyField[];
}

/**
 * A record tab's query options: the stored checks (Refresh asks for fresh ones), and the loading
 * state again while they are run afresh.
 */
export const TAB_QUERY = { variables: { fresh: false }, notifyOnNetworkStatusChange: true };

/** An amount of money, or a dash for none. */
export const amountOrDash = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "—" : formatPrice(cents);

/**
 * A tab of one kind of record: its states and banner (`VerificationState`), a table of the
 * recent records (their ID, then the tab's columns) and the records' anomalies.
 */
export function VerificationTab<Result extends RecordCheck>(props: VerificationTabProps<Result>) {
  const { query, columns } = props;
  const texts = verificationTexts(props.noun);
  return (
    <VerificationState query={query} data={props.data} refresh={props.refresh} texts={texts}>
      {result => (
        <>
          <Stack gap="2">
            <Heading as="h2" size="md">
              {props.heading}
            </Heading>
            {props.note?.(result)}
            {result.data.length === 0 ? (
              <Text color="gray.600">{texts.empty}</Text>
            ) : (
              <Box overflowX="auto">
                <TableRoot size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>ID</Table.ColumnHeader>
                      {columns.map(column => (
                        <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.data.map(row => (
                      <Table.Row key={row.id}>
                        <Table.Cell>{row.id}</Table.Cell>
                        {columns.map(column => (
                          <Table.Cell key={column.header}>{column.render(row)}</Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </TableRoot>
              </Box>
            )}
          </Stack>
          <AnomalyList
            anomalies={result.anomalies}
            fields={props.fields}
            onChanged={() => query.refetch()}
          />
        </>
      )}
    </VerificationState>
  );
}
