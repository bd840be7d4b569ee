import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { LinkedSystemsDocument, type LinkedSystemsQuery } from "../systems.generated";
import { learner } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

const SYSTEMS: LinkedSystemsQuery["systems"] = [
  ["MAIN", "Main Portal", null],
  ["LMS", "Learning Management System", "https://lms.example"],
  ["VIDEO", "Video System", null],
].map(([id, name, url]) => ({
  __typename: "LinkedSystem" as const,
  id: id as LinkedSystemsQuery["systems"][number]["id"],
  name: name as string,
  description: `${name} Portal`,
  url,
  isAvailable: true,
}));

function systemsAre(systems: LinkedSystemsQuery["systems"]) {
  server.use(
    api.query(LinkedSystemsDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", systems } }),
    ),
  );
}

async function openSystemsMenu() {
  signedInAs(learner);
  await renderApp("/about");
  const header = within(screen.getByRole("banner"));
  fireEvent.click(await header.findByRole("button", { name: "Systems" }));
  return screen.findByRole("menu");
}

describe("systems dropdown", () => {
  it("is there only for a signed-in user", async () => {
    await renderApp("/about");
    expect(screen.queryByRole("button", { name: "Systems" })).not.toBeInTheDocument();
  });

  // Choosing an entry is tried in a real browser (e2e/tests/navigation.spec.ts): jsdom's
  // pointer events do not drive the menu's selection.
  it("lists the sibling systems, not this portal", async () => {
    systemsAre(SYSTEMS);
    const menu = within(await openSystemsMenu());
    expect(await menu.findByRole("menuitem", { name: "Video System" })).toBeInTheDocument();
    expect(menu.getByRole("menuitem", { name: "Learning Management System" })).toBeInTheDocument();
    expect(menu.queryByRole("menuitem", { name: "Main Portal" })).not.toBeInTheDocument();
  });

  it("says No systems available when there are none", async () => {
    systemsAre([]);
    const menu = within(await openSystemsMenu());
    expect(await menu.findByText("No systems available")).toBeInTheDocument();
  });

  it("falls back to the built-in systems when the list cannot be loaded", async () => {
    server.use(api.query(LinkedSystemsDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")));
    const menu = within(await openSystemsMenu());
    expect(await menu.findByRole("menuitem", { name: "Storage System" })).toBeInTheDocument();
    expect(menu.getByRole("menuitem", { name: "Learning Management System" })).toBeInTheDocument();
    expect(menu.getByRole("menuitem", { name: "Video System" })).toBeInTheDocument();
    expect(menu.queryByText("No systems available")).not.toBeInTheDocument();
  });
});
