import { Box, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { TableRoot } from "../../../../components/ui/page-recipes";
import { useCourseVerificationQuery } from "../../../../graphql/admin/hooks";
import { formatMoment } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { verificationTexts } from "../verification-format";
import { AnomalyList } from "./anomaly-list";
import { VerificationState } from "./verification-state";

const tick = (value: boolean) => <span aria-label={value ? "Yes" : "No"}>{value ? "✓" : "✗"}</span>;

/** Recently published courses and the courses' anomalies. */
export function CoursesTab({ refresh }: { refresh: number }) {
  const query = useCourseVerificationQuery({
    variables: { fresh: false },
    notifyOnNetworkStatusChange: true,
  });
  const texts = verificationTexts("course");
  return (
    <VerificationState
      query={query}
      data={query.data?.courseVerification}
      refresh={refresh}
      texts={texts}
    >
      {result => (
        <>
          <Stack gap="2">
            <Heading as="h3" size="md">
              Recently Published Courses
            </Heading>
            {result.data.length === 0 ? (
              <Text color="gray.600">{texts.empty}</Text>
            ) : (
              <Box overflowX="auto">
                <TableRoot size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>ID</Table.ColumnHeader>
                      <Table.ColumnHeader>Title</Table.ColumnHeader>
                      <Table.ColumnHeader>Price</Table.ColumnHeader>
                      <Table.ColumnHeader>Hours</Table.ColumnHeader>
                      <Table.ColumnHeader>Self-Paced</Table.ColumnHeader>
                      <Table.ColumnHeader>Active</Table.ColumnHeader>
                      <Table.ColumnHeader>Created</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.data.map(row => (
                      <Table.Row key={row.id}>
                        <Table.Cell>{row.id}</Table.Cell>
                        <Table.Cell>{row.title}</Table.Cell>
                        <Table.Cell>{formatPrice(row.priceCents)}</Table.Cell>
                        <Table.Cell>{row.hours}</Table.Cell>
                        <Table.Cell>{tick(row.isSelfPaced)}</Table.Cell>
                        <Table.Cell>{tick(row.isActive)}</Table.Cell>
                        <Table.Cell>{formatMoment(row.createdAt)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </TableRoot>
              </Box>
            )}
          </Stack>
          <AnomalyList
            anomalies={result.anomalies}
            fields={["course"]}
            onChanged={() => query.refetch()}
          />
        </>
      )}
    </VerificationState>
  );
}
