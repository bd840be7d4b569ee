import { countOf } from "../../lib/format";
import { Box, Button, HStack, Table, Text, chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EmptyState } from "../feedback/empty-state";
import { ErrorState } from "../feedback/error-state";
import { LoadingState } from "../feedback/loading-state";
import { BookIcon } from "../icons/icons";
import { TableRoot } from "../ui/page-recipes";
import type { ListParams } from "./use-list-params";

export interface Column<Node> {
  header: string;
  /** The GraphQL sort field this column sorts by, if it can. */
  sortField?: string;
  render(node: Node): ReactNode;
  align?: "start" | "end";
}

/** The connection shape every admin list answers. */
export interface ConnectionData<Node> {
  edges: readonly { cursor: string; node: Node }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor?: string | null;
    endCursor?: string | null;
  };
  totalCount: number;
}

interface DataTableProps<Node> {
  /** Names the table for screen readers, e.g. "Users". */
  caption: string;
  columns: readonly Column<Node>[];
  rowKey(node: Node): string | number;
  list: ListParams;
  connection: ConnectionData<Node> | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): unknown;
  /** The spec's load failure text, e.g. 'Failed to load users'. */
  errorTitle: string;
  /** The spec's empty text, e.g. 'No users match your search criteria'. */
  emptyText: string;
}

/**
 * One page of an admin list: sortable headers, Previous/Next and the loading, error and empty
 * states. The view (search, filters, sort, cursor) lives in the URL through `list`.
 */
export function DataTable<Node>(props: DataTableProps<Node>) {
  const { caption, columns, rowKey, list, connection, loading, error } = props;
  if (error && !connection) {
    return <ErrorState title={props.errorTitle} onRetry={props.onRetry} />;
  }
  if (!connection) return <LoadingState label={`Loading ${caption.toLowerCase()}…`} />;
  if (connection.edges.length === 0) {
    const filtered = list.search !== "" || Object.keys(list.filters).length > 0;
    return (
      <EmptyState
        icon={<BookIcon />}
        title={props.emptyText}
        description={filtered ? "Try another search or filter." : "There is nothing here yet."}
        action={
          filtered && (
            <Button variant="outline" onClick={list.clear}>
              Clear Filters
            </Button>
          )
        }
      />
    );
  }
  const { pageInfo, totalCount, edges } = connection;
  return (
    <Box aria-busy={loading} opacity={loading ? 0.6 : 1}>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <TableRoot size="sm" interactive>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map(column => (
                <HeaderCell key={column.header} column={column} list={list} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <Table.Row key={rowKey(node)}>
                {columns.map(column => (
                  <Table.Cell key={column.header} textAlign={column.align}>
                    {column.render(node)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </TableRoot>
      </Table.ScrollArea>
      <HStack justify="space-between" mt="3" wrap="wrap" gap="3">
        <Text fontSize="sm" color="gray.600">
          {countOf(totalCount, "result")}
        </Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={!pageInfo.hasPreviousPage || !pageInfo.startCursor}
            onClick={() => list.previous(pageInfo.startCursor ?? "")}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!pageInfo.hasNextPage || !pageInfo.endCursor}
            onClick={() => list.next(pageInfo.endCursor ?? "")}
          >
            Next
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}

function HeaderCell<Node>({ column, list }: { column: Column<Node>; list: ListParams }) {
  const { sortField } = column;
  if (!sortField) {
    return <Table.ColumnHeader textAlign={column.align}>{column.header}</Table.ColumnHeader>;
  }
  const active = list.sort.field === sortField;
  const ascending = list.sort.direction === "ASC";
  return (
    <Table.ColumnHeader
      textAlign={column.align}
      aria-sort={active ? (ascending ? "ascending" : "descending") : "none"}
    >
      <chakra.button
        type="button"
        fontWeight="inherit"
        cursor="pointer"
        _hover={{ textDecoration: "underline" }}
        onClick={() => list.toggleSort(sortField)}
      >
        {column.header}
        {active && <span aria-hidden="true">{ascending ? " ▲" : " ▼"}</span>}
      </chakra.button>
    </Table.ColumnHeader>
  );
}
