import { Card, Heading, Table, Text } from "@chakra-ui/react";
import { ErrorState } from "../../../components/feedback/error-state";
import { TableRoot } from "../../../components/ui/page-recipes";
import { LoadingState } from "../../../components/feedback/loading-state";
import { serverMessage } from "../../../lib/graphql/errors";
import { statementColumns } from "./statement-columns";
import { usePartnerStatementsPanelQuery } from "../partner-home.generated";

const COLUMNS = statementColumns(false);

/**
 * The partner's monthly statements (newest first): each month's totals, what is payable and its
 * PDF and CSV. A month is closed in the first hour after it ends in the academy's time zone.
 */
export function StatementsPanel({ partnerId }: { partnerId: number }) {
  const { data, loading, error, refetch } = usePartnerStatementsPanelQuery({
    variables: { partnerId },
  });
  const statements = data?.partnerStatements.edges.map(edge => edge.node);
  let body;
  if (!statements && loading) body = <LoadingState label="Loading the statements" py="4" />;
  else if (!statements) {
    body = (
      <ErrorState
        title="The statements could not be read"
        description={serverMessage(error) ?? undefined}
        onRetry={refetch}
      />
    );
  } else if (!statements.length) {
    body = (
      <Text color="gray.600">
        No statements yet: each month's sales and refunds are closed into a statement once the month
        ends.
      </Text>
    );
  } else {
    body = (
      <Table.ScrollArea>
        <TableRoot size="sm" aria-label="Monthly statements">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map(column => (
                <Table.ColumnHeader key={column.header} textAlign={column.align}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {statements.map(statement => (
              <Table.Row key={statement.id}>
                {COLUMNS.map(column => (
                  <Table.Cell key={column.header} textAlign={column.align}>
                    {column.render(statement)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </TableRoot>
      </Table.ScrollArea>
    );
  }
  return (
    <Card.Root aria-labelledby="statements-heading">
      <Card.Header>
        <Heading id="statements-heading" as="h2" size="lg">
          Statements
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
