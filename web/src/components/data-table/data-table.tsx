import { countOf } from "../../lib/format";
import {
  Box,
  Button,
  HStack,
  Table,
  Text,
  chakra,
  useChakraContext,
  useMediaQuery,
} from "@chakra-ui/react";
import { Fragment, useLayoutEffect, useState } from "react";
import type { ReactNode } from "react";
import { EmptyState } from "../feedback/empty-state";
import { ErrorState } from "../feedback/error-state";
import { LoadingState } from "../feedback/loading-state";
import { BookIcon } from "../icons/icons";
import { TableRoot } from "../ui/page-recipes";
import { RowsLayout, Truncated } from "./truncated";
import type { ListParams } from "./use-list-params";

export interface Column<Node> {
  header: string;
  /** The GraphQL sort field this column sorts by, if it can. */
  sortField?: string;
  render(node: Node): ReactNode;
  align?: "start" | "end";
  /**
   * Long text (render answers a string): one line cut short in the table, see Truncated.
   * `"unbroken"` for text that must not break inside a word (an email): cut in a phone's card too.
   */
  truncate?: boolean | "unbroken";
  /** The row's buttons: in a phone's card, at its foot without a label. */
  actions?: boolean;
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

/** A list the API answers whole (no pages) as one page of a connection, for DataTable. */
export function wholeList<Node>(
  nodes: readonly Node[] | undefined,
  key: (node: Node) => string | number,
): ConnectionData<Node> | undefined {
  if (!nodes) return undefined;
  return {
    edges: nodes.map(node => ({ cursor: String(key(node)), node })),
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
    totalCount: nodes.length,
  };
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
  const [room, setRoom] = useState<HTMLElement | null>(null);
  // Which rows are shown (a page, a search), not their values: a row's own update is no reason.
  const cards = useCards(room, connection?.edges.map(edge => edge.cursor).join(" "));
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
  const rows = { caption, columns, rowKey, list, nodes: edges.map(edge => edge.node) };
  return (
    <Box ref={setRoom} aria-busy={loading} opacity={loading ? 0.6 : 1}>
      <RowsLayout.Provider value={cards ? "cards" : "table"}>
        {cards ? <Cards {...rows} /> : <Rows {...rows} />}
      </RowsLayout.Provider>
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

/**
 * The rows as cards: below the `md` breakpoint, and wherever the table would not fit its room
 * without scrolling sideways (a tablet, or beside the admin menu; sooner for a list with more
 * columns). Measured when other rows are shown or the room changes (not when a row opens a control
 * of its own or is updated, so the layout never flips under the pointer): when a table overflows,
 * the list turns to cards until its room is as wide as the table needed, then tries the table.
 */
function useCards(room: HTMLElement | null, rows: string | undefined): boolean {
  const { breakpoints } = useChakraContext();
  const [phone] = useMediaQuery([breakpoints.down("md").replace("@media ", "")], { ssr: false });
  const [width, setWidth] = useState<number | null>(null);
  const [needs, setNeeds] = useState<number | null>(null);
  const cards = phone || (width !== null && needs !== null && width < needs);

  // Measured by an observer of the room: it answers once when it starts (before the frame is
  // painted) and at each resize; started again when other rows are shown or the layout flips.
  useLayoutEffect(() => {
    if (!room || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      setWidth(room.clientWidth);
      // Drawn as a table: does it spill out of its scroll area?
      const area = room.querySelector("table")?.parentElement;
      if (area && area.scrollWidth > area.clientWidth) {
        setNeeds(area.scrollWidth + room.clientWidth - area.clientWidth);
      }
    });
    observer.observe(room);
    return () => observer.disconnect();
  }, [room, rows, cards]);
  return cards;
}

interface RowsProps<Node> {
  caption: string;
  columns: readonly Column<Node>[];
  rowKey(node: Node): string | number;
  list: ListParams;
  nodes: readonly Node[];
}

function Cell<Node>({ column, node }: { column: Column<Node>; node: Node }) {
  const content = column.render(node);
  return column.truncate && typeof content === "string" ? (
    <Truncated text={content} unbroken={column.truncate === "unbroken"} />
  ) : (
    content
  );
}

/** The rows as a table, its headers sorting the list. */
function Rows<Node>({ caption, columns, rowKey, list, nodes }: RowsProps<Node>) {
  return (
    // Chakra's scroll area keeps every cell on one line; here text wraps, and a column asks for
    // one line where it wants it (Truncated, badges, buttons).
    <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal">
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
          {nodes.map(node => (
            <Table.Row key={rowKey(node)}>
              {columns.map(column => (
                <Table.Cell key={column.header} textAlign={column.align}>
                  <Cell column={column} node={node} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </TableRoot>
    </Table.ScrollArea>
  );
}

/**
 * The rows as cards (on a phone, or where the table does not fit): each column's header and value,
 * the actions at the foot, and the sortable columns' sort buttons above; side by side where there
 * is room for more than one.
 */
function Cards<Node>({ caption, columns, rowKey, list, nodes }: RowsProps<Node>) {
  const sortable = columns.filter(column => column.sortField);
  const fields = columns.filter(column => !column.actions);
  const actions = columns.filter(column => column.actions);
  return (
    <>
      {sortable.length > 0 && (
        <HStack
          role="group"
          aria-label={`Sort ${caption.toLowerCase()}`}
          wrap="wrap"
          gap="2"
          mb="3"
        >
          <Text fontSize="sm" color="gray.600" aria-hidden="true">
            Sort by
          </Text>
          {sortable.map(column => (
            <SortButton key={column.header} column={column} list={list} />
          ))}
        </HStack>
      )}
      <Box
        as="ul"
        role="list"
        aria-label={caption}
        listStyleType="none"
        display="grid"
        gridTemplateColumns="repeat(auto-fill, minmax(min(100%, 20rem), 1fr))"
        gap="3"
      >
        {nodes.map(node => (
          <Box as="li" key={rowKey(node)} bg="white" borderWidth="1px" rounded="md" p="4">
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns="auto minmax(0, 1fr)"
              rowGap="1"
              columnGap="3"
              fontSize="sm"
            >
              {fields.map(column => (
                <Fragment key={column.header}>
                  <Box as="dt" color="gray.600">
                    {column.header}
                  </Box>
                  <Box as="dd" minW="0">
                    <Cell column={column} node={node} />
                  </Box>
                </Fragment>
              ))}
            </Box>
            {actions.map(column => (
              <Box key={column.header} mt="3">
                {column.render(node)}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </>
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

/** A card list's sort button: the column's header, pressed while the list is sorted by it. */
function SortButton<Node>({ column, list }: { column: Column<Node>; list: ListParams }) {
  const active = list.sort.field === column.sortField;
  const ascending = list.sort.direction === "ASC";
  return (
    <Button
      size="xs"
      variant={active ? "subtle" : "outline"}
      aria-pressed={active}
      aria-label={
        active ? `${column.header}, ${ascending ? "ascending" : "descending"}` : undefined
      }
      onClick={() => list.toggleSort(column.sortField!)}
    >
      {column.header}
      {active && (ascending ? " ▲" : " ▼")}
    </Button>
  );
}
