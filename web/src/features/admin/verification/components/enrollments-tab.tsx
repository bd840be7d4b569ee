import { Badge, Box, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { TableRoot } from "../../../../components/ui/page-recipes";
import { useEnrollmentVerificationQuery } from "../../../../graphql/admin/hooks";
import { formatMoment, labelOf, relativeTime } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { verificationTexts } from "../verification-format";
import { AnomalyList } from "./anomaly-list";
import { VerificationState } from "./verification-state";

/** Recent enrollments, administrators' grants marked, and the enrollments' anomalies. */
export function EnrollmentsTab({ refresh }: { refresh: number }) {
  const query = useEnrollmentVerificationQuery({
    variables: { fresh: false },
    notifyOnNetworkStatusChange: true,
  });
  const texts = verificationTexts("enrollment");
  return (
    <VerificationState
      query={query}
      data={query.data?.enrollmentVerification}
      refresh={refresh}
      texts={texts}
    >
      {result => (
        <>
          <Stack gap="2">
            <Heading as="h3" size="md">
              Recent Enrollments
            </Heading>
            <Text fontSize="sm" color="gray.600">
              {result.grants} granted by administrators (listed as grants, not anomalies).
            </Text>
            {result.data.length === 0 ? (
              <Text color="gray.600">{texts.empty}</Text>
            ) : (
              <Box overflowX="auto">
                <TableRoot size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>ID</Table.ColumnHeader>
                      <Table.ColumnHeader>User</Table.ColumnHeader>
                      <Table.ColumnHeader>Course</Table.ColumnHeader>
                      <Table.ColumnHeader>Payment ID</Table.ColumnHeader>
                      <Table.ColumnHeader>Amount</Table.ColumnHeader>
                      <Table.ColumnHeader>Date</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.data.map(row => (
                      <Table.Row key={row.id}>
                        <Table.Cell>{row.id}</Table.Cell>
                        <Table.Cell>{row.username ?? row.userId}</Table.Cell>
                        <Table.Cell>{row.courseTitle ?? row.courseId}</Table.Cell>
                        <Table.Cell>
                          {row.adminEnrolled ? (
                            <Badge colorPalette="purple">
                              Grant{row.grantedBy ? ` by ${row.grantedBy}` : ""}
                            </Badge>
                          ) : (
                            (row.paymentId ?? "—")
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          {row.paymentAmountCents === null || row.paymentAmountCents === undefined
                            ? "—"
                            : formatPrice(row.paymentAmountCents)}
                        </Table.Cell>
                        <Table.Cell>
                          {formatMoment(row.enrolledAt)}
                          <Text fontSize="xs" color="gray.600">
                            {relativeTime(row.enrolledAt)}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={row.status === "active" ? "blue" : "gray"}>
                            {labelOf(row.status)}
                          </Badge>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </TableRoot>
              </Box>
            )}
          </Stack>
          <AnomalyList
            anomalies={result.anomalies}
            fields={["enrollmentId", "userId", "course"]}
            onChanged={() => query.refetch()}
          />
        </>
      )}
    </VerificationState>
  );
}
