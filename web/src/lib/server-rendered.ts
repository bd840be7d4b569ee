import { createContext, useContext } from "react";

/**
 * Whether the page came rendered from the server (a visitor's public page, api modules/site):
 * the first render must then match the server's HTML, so nothing is held back for after the first
 * paint and nothing is read from the browser's storage before hydration.
 */
export const ServerRendered = createContext(false);

export const useServerRendered = () => useContext(ServerRendered);
