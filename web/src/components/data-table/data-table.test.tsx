import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { system } from "../../lib/theme";
import { onPhone } from "../../test/phone";
import { DataTable } from "./data-table";
import type { ConnectionData } from "./data-table";
import { ListToolbar } from "./list-toolbar";
import { useListParams } from "./use-list-params";

interface Person {
  id: number;
  name: string;
  /** Long text with spaces to wrap at. */
  note?: string;
}

const people = (count: number, more = false): ConnectionData<Person> => ({
  edges: Array.from({ length: count }, (_, i) => ({
    cursor: `c${i + 1}`,
    node: { id: i + 1, name: `Person ${i + 1}` },
  })),
  pageInfo: {
    hasNextPage: more,
    hasPreviousPage: false,
    startCursor: count ? "c1" : null,
    endCursor: count ? `c${count}` : null,
  },
  totalCount: more ? 99 : count,
});

function List(props: { connection?: ConnectionData<Person>; error?: unknown }) {
  const { search } = useLocation();
  const list = useListParams({
    sortFields: ["NAME", "CREATED_AT"] as const,
    defaultSort: { field: "NAME", direction: "ASC" },
    filters: { status: ["active", "suspended"] },
  });
  return (
    <>
      <ListToolbar
        list={list}
        searchLabel="Search people"
        filters={[
          {
            param: "status",
            label: "Status",
            options: [
              { value: "active", label: "Active" },
              { value: "suspended", label: "Suspended" },
            ],
          },
        ]}
      />
      <pre data-testid="location">{search}</pre>
      <pre data-testid="variables">{JSON.stringify({ ...list.page, sort: list.sort })}</pre>
      <DataTable<Person>
        caption="People"
        columns={[
          { header: "Name", sortField: "NAME", render: person => person.name },
          { header: "Number", render: person => `#${person.id}` },
          { header: "Note", truncate: true, render: person => person.note ?? "—" },
          { header: "Email", truncate: "unbroken", render: person => emailOf(person) },
          {
            header: "Actions",
            actions: true,
            render: person => <button type="button">Call {person.name}</button>,
          },
        ]}
        rowKey={person => person.id}
        list={list}
        connection={props.connection}
        loading={false}
        error={props.error}
        onRetry={() => {}}
        errorTitle="Failed to load people"
        emptyText="No people match your search criteria"
      />
    </>
  );
}

function renderList(props: Parameters<typeof List>[0], path = "/people") {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <List {...props} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const emailOf = (person: Person) =>
  `${person.name.replace(" ", ".").toLowerCase()}@a-long-domain-name.example.com`;

const search = () => screen.getByTestId("location").textContent;
const variables = () => JSON.parse(screen.getByTestId("variables").textContent ?? "{}");

afterEach(() => {
  jest.restoreAllMocks();
});

describe("an admin list", () => {
  it("shows a page of rows with its count, and Next asks for the rows after the last one", async () => {
    renderList({ connection: people(3, true) });
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(screen.getByText("99 results")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(search()).toBe("?after=c3");
    expect(variables()).toMatchObject({ first: 25, after: "c3" });
  });

  it("asks for the rows before the first one on Previous", async () => {
    renderList({
      connection: { ...people(2), pageInfo: { ...people(2).pageInfo, hasPreviousPage: true } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(variables()).toMatchObject({ last: 25, before: "c1" });
  });

  it("sorts by a column's header, ascending first, then descending, from the first page", async () => {
    renderList({ connection: people(2) }, "/people?sort=CREATED_AT&after=c9");
    const header = screen.getByRole("columnheader", { name: "Name" });
    expect(header).toHaveAttribute("aria-sort", "none");
    fireEvent.click(within(header).getByRole("button"));
    expect(search()).toBe("?sort=NAME");
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    fireEvent.click(within(header).getByRole("button"));
    expect(search()).toBe("?sort=-NAME");
    expect(variables().sort).toEqual({ field: "NAME", direction: "DESC" });
  });

  it("keeps the search and the filter in the URL and starts again from the first page", async () => {
    renderList({ connection: people(2) }, "/people?after=c5");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search people" }), {
      target: { value: "ann" },
    });
    await waitFor(() => expect(search()).toBe("?q=ann"));
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "suspended" },
    });
    expect(search()).toBe("?q=ann&status=suspended");
  });

  it("ignores a sort or filter value the list does not have", () => {
    renderList({ connection: people(1) }, "/people?sort=-PASSWORD&status=root");
    expect(variables().sort).toEqual({ field: "NAME", direction: "ASC" });
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("");
  });

  it("says when nothing matches, and Clear Filters brings every row back", async () => {
    renderList({ connection: people(0) }, "/people?q=zzz&status=active&sort=-NAME");
    expect(screen.getByText("No people match your search criteria")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(search()).toBe("?sort=-NAME");
  });

  it("shows the load failure with Try Again", () => {
    renderList({ error: new Error("offline") });
    expect(screen.getByText("Failed to load people")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("shows a loading state before the first answer", () => {
    renderList({});
    expect(screen.getByRole("status")).toHaveTextContent("Loading people…");
  });

  it("cuts long text short in a cell, its whole text still in the markup and the tooltip", () => {
    renderList({ connection: people(1) });
    const email = emailOf({ id: 1, name: "Person 1" });
    const cell = within(screen.getByRole("table")).getByRole("cell", { name: email });
    expect(within(cell).getByText(email)).toHaveAttribute("title", email);
    expect(getComputedStyle(within(cell).getByText(email)).whiteSpace).toBe("nowrap");
  });

  it("on a phone shows each row as a card, its actions at the foot, and sorts by buttons", () => {
    onPhone();
    const note = "A long note that wraps in a phone's card instead of being cut short";
    const connection = people(2);
    connection.edges[0]!.node.note = note;
    renderList({ connection }, "/people?sort=-NAME");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "People" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    const text = (elements: HTMLElement[]) => elements.map(element => element.textContent);
    expect(text(first.getAllByRole("term"))).toEqual(["Name", "Number", "Note", "Email"]);
    expect(text(first.getAllByRole("definition"))).toEqual([
      "Person 1",
      "#1",
      note,
      emailOf({ id: 1, name: "Person 1" }),
    ]);
    // Text wraps where no tooltip shows; an email is never broken inside a word: cut, whole in
    // its title.
    expect(first.getByText(note)).not.toHaveAttribute("title");
    const email = first.getByText(emailOf({ id: 1, name: "Person 1" }));
    expect(email).toHaveAttribute("title", email.textContent);
    expect(getComputedStyle(email).whiteSpace).toBe("nowrap");
    expect(getComputedStyle(email).textOverflow).toBe("ellipsis");
    expect(getComputedStyle(email).overflowWrap).not.toBe("anywhere");
    expect(first.getByRole("button", { name: "Call Person 1" })).toBeInTheDocument();

    const sorting = screen.getByRole("group", { name: "Sort people" });
    const byName = within(sorting).getByRole("button", { name: "Name, descending" });
    expect(byName).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(byName);
    expect(search()).toBe("?sort=NAME");
  });
});
