// The app's loader on a page the server rendered (a visitor's public page: api modules/site,
// page-body.rules.ts puts this script, built as /wake.js, in place of the app's entry). The page is
// complete without the app: its links navigate and its filters are plain forms. So a phone spends
// nothing on the app's scripts while the page paints and is read: they are fetched when the
// browser is idle, and run (the app hydrates the page) at the visitor's first sign of intent
// (a pointer, a touch, a key, focus, a field changed), or when idle on a page whose form needs
// the app. A press on a button made before the app handles presses is pressed again once the
// page is live, and so is the sending of a form that needs the app. What was typed or chosen in
// the meantime, the app takes over as it starts (components/layout/take-over.tsx).

/** What the page announces on the document (components/layout/take-over.tsx): it is live. */
const LIVE_EVENT = "ga:live";

/**
 * What is pressed again: buttons and widgets the app brings to life, not links (they navigate by
 * themselves) or fields (the app takes them over as it starts).
 */
const REPLAYED = 'button:not([type="submit"]), [role="button"], [role="tab"], [role="switch"]';
const INTENT = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "input",
  "change",
];

/** The browser moves the pointer by itself when the page moves under it: that is no intent. */
const moved = (event: Event) =>
  !(event instanceof MouseEvent) || event.movementX !== 0 || event.movementY !== 0;

/**
 * Whether the visitor already acted before this script ran (it runs as soon as it arrives, but a
 * fast hand on a slow network may be faster): a field changed from what the page came with, or
 * focus inside the page.
 */
function touched(): boolean {
  const changed = [...document.querySelectorAll("#root input, #root select, #root textarea")].some(
    field =>
      field instanceof HTMLSelectElement
        ? [...field.options].some(option => option.selected !== option.defaultSelected)
        : (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
          field.value !== field.defaultValue,
  );
  const focused = document.activeElement;
  return (
    changed || (focused !== null && focused !== document.body && focused.closest("#root") !== null)
  );
}

/** Focus again, so that the app's widgets (which react to focus, then a press) see it. */
const refocus = (element: HTMLElement) => {
  element.blur();
  element.focus({ preventScroll: true });
};

/** When the browser has nothing else to do (the app's widgets start after their first render). */
const idle = () =>
  new Promise<void>(resolve => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });

/**
 * Where the focus is, told to the app again; then each press again, as the visitor made it:
 * focus, then (once the app has seen it) the press.
 */
async function replay(pressed: HTMLElement[]) {
  await idle();
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) refocus(active);
  for (const press of pressed) {
    const target = await hydrated(press);
    if (!target) continue;
    refocus(target);
    await idle();
    target.click();
  }
}

/**
 * The pressed control once the app has it: itself, or the one that took its place. A part the app
 * loads late (a lazy menu) stays the server's inert markup until its code is there, even after the
 * page is live; React marks the elements it has taken over (`__reactProps$...`). Waits up to 5 s.
 */
async function hydrated(press: HTMLElement): Promise<HTMLElement | undefined> {
  const current = () => (press.isConnected ? press : successorOf(press));
  for (let wait = 0; wait < 50; wait += 1) {
    const target = current();
    if (target && Object.keys(target).some(key => key.startsWith("__reactProps$"))) return target;
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  return current();
}

/** What a visitor would call a control: its kind, role, label and text. */
const nameOf = (element: Element) =>
  [
    element.tagName,
    element.getAttribute("role"),
    element.getAttribute("aria-label"),
    element.textContent?.trim(),
  ].join("\u0000");

/**
 * The control that took a pressed one's place when the app started (a part the app loads late
 * stands in for it until then, and is a new element): the one named the same, if one is.
 */
function successorOf(pressed: HTMLElement): HTMLElement | undefined {
  const name = nameOf(pressed);
  return [...document.querySelectorAll<HTMLElement>(`#root :is(${REPLAYED})`)].find(
    element => nameOf(element) === name,
  );
}

/**
 * A tab strip's cue that more tabs lie beyond its end (components/ui/page-recipes.tsx renders it
 * hidden until the app measures the strip): shown while the strip scrolls on, and a press on it
 * scrolls, until the page is live. Returns the end of that.
 */
function showScrollCues(): () => void {
  const cues = [...document.querySelectorAll<HTMLElement>("#root [data-scroll-cue=after]")];
  const strips = cues.flatMap(cue => {
    const list = cue.previousElementSibling;
    return list instanceof HTMLElement ? [{ cue, list }] : [];
  });
  const measure = () => {
    for (const { cue, list } of strips)
      cue.hidden = list.scrollWidth - list.clientWidth - Math.abs(list.scrollLeft) <= 1;
  };
  const press = (event: Event) => {
    const strip = strips.find(({ cue }) => cue.contains(event.target as Node));
    strip?.list.scrollBy({ left: strip.list.clientWidth * 0.6, behavior: "smooth" });
  };
  measure();
  for (const { list } of strips) list.addEventListener("scroll", measure, { passive: true });
  addEventListener("resize", measure);
  document.addEventListener("click", press);
  return () => {
    for (const { list } of strips) list.removeEventListener("scroll", measure);
    removeEventListener("resize", measure);
    document.removeEventListener("click", press);
  };
}

const script = document.querySelector<HTMLScriptElement>("script[data-app]");
const app = script?.dataset.app;
if (app) {
  const modules = [app, ...(script.dataset.preload ?? "").split(" ").filter(Boolean)];
  // Fetched into the cache when idle (not parsed: that is work for the page's main thread), then
  // preloaded as modules all at once when the app starts (from the cache, without a waterfall).
  const link = (rel: string) => {
    for (const href of modules) {
      const element = document.createElement("link");
      element.rel = rel;
      element.crossOrigin = "";
      element.href = href;
      document.head.append(element);
    }
  };

  // A form that needs the app (components/forms/live-fieldset.tsx) is sent by the app: sent
  // before the app has taken it over, it would go as a plain GET, its fields in the address. The
  // press is held (the form says so) and made again once the page is live: sent once, by the app.
  // A form sent before this script arrived was held by the page's first, inline script (api
  // http/early-hold.ts): taken over here, and that script's hold ends.
  let held = window.gaHeld;
  if (window.gaHold) removeEventListener("submit", window.gaHold, true);
  const hold = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.querySelector("[data-needs-app]")) return;
    event.preventDefault();
    event.stopPropagation(); // the app, taking the page over, sends it from its replay only
    held = { form, submitter: event.submitter };
    form.querySelector("[data-held]")?.removeAttribute("hidden");
  };
  document.addEventListener("submit", hold, true);

  // Held until the page is live, not passed on to the app while it hydrates: a press the app saw
  // half-hydrated could be lost (or answered, then pressed again); held, it is answered once.
  const replayedOf = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest(REPLAYED) : null;
    return control instanceof HTMLElement && !control.closest("a[href]") ? control : undefined;
  };
  // Pressed before this script arrived: noted by the page's first, inline script, taken over here.
  if (window.gaClick) removeEventListener("click", window.gaClick, true);
  const pressed = (window.gaClicked ?? []).flatMap(target => replayedOf(target) ?? []);
  const record = (event: Event) => {
    const target = replayedOf(event.target);
    if (!target) return;
    pressed.push(target);
    event.stopPropagation();
  };
  document.addEventListener("click", record, true);
  const stopRecording = () => document.removeEventListener("click", record, true);
  // This runs as soon as it arrives: maybe before the rest of the page has.
  let hideScrollCues = () => {};
  const cuesShown = () => (hideScrollCues = showScrollCues());
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", cuesShown, { once: true });
  else cuesShown();
  document.addEventListener(
    LIVE_EVENT,
    () => {
      stopRecording();
      hideScrollCues();
      document.removeEventListener("submit", hold, true);
      void replay(pressed).then(() => {
        if (!held?.form.isConnected) return;
        held.form.querySelector("[data-held]")?.setAttribute("hidden", "");
        const { submitter } = held;
        held.form.requestSubmit(
          submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
            ? submitter
            : null,
        );
      });
    },
    { once: true },
  );

  let started = false;
  const start = (event: Event) => {
    if (started || !moved(event)) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, start, true);
    link("modulepreload");
    import(/* @vite-ignore */ app).catch((error: unknown) => {
      // The page still reads and navigates; a reload tries again.
      console.error("The app could not be loaded", error);
    });
  };
  for (const type of INTENT) addEventListener(type, start, { capture: true, passive: true });
  if (touched() || pressed.length > 0) start(new Event("touched"));

  const whenIdle = async () => {
    await idle();
    if (document.querySelector("[data-needs-app]")) start(new Event("idle"));
    else if (!started) link("prefetch");
  };
  if (document.readyState === "complete") void whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

declare global {
  interface Window {
    /** The inline script's hold of a form sent before this loader ran, and what it held. */
    gaHold?: (event: SubmitEvent) => void;
    gaHeld?: { form: HTMLFormElement; submitter: HTMLElement | null };
    /** The inline script's note of what was clicked before this loader ran, and its listener. */
    gaClicked?: EventTarget[];
    gaClick?: (event: MouseEvent) => void;
  }
}

export {}; // a module (its names stay its own), not a script
