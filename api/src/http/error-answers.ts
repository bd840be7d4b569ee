import type { FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { AppError } from "../errors.js";
import { UNAVAILABLE } from "../graphql/errors.js";
import { sendError, sendRefusal } from "../rest/execute.js";

/** The code of a refusal Fastify made itself (a body too large, not JSON...), by its status. */
const FRAMEWORK_CODES = new Map([
  [401, "UNAUTHENTICATED"],
  [403, "FORBIDDEN"],
  [404, "NOT_FOUND"],
  [405, "METHOD_NOT_ALLOWED"],
  [413, "PAYLOAD_TOO_LARGE"],
  [415, "UNSUPPORTED_MEDIA_TYPE"],
  [429, "TOO_MANY_REQUESTS"],
]);

/**
 * The server's error handler. Bad input is the caller's error: a clear JSON answer with its
 * status, never a 500 with a stack.
 */
export function answerError(
  error: { statusCode?: number; code?: string; message: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A coded refusal from a plain route (downloads, webhooks): its status from the one table.
  if (error instanceof AppError) return sendRefusal(reply, error);
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500 && isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, "database unavailable");
    reply.header("retry-after", String(UNAVAILABLE.retryAfterSeconds));
    return sendError(reply, 503, UNAVAILABLE.message, UNAVAILABLE.code);
  }
  if (status === 500) {
    request.log.error({ err: error }, "request failed");
    return sendError(reply, 500, "Internal server error", "INTERNAL_SERVER_ERROR");
  }
  const message =
    error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
      ? "Malformed JSON in request body"
      : error.message;
  // Fastify's own codes (FST_ERR_...) are its internals: the caller gets one of ours.
  return sendError(reply, status, message, FRAMEWORK_CODES.get(status) ?? "BAD_REQUEST");
}

/** A GraphQL error answer with the request id in each error's extensions. */
export function withRequestId(payload: string, requestId: string): string | undefined {
  try {
    const body = JSON.parse(payload) as { errors?: { extensions?: object }[] };
    if (!Array.isArray(body.errors)) return undefined;
    for (const error of body.errors) error.extensions = { ...error.extensions, requestId };
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
}
