import { describe, expect, it } from "@jest/globals";
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ServerRendered } from "../../lib/server-rendered";
import { TakeOver } from "./take-over";

/** A form as the pages have them: state that the fields' handlers set. */
function Form() {
  const [name, setName] = useState("");
  const [note, setNote] = useState("");
  const [format, setFormat] = useState("all");
  return (
    <form aria-label="Form">
      <input aria-label="Name" value={name} onChange={event => setName(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={event => setNote(event.target.value)} />
      <select aria-label="Format" value={format} onChange={event => setFormat(event.target.value)}>
        <option value="all">All</option>
        <option value="online">Online</option>
      </select>
      <output>{`${name}|${note}|${format}`}</output>
    </form>
  );
}

const page = (
  <ServerRendered value>
    <Form />
    <TakeOver />
  </ServerRendered>
);

describe("TakeOver", () => {
  it("gives what the visitor entered before the app was live to the fields' handlers, then says the page is live", async () => {
    const root = document.createElement("div");
    root.id = "root";
    root.innerHTML = renderToString(page);
    document.body.append(root);
    // The visitor, before the app: typing and a choice in the server's markup.
    screen.getByLabelText<HTMLInputElement>("Name").value = "Pat Early";
    screen.getByLabelText<HTMLTextAreaElement>("Note").value = "Two\nlines";
    screen.getByLabelText<HTMLSelectElement>("Format").value = "online";
    let live = false;
    document.addEventListener("ga:live", () => (live = true), { once: true });

    await act(async () => {
      hydrateRoot(root, page);
      await Promise.resolve();
    });

    expect(screen.getByRole("status")).toHaveTextContent("Pat Early|Two lines|online");
    // Kept in the fields, now the app's own state.
    expect(screen.getByLabelText("Name")).toHaveValue("Pat Early");
    expect(screen.getByLabelText("Note")).toHaveValue("Two\nlines");
    expect(screen.getByLabelText("Format")).toHaveValue("online");
    expect(live).toBe(true);
    root.remove();
  });
});
