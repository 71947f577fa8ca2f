import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { getCookie } from "hono/cookie";
import { CHECKED_ANSWERS } from "./checked-answers.ts";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { CORRELATION_ID_HEADER } from "../../contracts/headers.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../contracts/api/commerce-constants.ts";
import { contractProblem } from "./contract-problem.ts";
import { rememberPasses, type AnswerCheck } from "./remembered-checks.ts";
import { fromOwnPage } from "./csrf.ts";
import { COOKIE, readSession, writeSession } from "./cookies.ts";
import { callContext, type SessionKeeper } from "./session-tokens.ts";
import { callUpstream, isUpstreamTimeout, type UpstreamConfig } from "./upstream.ts";

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
 * Fields of a call that only the BFF knows, filled in from the session (page scripts cannot read
 * the httpOnly cookies): the session id the loyalty token is bound to, and the refresh token a
 * password change keeps (every other session of the account is ended). What the page sent in
 * those fields is replaced; a body that is not a JSON object is passed on for the API to refuse.
 */
const SESSION_FIELDS: { call: RegExp; fill: (c: Context) => Record<string, unknown> }[] = [
  { call: /^POST \/consumers-v3\/consumer\/loyalty\/token$/, fill: (c) => ({ usid: getCookie(c, COOKIE.usid) }) },
  { call: /^POST \/consumers-v3\/consumer\/changepassword$/, fill: (c) => ({ refreshToken: readSession(c).refreshToken ?? null }) },
];

/**
 * Headers of the page's own that reach the commerce API: the idempotency key of an order placement
 * (one per attempt of the shopper: a retry of the same attempt answers the same order). Every
 * other header is the BFF's.
 */
const PASSED_HEADERS: { call: RegExp; header: string }[] = [{ call: /^PUT \/cart\/v2\/checkout\/order$/, header: IDEMPOTENCY_KEY_HEADER }];

function passedHeaders(c: Context, method: string, path: string): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const { call, header } of PASSED_HEADERS) {
    const value = call.test(`${method} ${path}`) ? c.req.header(header) : undefined;
    if (value !== undefined) passed[header] = value;
  }
  return passed;
}

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
 * The spec path and query a browser asks for at `/api/commerce/{spec path}`, when it is a
 * shopper call on the commerce API's own origin (no other host, no encoded separators, nothing
 * blocked); else undefined.
 */
function proxiedCall(c: Context, baseUrl: string): { path: string; pathAndQuery: string } | undefined {
  const requested = new URL(c.req.url);
  const path = requested.pathname.slice("/api/commerce".length);
  const target = new URL(`${path}${requested.search}`, baseUrl);
  const allowed =
    PLAIN_PATH.test(path) &&
    !ENCODED_SEPARATORS.test(path) &&
    target.origin === new URL(baseUrl).origin &&
    target.pathname === path &&
    ALLOWED.some((pattern) => pattern.test(path)) &&
    !BLOCKED.some((pattern) => pattern.test(path));
  return allowed ? { path, pathAndQuery: `${target.pathname}${target.search}` } : undefined;
}

/**
 * The commerce API's answer as the page gets it: JSON or PDF only, checked against its contract
 * where pages trust it (CHECKED_ANSWERS), with only the headers below. Never the commerce API's
 * cookies; `c.body` keeps the session cookies the BFF set.
 */
async function passOn(c: Context, path: string, response: Response, check: AnswerCheck): Promise<Response> {
  const upstreamType = response.headers.get("content-type") ?? "";
  if (!PASSED_CONTENT_TYPES.test(upstreamType)) return errorResponse(c, 502, "GEN500", "The shop answered something unexpected");
  const checked = response.ok ? CHECKED_ANSWERS.find((rule) => rule.call.test(`${c.req.method} ${path}`)) : undefined;
  let answer: ReadableStream | Uint8Array<ArrayBuffer> | null = response.body;
  if (checked) {
    // Read as bytes, passed on as they came: a digest of them tells an answer already checked
    // (remembered-checks.ts), and only an answer not yet met is decoded and parsed.
    answer = new Uint8Array(await response.arrayBuffer());
    const problem = check(checked.answer, answer);
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
  return c.body(answer as ReadableStream | Uint8Array<ArrayBuffer>, response.status as ContentfulStatusCode);
}

/**
 * `/api/commerce/{spec path}`: the commerce API's shopper calls for page scripts, with the
 * session's token, a retry after a refresh on 401, and only JSON or PDF answers passed back.
 */
export function registerCommerceProxy(bff: Hono, config: UpstreamConfig, sessions: SessionKeeper): void {
  const { accessTokenFor, guestSession, refreshSession } = sessions;
  const check = rememberPasses(contractProblem);

  bff.all("/commerce/*", async (c) => {
    const call = proxiedCall(c, config.baseUrl);
    if (!call) return errorResponse(c, 404, "API404", `No storefront API ${c.req.method} ${new URL(c.req.url).pathname.slice("/api/commerce".length)}`);
    const { path, pathAndQuery } = call;
    const sent = c.req.method === "GET" || c.req.method === "HEAD" ? null : await c.req.text();
    const body = sent === null ? null : withSessionFields(c, c.req.method, path, sent);
    const contentType = c.req.header("content-type");
    const passed = passedHeaders(c, c.req.method, path);
    const send = (accessToken: string | undefined) => callUpstream(config, callContext(c, accessToken), c.req.method, pathAndQuery, body, contentType, passed);

    // Reads never start a session (mutations need the CSRF cookie, so only a browser that has
    // loaded a page makes them), unless one of our pages asks with the CSRF token: a read that
    // needs a shopper (the sign-in dialog's account lookup), which a crawler cannot send.
    const startGuest = (c.req.method !== "GET" && c.req.method !== "HEAD") || fromOwnPage(c);
    let response: Response;
    try {
      response = await send(await accessTokenFor(c, { startGuest }));
    } catch (error) {
      console.error(`[bff] commerce API unreachable for ${c.req.method} ${path}: ${(error as Error).message}`);
      if (isUpstreamTimeout(error)) return errorResponse(c, 504, "GEN500", "The shop took too long to answer; please try again");
      return errorResponse(c, 502, "GEN500", "The shop is temporarily unavailable");
    }
    if (response.status === 401) {
      // The token was revoked or the server restarted: refresh once and try again.
      const refreshToken = readSession(c).refreshToken;
      const tokens = (refreshToken && (await refreshSession(c, refreshToken))) || (startGuest ? await guestSession(c) : undefined);
      if (tokens) {
        writeSession(c, tokens);
        response = await send(tokens.accessToken);
      }
    }
    return passOn(c, path, response, check);
  });
}
