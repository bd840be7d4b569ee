import type { FastifyReply, FastifyRequest } from "fastify";
import { LogController } from "fastify";
import { type DestinationStream, type Logger, pino, stdSerializers, stdTimeFunctions } from "pino";
import { passesLuhn } from "./luhn.js";

/**
 * Never logged where a log call names them: session cookies, credentials, passwords and tokens,
 * and whole request bodies or GraphQL variables (nothing logs them; these paths catch a slip).
 */
export const LOG_REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  ...["password", "currentPassword", "newPassword", "token", "secret", "body", "variables"].flatMap(
    key => [key, `*.${key}`],
  ),
];

/**
 * The last guard on every line as written: an API token (`gat_...`), a JWT (session, refresh or
 * sibling-system token), the password of a URL (`smtp://user:password@host`) or a card-like
 * number (13-19 digits that pass the Luhn check) inside an error message or a stack is masked.
 * A JSON number (after `:` or `.`, such as a response time's fraction) is not a card, and ISO
 * times keep the epoch milliseconds from looking like one.
 */
const SECRET_TEXT =
  /gat_[A-Za-z0-9_-]+|eyJ[\w-]+\.[\w-]+\.[\w-]*|(?<=\/\/[^\s:@/"]+:)[^\s@/"]+(?=@)|(?<![\d.:])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){3}|\d{4} \d{6} \d{5})(?![\d.])/g;
export const maskSecrets = (text: string) =>
  text.replace(SECRET_TEXT, found => {
    if (found.startsWith("gat_")) return "gat_[redacted]";
    // A run of digits is masked when it could be a card number: every card number passes the
    // Luhn check, most other long numbers (a migration's timestamp, an id) do not.
    return /^[\d -]+$/.test(found) && !passesLuhn(found.replace(/\D/g, "")) ? found : "[redacted]";
  });

/** A request as logged: its route and path, never the query string (GET /graphql variables). */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split("?")[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  // A pg error carries the connection it failed on (`client`: its parameters and the backend's
  // cancel key), which says nothing about the failure.
  err: (error: Error) => {
    const { client: _client, ...rest } = stdSerializers.err(error) as { client?: unknown };
    return rest;
  },
};

/** The one JSON log stream of a process (main, worker, and each app of the tests). */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: LOG_REDACT,
      serializers,
      timestamp: stdTimeFunctions.isoTime,
      hooks: { streamWrite: maskSecrets },
    },
    // Written in the background, in batches of 4 KiB or every second, whichever comes first (one
    // write for a dozen request lines under load); pino writes what is left when the process exits.
    stream ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  );
}

/** One line per request when it is answered (method, route, status, time), none on arrival. */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      "request completed",
    );
  }
}
