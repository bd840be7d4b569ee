import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";

export type SortDirection = "ASC" | "DESC";

export const PAGE_SIZE = 25;

export interface ListOptions<Field extends string> {
  /** The sort fields of the list's GraphQL sort enum; the first option is not special. */
  sortFields: readonly Field[];
  defaultSort: { field: Field; direction: SortDirection };
  /**
   * Each filter's URL name and the values it may take, as a list or a test (for open-ended values
   * such as dates); others in the URL are ignored.
   */
  filters?: Readonly<Record<string, readonly string[] | ((value: string) => boolean)>>;
}

/** A list's view as the URL holds it, and the ways to change it. */
export interface ListParams<Field extends string = string> {
  search: string;
  filters: Record<string, string>;
  sort: { field: Field; direction: SortDirection };
  /** The GraphQL paging arguments: the first page, or a page after/before a cursor. */
  page: { first?: number; after?: string; last?: number; before?: string };
  setSearch(search: string): void;
  setFilter(name: string, value: string): void;
  /** A click on a column's header: that field ascending, or the other way if it is already so. */
  toggleSort(field: Field): void;
  clear(): void;
  next(endCursor: string): void;
  previous(startCursor: string): void;
}

const CURSORS = ["after", "before"];

/**
 * The search, filters, sort (`sort=FIELD` or `sort=-FIELD`) and cursor of an admin list in the
 * URL query, so a view can be shared, reloaded and stepped back to. Any change but paging starts
 * again from the first page.
 */
export function useListParams<Field extends string>(
  options: ListOptions<Field>,
): ListParams<Field> {
  const [params, setParams] = useSearchParams();
  // The query as last set here, until the app has rendered it: a second change made before that
  // (a filter chosen right after another on a busy machine) builds on the first instead of on the
  // query this render saw, which would undo the first.
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [params]);
  const filterValues = options.filters ?? {};

  const rawSort = params.get("sort") ?? "";
  const sortField = rawSort.replace(/^-/, "") as Field;
  const sort = options.sortFields.includes(sortField)
    ? { field: sortField, direction: (rawSort.startsWith("-") ? "DESC" : "ASC") as SortDirection }
    : options.defaultSort;

  const filters = Object.fromEntries(
    Object.entries(filterValues).flatMap(([name, allowed]) => {
      const value = params.get(name) ?? "";
      const ok =
        typeof allowed === "function" ? value !== "" && allowed(value) : allowed.includes(value);
      return ok ? [[name, value]] : [];
    }),
  );

  const after = params.get("after");
  const before = params.get("before");
  const page = before
    ? { last: PAGE_SIZE, before }
    : { first: PAGE_SIZE, ...(after ? { after } : {}) };

  /** A new query from the current one; paging changes keep the rest, other changes drop the cursor. */
  const change = (edit: (next: URLSearchParams) => void, options = { replace: false }) => {
    const next = new URLSearchParams(unrendered.current ?? params);
    CURSORS.forEach(name => next.delete(name));
    edit(next);
    unrendered.current = next;
    setParams(next, options);
  };
  const put = (next: URLSearchParams, name: string, value: string) =>
    value ? next.set(name, value) : next.delete(name);

  return {
    search: params.get("q") ?? "",
    filters,
    sort,
    page,
    // Typing replaces the entry it started; the other changes are steps Back undoes.
    setSearch: search => change(next => put(next, "q", search.trim()), { replace: true }),
    setFilter: (name, value) => change(next => put(next, name, value)),
    toggleSort: field =>
      change(next => {
        const descending = sort.field === field && sort.direction === "ASC";
        next.set("sort", `${descending ? "-" : ""}${field}`);
      }),
    clear: () =>
      change(next => {
        ["q", ...Object.keys(filterValues)].forEach(name => next.delete(name));
      }),
    next: endCursor => change(next => next.set("after", endCursor)),
    previous: startCursor => change(next => next.set("before", startCursor)),
  };
}
