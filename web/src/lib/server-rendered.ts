import { createContext, useContext, useSyncExternalStore } from "react";

/**
 * Whether the page came rendered from the server (a visitor's public page, api modules/site):
 * the first render must then match the server's HTML, so nothing is held back for after the first
 * paint and nothing is read from the browser's storage before hydration.
 */
export const ServerRendered = createContext(false);

export const useServerRendered = () => useContext(ServerRendered);

const unsubscribed = () => () => {};

/**
 * Whether the app is live: false on the server and while a server-rendered page is hydrated,
 * true from the render after. A form that needs the app to send it keeps its submit button
 * disabled until then, so that a press on a slow phone does not send the form as a plain GET
 * (its fields in the address) while the script is still on its way.
 */
export const useLive = () =>
  useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );
