import { Badge, Text } from "@chakra-ui/react";
import { usePaymentVerificationQuery } from "../admin-verification.generated";
import { formatMoment, labelOf } from "../../../../lib/format";
import { licenceLabel } from "../../../business-offers/licences";
import { TAB_QUERY, VerificationTab, amountOrDash } from "./verification-tab";

/** Recent business licence payments and the payments' anomalies. */
export function PaymentsTab({ refresh }: { refresh: number }) {
  const query = usePaymentVerificationQuery(TAB_QUERY);
  return (
    <VerificationTab
      query={query}
      data={query.data?.paymentVerification}
      refresh={refresh}
      noun="payment"
      heading="Recent Business License Payments"
      columns={[
        {
          header: "Business",
          render: row => (
            <>
              {row.businessName}
              <Text fontSize="xs" color="gray.600">
                {row.contactEmail}
              </Text>
            </>
          ),
        },
        { header: "License Type", render: row => licenceLabel(row.licenseType) },
        { header: "Payment ID", render: row => row.paymentId ?? "—" },
        { header: "Amount", render: row => amountOrDash(row.paymentAmountCents) },
        {
          header: "Status",
          render: row => (
            <Badge colorPalette={row.status === "paid" ? "green" : "gray"}>
              {labelOf(row.status)}
            </Badge>
          ),
        },
        { header: "Date", render: row => formatMoment(row.offerSentAt) },
      ]}
      fields={["paymentId", "businessName", "course"]}
    />
  );
}
