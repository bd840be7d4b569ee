import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

/**
 * The exit code of a process that cannot start with its configuration (sysexits' EX_CONFIG):
 * `npm start`'s supervisor (api/bin/run.mjs) does not restart it, as that would not help.
 */
export const EXIT_CONFIG = 78;

/**
 * The id of the request whose work is running: `buildApp` enters it when a request arrives and
 * again before its handler (after the body is read), so callbacks and promises it starts keep it.
 */
export const currentRequest = new AsyncLocalStorage<string>();

/**
 * An error nobody caught (a throw in a callback, a rejected promise nobody awaits) ends the
 * process, never silently: one fatal line with the error and, when it came from a request's work,
 * that request's `reqId`, written out before the process exits with code 1 (`npm start`'s
 * supervisor or the container's restart policy starts it again).
 */
export function exitOnUncaught(logger: Logger) {
  const fatal = (what: string) => (error: unknown) => {
    const err = error instanceof Error ? error : new Error(String(error));
    logger.fatal({ err, reqId: currentRequest.getStore() }, `${what}: exiting`);
    logger.flush();
    process.exit(1);
  };
  process.on("uncaughtException", fatal("Uncaught exception"));
  process.on("unhandledRejection", fatal("Unhandled promise rejection"));
}
