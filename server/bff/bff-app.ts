import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { bodyLimit } from "hono/body-limit";
import { randomBytes } from "node:crypto";
import { clearSession, COOKIE, readSession, writeAssociate, writeSession, type SessionTokens } from "./cookies.ts";
import { ensureCsrfToken, requireCsrf } from "./csrf.ts";
import { callUpstream, channelOf, type CallContext, type UpstreamConfig } from "./upstream.ts";
import { contractProblem } from "./contract-problem.ts";
import { consumerProfileAnswer, newsletterConfirmationAnswer, newsletterSignupAnswer, smsSubscriptionAnswer } from "../../contracts/api/consumer.ts";
import { productDetailsAnswer } from "../../contracts/api/products.ts";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { MAX_BODY_BYTES, ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "../../contracts/limits.ts";
import { codeChallengeOf } from "../../contracts/pkce.ts";
import { CORRELATION_ID_HEADER } from "../../contracts/headers.ts";

/** Refresh the access token this long before it expires. */
export const REFRESH_MARGIN_SECONDS = 30;
/** A token call answered 409 is tried once more after this delay (commerce spec §7, §9). */
export const TOKEN_RETRY_DELAY_MS = 2_000;

const signinBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  /** The guest's cart, favourites and saved-for-later list, merged into the member's. */
  basketId: z.string().max(64).optional(),
  favoriteId: z.string().max(64).optional(),
  saveForLaterId: z.string().max(64).optional(),
  /** Sign-in from the order confirmation: the guest's order becomes the member's. */
  orderNo: z.string().max(64).optional(),
  st: z.string().max(512).optional(),
  /** Passed on to the commerce API, which verifies it when reCAPTCHA is on (spec §5). */
  recaptcha_response: z.string().max(4096).optional(),
});

/**
 * What browser code may call through the proxy: the commerce API's shopper paths only. Token,
 * sign-in and agent paths (tokens never reach page scripts) and the content service (drafts
 * are for editors) are not reachable.
 */
const ALLOWED = [/^\/cart\//, /^\/consumers-v3\/consumer$/, /^\/consumers-v3\/consumer\//, /^\/consumers-v3\/contactus/, /^\/consumers-v3\/utilities\//, /^\/consumers-v3\/confirmforgotpassword$/, /^\/consumers-v3\/auth\/signup$/, /^\/products\//, /^\/stores\//, /^\/wishlists\//];
const BLOCKED = [/^\/consumers-v3\/consumer\/auth\//, /^\/consumers-v3\/consumer\/agent\//];
/** A plain path: no `//` anywhere (at the start it is a URL to another host), no backslash. */
const PLAIN_PATH = /^\/(?!.*\/\/)[^\\]*$/;
const ENCODED_SEPARATORS = /%2f|%5c|%2e/i;
/** Only these answers pass: never HTML or script from upstream on the storefront's origin. */
const PASSED_CONTENT_TYPES = /^application\/(json|pdf)\b/i;

/**
 * Success answers the BFF checks against their contracts before page scripts get them: the calls
 * that shopper pages make and then trust without schema code of their own (decision 0013) —
 * the gallery's product details, and the newsletter and SMS signup's consumer calls. An answer
 * off its contract is a 502 GEN500 (the shopper sees the general message), logged here.
 */
export const CHECKED_ANSWERS: readonly { call: RegExp; answer: z.core.$ZodType }[] = [
  { call: /^GET \/products\/v2\/products\/[^/]+\/details$/, answer: productDetailsAnswer },
  { call: /^(GET|PUT) \/consumers-v3\/consumer$/, answer: consumerProfileAnswer },
  // A guest's newsletter signup, or a member's profile.
  { call: /^POST \/consumers-v3\/consumer$/, answer: z.union([newsletterSignupAnswer, consumerProfileAnswer]) },
  { call: /^(GET|POST|PUT) \/consumers-v3\/consumer\/subscription$/, answer: smsSubscriptionAnswer },
  { call: /^POST \/consumers-v3\/consumer\/subscription\/confirm$/, answer: newsletterConfirmationAnswer },
];

const associateLoginBody = z.object({ storeId: z.string().trim().min(1).max(64), employeeId: z.string().trim().min(1).max(64), password: z.string().min(1).max(1024) });

const tokenAnswer = z.looseObject({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().int().positive().optional(),
  refreshExpiresIn: z.number().int().positive().optional(),
  consumerType: z.string().optional(),
});

const agentAnswer = tokenAnswer.extend({ storeId: z.string(), storeName: z.string(), storeEmployeeId: z.string(), storeEmployeeName: z.string() });

function sessionTokensOf(answer: z.output<typeof tokenAnswer>, kind: SessionTokens["kind"]): SessionTokens {
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

function callContext(c: Context, accessToken?: string): CallContext {
  let usid = getCookie(c, COOKIE.usid);
  if (!usid || !/^[0-9a-f-]{36}$/.test(usid)) {
    usid = randomUUID();
    setCookie(c, COOKIE.usid, usid, { path: "/", httpOnly: true, sameSite: "Lax", secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true" });
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

/** guestObjects of the token call: only the ids the page sent. */
function guestObjectsOf(body: { basketId?: string; favoriteId?: string; saveForLaterId?: string }) {
  const objects = Object.fromEntries(Object.entries({ basketId: body.basketId, favoriteId: body.favoriteId, saveForLaterId: body.saveForLaterId }).filter(([, id]) => id));
  return Object.keys(objects).length ? objects : undefined;
}

/**
 * Fields of a call that only the BFF knows, filled in from the session (page scripts cannot read
 * the httpOnly cookies): the session id the loyalty token is bound to, and the refresh token a
 * password change keeps (every other session of the account is ended). What the page sent in
 * those fields is replaced; a body that is not a JSON object is passed on for the API to refuse.
 */
const SESSION_FIELDS: { call: RegExp; fill: (c: Context) => Record<string, unknown> }[] = [
  { call: /^POST \/consumers-v3\/consumer\/loyalty\/token$/, fill: (c) => ({ usid: getCookie(c, COOKIE.usid) }) },
  { call: /^POST \/consumers-v3\/consumer\/changepassword$/, fill: (c) => ({ refreshToken: readSession(c).refreshToken ?? null }) },
];

function withSessionFields(c: Context, method: string, path: string, body: string): string {
  const rule = SESSION_FIELDS.find((candidate) => candidate.call.test(`${method} ${path}`));
  if (!rule) return body;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return body;
    return JSON.stringify({ ...parsed, ...rule.fill(c) });
  } catch {
    return body;
  }
}

/**
 * The storefront's backend-for-frontend, mounted at `/api`: the only way browser code reaches
 * the commerce API. It keeps the shopper's tokens in httpOnly cookies, refreshes them, checks
 * CSRF on every mutation and adds the spec's headers.
 */
export function createBff(config: UpstreamConfig) {
  const bff = new Hono();

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

  // The commerce API takes at most 64 KiB; nothing bigger is read into memory here either.
  bff.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, 413, "ATTR300", `The body exceeds ${MAX_BODY_BYTES} bytes`) }));
  bff.use(requireCsrf);

  // The session's state for page scripts: never a token.
  bff.get("/session", (c) => {
    c.header("cache-control", "private, no-store");
    const session = readSession(c);
    return c.json({ loggedIn: session.loggedIn, associate: session.associate, csrfToken: ensureCsrfToken(c) });
  });

  /**
   * Associate sign-in (buy-in-store mode, route /associate-login): the agent login call, its
   * tokens kept in the same httpOnly cookies as a shopper's; carts made now are the associate's
   * (backend decision 0008), price adjustments become possible. Signing out ends it.
   */
  bff.post("/session/associate", async (c) => {
    const body = associateLoginBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return errorResponse(c, 400, "ATTR300", "Expected { storeId, employeeId, password }");
    const login = await callUpstream(config, callContext(c), "POST", "/consumers-v3/consumer/agent/login", JSON.stringify(body.data));
    const answer = await login.json().catch(() => undefined);
    if (!login.ok) return c.json(answer ?? {}, login.status as ContentfulStatusCode);
    const parsed = agentAnswer.safeParse(answer);
    if (!parsed.success) return errorResponse(c, 502, "AUT500", "The associate sign-in answer was not understood");
    const tokens = sessionTokensOf(parsed.data, "agent");
    clearSession(c);
    writeSession(c, tokens);
    const associate = { storeId: parsed.data.storeId, storeName: parsed.data.storeName, storeEmployeeId: parsed.data.storeEmployeeId, storeEmployeeName: parsed.data.storeEmployeeName };
    writeAssociate(c, associate, Math.max(0, tokens.refreshExpiresAt - Math.floor(Date.now() / 1000)));
    return c.json({ loggedIn: true, associate });
  });

  /**
   * Sign-in with PKCE run on the server: the verifier (32 random bytes) never leaves it; the
   * guest's cart is merged into the member's; a 409 on the token call is retried once after 2 s.
   */
  bff.post("/session/signin", async (c) => {
    const body = signinBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return errorResponse(c, 400, "ATTR300", "Expected { username, password }");
    const guestToken = await accessTokenFor(c);
    const codeVerifier = randomBytes(32).toString("base64url");
    const signin = await callUpstream(config, callContext(c, guestToken), "POST", "/consumers-v3/auth/signin", JSON.stringify({ type: "Registered", username: body.data.username, password: body.data.password, codeChallenge: codeChallengeOf(codeVerifier), recaptcha_response: body.data.recaptcha_response }));
    if (!signin.ok) return c.json(await signin.json(), signin.status as ContentfulStatusCode);
    const { authorizationCode } = (await signin.json()) as { authorizationCode: string };
    const tokenBody = JSON.stringify({ type: "Registered", authorizationCode, codeVerifier, guestObjects: guestObjectsOf(body.data), orderNo: body.data.orderNo, st: body.data.st, action: "postLogin" });
    let token = await callUpstream(config, callContext(c, guestToken), "POST", "/token/v2/auth/token", tokenBody);
    if (token.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, TOKEN_RETRY_DELAY_MS));
      token = await callUpstream(config, callContext(c, guestToken), "POST", "/token/v2/auth/token", tokenBody);
    }
    const answer = await token.json();
    if (!token.ok) return c.json(answer, token.status as ContentfulStatusCode);
    const parsed = tokenAnswer.safeParse(answer);
    if (!parsed.success) return errorResponse(c, 502, "AUT500", "The sign-in answer was not understood");
    writeSession(c, sessionTokensOf(parsed.data, "registered"));
    const session = answer as Record<string, unknown>;
    return c.json({
      loggedIn: true,
      consumerNo: session.consumerNo,
      consumerType: session.consumerType,
      basketId: session.basketId ?? null,
      mergedCartItemCountIncreased: session.mergedCartItemCountIncreased === true,
      isEmployeeDiscountTCAccepted: session.isEmployeeDiscountTCAccepted === true,
    });
  });

  bff.post("/session/signout", async (c) => {
    const session = readSession(c);
    if (session.refreshToken && session.accessToken) {
      await callUpstream(config, callContext(c, session.accessToken), "POST", "/consumers-v3/consumer/auth/signout", JSON.stringify({ refreshToken: session.refreshToken }));
    }
    clearSession(c);
    const guest = await guestSession(c);
    if (guest) writeSession(c, guest);
    return c.json({ loggedIn: false, message: "Success" });
  });

  bff.all("/commerce/*", async (c) => {
    const requested = new URL(c.req.url);
    const path = requested.pathname.slice("/api/commerce".length);
    const target = new URL(`${path}${requested.search}`, config.baseUrl);
    const allowed =
      PLAIN_PATH.test(path) &&
      !ENCODED_SEPARATORS.test(path) &&
      target.origin === new URL(config.baseUrl).origin &&
      target.pathname === path &&
      ALLOWED.some((pattern) => pattern.test(path)) &&
      !BLOCKED.some((pattern) => pattern.test(path));
    if (!allowed) return errorResponse(c, 404, "API404", `No storefront API ${c.req.method} ${path}`);
    const pathAndQuery = `${target.pathname}${target.search}`;
    const sent = c.req.method === "GET" || c.req.method === "HEAD" ? null : await c.req.text();
    const body = sent === null ? null : withSessionFields(c, c.req.method, path, sent);
    const contentType = c.req.header("content-type");

    // Reads never start a session (mutations need the CSRF cookie, so only a browser that has
    // loaded a page makes them).
    const startGuest = c.req.method !== "GET" && c.req.method !== "HEAD";
    let accessToken: string | undefined;
    let response: Response;
    try {
      accessToken = await accessTokenFor(c, { startGuest });
      response = await callUpstream(config, callContext(c, accessToken), c.req.method, pathAndQuery, body, contentType);
    } catch (error) {
      console.error(`[bff] commerce API unreachable for ${c.req.method} ${path}: ${(error as Error).message}`);
      return errorResponse(c, 502, "GEN500", "The shop is temporarily unavailable");
    }
    if (response.status === 401) {
      // The token was revoked or the server restarted: refresh once and try again.
      const refreshToken = readSession(c).refreshToken;
      const tokens = (refreshToken && (await refreshSession(c, refreshToken))) || (startGuest ? await guestSession(c) : undefined);
      if (tokens) {
        writeSession(c, tokens);
        accessToken = tokens.accessToken;
        response = await callUpstream(config, callContext(c, accessToken), c.req.method, pathAndQuery, body, contentType);
      }
    }
    // Only these headers pass: never the commerce API's cookies. `c.body` keeps the session
    // cookies set above.
    const upstreamType = response.headers.get("content-type") ?? "";
    if (!PASSED_CONTENT_TYPES.test(upstreamType)) return errorResponse(c, 502, "GEN500", "The shop answered something unexpected");
    const checked = response.ok ? CHECKED_ANSWERS.find((rule) => rule.call.test(`${c.req.method} ${path}`)) : undefined;
    let answer: ReadableStream | string | null = response.body;
    if (checked) {
      answer = await response.text();
      const problem = contractProblem(checked.answer, answer);
      if (problem !== undefined) {
        console.error(`[bff] ${c.req.method} ${path} answered off its contract: ${problem}`);
        return errorResponse(c, 502, "GEN500", "The shop answered something unexpected");
      }
    }
    c.header("content-type", upstreamType);
    c.header("x-content-type-options", "nosniff");
    c.header("cache-control", "private, no-store");
    for (const name of [CORRELATION_ID_HEADER, "content-disposition", "x-return-authorisation"]) {
      const value = response.headers.get(name);
      if (value) c.header(name, value);
    }
    return c.body(answer as ReadableStream | string, response.status as ContentfulStatusCode);
  });

  bff.notFound((c) => errorResponse(c, 404, "API404", `No storefront API ${c.req.method} ${c.req.path}`));
  return bff;
}
