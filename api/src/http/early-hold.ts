import { createHash } from "node:crypto";

/**
 * The first thing a server-rendered page runs (inline in its head, before its loader /wake.js has
 * arrived): a form that the app sends (web components/forms/live-fieldset.tsx) pressed this early
 * is held, not sent as a plain GET with its fields in the address, and what is clicked is noted;
 * the loader takes both over as it runs: the app sends the held form and the presses are made again
 * once the page is live (web/src/app/wake.ts).
 */
export const EARLY_HOLD =
  "window.gaHold=function(e){var f=e.target;" +
  'if(!(f instanceof HTMLFormElement)||!f.querySelector("[data-needs-app]"))return;' +
  "e.preventDefault();e.stopPropagation();window.gaHeld={form:f,submitter:e.submitter};" +
  'var s=f.querySelector("[data-held]");if(s)s.removeAttribute("hidden")};' +
  'addEventListener("submit",window.gaHold,true);' +
  "window.gaClicked=[];window.gaClick=function(e){window.gaClicked.push(e.target)};" +
  'addEventListener("click",window.gaClick,true);';

/** The content security policy's source that lets exactly that script run. */
export const EARLY_HOLD_SOURCE = `'sha256-${createHash("sha256").update(EARLY_HOLD).digest("base64")}'`;
