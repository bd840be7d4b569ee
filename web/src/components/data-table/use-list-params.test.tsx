import { describe, expect, it } from "@jest/globals";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { useListParams } from "./use-list-params";

const OPTIONS = {
  sortFields: ["CREATED_AT"] as const,
  defaultSort: { field: "CREATED_AT" as const, direction: "DESC" as const },
  filters: { status: ["successful", "failed"], date: ["today", "week"] },
};

function renderList(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(OPTIONS), location: useLocation() }), {
    wrapper,
  });
}

describe("a list's view in the URL", () => {
  it("keeps both of two changes made before the list rendered the first", () => {
    const { result } = renderList("/admin/payments?status=failed&after=c9");
    act(() => {
      // One render's functions, called twice before any re-render: a quick second choice.
      const { list } = result.current;
      list.setFilter("status", "successful");
      list.setFilter("date", "today");
    });
    expect(result.current.location.search).toBe("?status=successful&date=today");
    expect(result.current.list.filters).toEqual({ status: "successful", date: "today" });
  });

  it("starts a change from the URL as it is once the list has rendered it", () => {
    const { result } = renderList("/admin/payments?status=failed");
    act(() => result.current.list.setFilter("date", "week"));
    act(() => result.current.list.setSearch("alex"));
    expect(result.current.location.search).toBe("?status=failed&date=week&q=alex");
    act(() => result.current.list.clear());
    expect(result.current.location.search).toBe("");
  });
});
