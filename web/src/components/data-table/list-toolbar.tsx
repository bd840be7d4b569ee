import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { NativeSelectRoot } from "../ui/page-recipes";
import type { ListParams } from "./use-list-params";

export interface FilterMenu {
  /** The filter's name in the URL (and in useListParams' `filters`). */
  param: string;
  label: string;
  /** The choices; the "All" choice with the empty value comes first by itself. */
  options: readonly { value: string; label: string }[];
}

interface ListToolbarProps {
  list: ListParams;
  searchLabel: string;
  searchPlaceholder?: string;
  filters?: readonly FilterMenu[];
  /** Beside the search box, e.g. an Add button. */
  actions?: ReactNode;
}

const SEARCH_DELAY_MS = 300;

/** The search box (asks the server once typing pauses) and the filter menus of a list. */
export function ListToolbar({
  list,
  searchLabel,
  searchPlaceholder,
  filters = [],
  actions,
}: ListToolbarProps) {
  const { search, setSearch } = list;
  const [typed, setTyped] = useState(search);
  // The URL may change under the box (Back, Clear Filters): then show what it holds.
  const [urlSearch, setUrlSearch] = useState(search);
  if (urlSearch !== search) {
    setUrlSearch(search);
    setTyped(search);
  }
  // setSearch is new with every render: in the timer's dependencies, any render of the list
  // (an answer arriving, a refresh) would start the wait again, and a busy list never searched.
  const latestSetSearch = useRef(setSearch);
  useEffect(() => {
    latestSetSearch.current = setSearch;
  });
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => latestSetSearch.current(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  return (
    <Stack direction={{ base: "column", md: "row" }} gap="4" mb="4" align={{ md: "end" }}>
      <Field.Root flex="1">
        <Field.Label>{searchLabel}</Field.Label>
        <Input
          type="search"
          placeholder={searchPlaceholder}
          value={typed}
          onChange={event => setTyped(event.target.value)}
        />
      </Field.Root>
      {filters.map(filter => (
        <Field.Root key={filter.param} maxW={{ md: "48" }}>
          <Field.Label>{filter.label}</Field.Label>
          <NativeSelectRoot>
            <NativeSelect.Field
              value={list.filters[filter.param] ?? ""}
              onChange={event => list.setFilter(filter.param, event.target.value)}
            >
              <option value="">All</option>
              {filter.options.map(option => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </Field.Root>
      ))}
      {actions}
    </Stack>
  );
}
