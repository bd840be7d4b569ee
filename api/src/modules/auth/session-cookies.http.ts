import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { ACCESS_SECONDS, REFRESH_SECONDS, type SessionTokens } from "./session.service.js";

// The HTTP side of sessions: services hand over tokens, and only this file touches cookies.
export const ACCESS_COOKIE = "ga_access";
export const REFRESH_COOKIE = "ga_refresh";

const cookieOptions = (config: Config, maxAge: number) => ({
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: config.isProduction,
  maxAge,
});

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: SessionTokens) {
  reply.setCookie(ACCESS_COOKIE, tokens.access, cookieOptions(config, ACCESS_SECONDS));
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, cookieOptions(config, REFRESH_SECONDS));
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const { maxAge: _maxAge, ...options } = cookieOptions(config, 0);
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
}

export const accessCookie = (request: FastifyRequest) => request.cookies[ACCESS_COOKIE];
export const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];

/** Whether the browser attached our session, the only ambient authority a request can carry. */
export const hasSessionCookie = (request: FastifyRequest) =>
  request.cookies?.[ACCESS_COOKIE] !== undefined || request.cookies?.[REFRESH_COOKIE] !== undefined;
