import { Badge, Box, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { TableRoot } from "../../../../components/ui/page-recipes";
import { usePaymentVerificationQuery } from "../../../../graphql/admin/hooks";
import { formatMoment, labelOf } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { licenceLabel } from "../../../business-offers/licences";
import { verificationTexts } from "../verification-format";
import { AnomalyList } from "./anomaly-list";
import { VerificationState } from "./verification-state";

/** Recent business licence payments and the payments' anomalies. */
export function PaymentsTab({ refresh }: { refresh: number }) {
  const query = usePaymentVerificationQuery({
    variables: { fresh: false },
    notifyOnNetworkStatusChange: true,
  });
  const texts = verificationTexts("payment");
  return (
    <VerificationState
      query={query}
      data={query.data?.paymentVerification}
      refresh={refresh}
      texts={texts}
    >
      {result => (
        <>
          <Stack gap="2">
            <Heading as="h3" size="md">
              Recent Business License Payments
            </Heading>
            {result.data.length === 0 ? (
              <Text color="gray.600">{texts.empty}</Text>
            ) : (
              <Box overflowX="auto">
                <TableRoot size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>ID</Table.ColumnHeader>
                      <Table.ColumnHeader>Business</Table.ColumnHeader>
                      <Table.ColumnHeader>License Type</Table.ColumnHeader>
                      <Table.ColumnHeader>Payment ID</Table.ColumnHeader>
                      <Table.ColumnHeader>Amount</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader>Date</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.data.map(row => (
                      <Table.Row key={row.id}>
                        <Table.Cell>{row.id}</Table.Cell>
                        <Table.Cell>
                          {row.businessName}
                          <Text fontSize="xs" color="gray.600">
                            {row.contactEmail}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{licenceLabel(row.licenseType)}</Table.Cell>
                        <Table.Cell>{row.paymentId ?? "—"}</Table.Cell>
                        <Table.Cell>
                          {row.paymentAmountCents === null || row.paymentAmountCents === undefined
                            ? "—"
                            : formatPrice(row.paymentAmountCents)}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={row.status === "paid" ? "green" : "gray"}>
                            {labelOf(row.status)}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>{formatMoment(row.offerSentAt)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </TableRoot>
              </Box>
            )}
          </Stack>
          <AnomalyList
            anomalies={result.anomalies}
            fields={["paymentId", "businessName", "course"]}
            onChanged={() => query.refetch()}
          />
        </>
      )}
    </VerificationState>
  );
}
