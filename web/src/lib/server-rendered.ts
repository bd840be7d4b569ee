import { createContext, useContext } from "react";

/**
 * Whether the page came rendered from the server (a visitor's public page, api modules/site):
 * the first render must then match the server's HTML, so nothing is held back for after the first
 * paint and nothing is read from the browser's storage before hydration.
 */
export const ServerRendered = createContext(false);

export const useServerRendered = () => useContext(ServerRendered);

/**
 * The cookies as the page reads them: on the server the request's (app/server.tsx: only those a
 * render may read, api http/page-renderer), in the browser its own.
 */
export const RequestCookies = createContext<string | null>(null);

export const useCookies = () => useContext(RequestCookies) ?? document.cookie;

/** A cookie's value as sent (first of its name), or undefined. */
export function cookieValue(cookies: string, name: string): string | undefined {
  return cookies
    .split("; ")
    .find(cookie => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
