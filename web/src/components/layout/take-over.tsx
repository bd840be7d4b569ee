import { useEffect, useLayoutEffect } from "react";
import { useServerRendered } from "../../lib/server-rendered";

// What a visitor typed or chose on a page the server rendered, before the app took the page
// over (app/main.tsx hydrates it; app/wake.ts starts it). React keeps a field's text as it finds
// it when it hydrates, but its state is still the server's: the next render would put the
// server's value back, and the page would not apply the input (the catalogue unfiltered). So the
// app takes the fields over as the visitor left them: each changed field's change is given to its
// handler, as if it had been made in the live page.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field's text, or a select's chosen options, as the visitor left it. */
interface Entered {
  field: Field;
  value: string;
  selected?: boolean[];
}

const TYPED = new Set(["text", "search", "email", "tel", "url", "password", "number"]);

function entered(field: Element): Entered | null {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (options.every(option => option.selected === option.defaultSelected)) return null;
    return { field, value: field.value, selected: options.map(option => option.selected) };
  }
  const typed =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && TYPED.has(field.type));
  if (!typed || field.value === field.defaultValue) return null;
  return { field, value: field.value };
}

/** The value's setter behind React's own (React records the value a field had when last set). */
function setBehindReact(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

/** Gives one field's entry to its handler (React's onChange), caret kept. */
function replay({ field, value, selected }: Entered) {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    [...field.options].forEach((option, index) => (option.selected = selected?.[index] ?? false));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const focused = document.activeElement === field;
  const [start, end] = focused ? caret(field) : [null, null];
  // React's record: the server's value, so that the entry counts as a change.
  field.value = field.defaultValue;
  setBehindReact(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (start !== null && end !== null) field.setSelectionRange(start, end);
}

/** The caret of a field that has one (an email field has none). */
function caret(field: HTMLInputElement | HTMLTextAreaElement): [number | null, number | null] {
  try {
    return [field.selectionStart, field.selectionEnd];
  } catch {
    return [null, null];
  }
}

/**
 * Reads what the visitor entered in `root`'s fields; call it as the hydrated fields are committed
 * (a layout effect: before any render could put the server's values back). Answers the function
 * that gives each entry to the app, to call once the commit is over (each change then renders at
 * once, one after the other, as typed).
 */
function takeOverFields(root: ParentNode): () => void {
  const entries = [...root.querySelectorAll("input, textarea, select")].flatMap(
    field => entered(field) ?? [],
  );
  return () => entries.forEach(replay);
}

let tookOver = false;

/**
 * Takes a page the server rendered over, once: the fields as the visitor left them, then tells
 * the page's loader (app/wake.ts) that the page is live (the presses and the sending it held can
 * go). It sits inside the page's Suspense boundary (SiteLayout), after the page: React hydrates
 * that boundary in a commit of its own, after the root's, and a field not hydrated yet would not
 * see its change (nor would the app see a form sent).
 */
export function TakeOver() {
  const serverRendered = useServerRendered();
  useLayoutEffect(() => {
    if (!serverRendered || tookOver) return;
    tookOver = true;
    queueMicrotask(takeOverFields(document.getElementById("root") ?? document));
  }, [serverRendered]);
  useEffect(() => {
    if (serverRendered) document.dispatchEvent(new Event("ga:live"));
  }, [serverRendered]);
  return null;
}
