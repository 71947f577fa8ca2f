import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "../../contracts/limits.ts";
import { COOKIE, readSession, secureCookies, writeSession, type SessionTokens } from "./cookies.ts";
import { callUpstream, channelOf, type CallContext, type UpstreamConfig } from "./upstream.ts";

/**
 * The shopper's tokens as the BFF keeps them: the commerce API's token answers read into
 * session cookies, refreshed before they expire, and a guest session started when a mutation
 * needs one. Page scripts never see a token (server/bff/cookies.ts).
 */

/** Refresh the access token this long before it expires. */
export const REFRESH_MARGIN_SECONDS = 30;

export const tokenAnswer = z.looseObject({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().int().positive().optional(),
  refreshExpiresIn: z.number().int().positive().optional(),
  consumerType: z.string().optional(),
});

export const agentAnswer = tokenAnswer.extend({ storeId: z.string(), storeName: z.string(), storeEmployeeId: z.string(), storeEmployeeName: z.string() });

export function sessionTokensOf(answer: z.output<typeof tokenAnswer>, kind: SessionTokens["kind"]): SessionTokens {
  const now = Math.floor(Date.now() / 1000);
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    accessExpiresAt: now + (answer.expiresIn ?? ACCESS_TOKEN_TTL_SECONDS),
    refreshExpiresAt: now + (answer.refreshExpiresIn ?? REFRESH_TOKEN_TTL_SECONDS),
    kind,
    employee: answer.consumerType === "EMPLOYEE",
  };
}

export function callContext(c: Context, accessToken?: string): CallContext {
  let usid = getCookie(c, COOKIE.usid);
  if (!usid || !/^[0-9a-f-]{36}$/.test(usid)) {
    usid = randomUUID();
    setCookie(c, COOKIE.usid, usid, { path: "/", httpOnly: true, sameSite: "Lax", secure: secureCookies(c) });
  }
  const locale = c.req.header("x-locale") ?? c.req.header("accept-language")?.split(",")[0]?.trim() ?? "en-US";
  return { usid, locale: /^[A-Za-z]{2}(-[A-Za-z]{2})?$/.test(locale) ? locale : "en-US", accessToken, channel: channelOf(c.req.header("user-agent")), clientAddress: clientAddressOf(c) };
}

/**
 * The socket's remote address (Node server); undefined in tests that call the app directly.
 * A client's own `x-forwarded-for` is never trusted: it would choose its own rate-limit bucket.
 */
function clientAddressOf(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** The session keeper of one upstream: token calls, and a usable access token for a request. */
export function createSessionKeeper(config: UpstreamConfig) {
  async function tokenCall(c: Context, body: unknown, kind: SessionTokens["kind"], accessToken?: string): Promise<SessionTokens | undefined> {
    const response = await callUpstream(config, callContext(c, accessToken), "POST", "/token/v2/auth/token", JSON.stringify(body));
    if (!response.ok) return undefined;
    const parsed = tokenAnswer.safeParse(await response.json());
    return parsed.success ? sessionTokensOf(parsed.data, kind) : undefined;
  }

  const guestSession = (c: Context) => tokenCall(c, { type: "Guest" }, "guest");
  const refreshSession = (c: Context, refreshToken: string) => {
    const session = readSession(c);
    return tokenCall(c, { type: "Refresh", refreshToken }, session.associate ? "agent" : session.loggedIn ? "registered" : "guest");
  };

  /**
   * A usable access token for this browser: the current one, refreshed, or a new guest's.
   * `startGuest: false` (reads): no new guest session — a crawler or script without cookies
   * would otherwise leave a stored session behind on every call; reads that need a shopper
   * then answer 401, as they would for any caller without a session.
   */
  async function accessTokenFor(c: Context, options: { startGuest: boolean } = { startGuest: true }): Promise<string | undefined> {
    const session = readSession(c);
    const now = Math.floor(Date.now() / 1000);
    if (session.accessToken && session.accessExpiresAt > now + REFRESH_MARGIN_SECONDS) return session.accessToken;
    let tokens = session.refreshToken ? await refreshSession(c, session.refreshToken) : undefined;
    if (!tokens && options.startGuest) tokens = await guestSession(c);
    if (!tokens) return undefined;
    writeSession(c, tokens);
    return tokens.accessToken;
  }

  return { tokenCall, guestSession, refreshSession, accessTokenFor };
}

export type SessionKeeper = ReturnType<typeof createSessionKeeper>;
