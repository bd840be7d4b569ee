import { Badge, Text } from "@chakra-ui/react";
import { useEnrollmentVerificationQuery } from "../admin-verification.generated";
import { formatMoment, labelOf, relativeTime } from "../../../../lib/format";
import { TAB_QUERY, VerificationTab, amountOrDash } from "./verification-tab";

/** Recent enrollments, administrators' grants marked, and the enrollments' anomalies. */
export function EnrollmentsTab({ refresh }: { refresh: number }) {
  const query = useEnrollmentVerificationQuery(TAB_QUERY);
  return (
    <VerificationTab
      query={query}
      data={query.data?.enrollmentVerification}
      refresh={refresh}
      noun="enrollment"
      heading="Recent Enrollments"
      note={result => (
        <Text fontSize="sm" color="gray.600">
          {result.grants} granted by administrators (listed as grants, not anomalies).
        </Text>
      )}
      columns={[
        { header: "User", render: row => row.username ?? row.userId },
        { header: "Course", render: row => row.courseTitle ?? row.courseId },
        {
          header: "Payment ID",
          render: row =>
            row.adminEnrolled ? (
              <Badge colorPalette="purple">
                Grant{row.grantedBy ? ` by ${row.grantedBy}` : ""}
              </Badge>
            ) : (
              (row.paymentId ?? "—")
            ),
        },
        { header: "Amount", render: row => amountOrDash(row.paymentAmountCents) },
        {
          header: "Date",
          render: row => (
            <>
              {formatMoment(row.enrolledAt)}
              <Text fontSize="xs" color="gray.600">
                {relativeTime(row.enrolledAt)}
              </Text>
            </>
          ),
        },
        {
          header: "Status",
          render: row => (
            <Badge colorPalette={row.status === "active" ? "blue" : "gray"}>
              {labelOf(row.status)}
            </Badge>
          ),
        },
      ]}
      fields={["enrollmentId", "userId", "course", "businessName"]}
    />
  );
}
