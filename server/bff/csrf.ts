import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { COOKIE, secureCookies } from "./cookies.ts";
import { errorResponse } from "../../contracts/errors/error-body.ts";

export const CSRF_HEADER = "x-csrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The CSRF token of this browser (readable by page scripts, which echo it in a header). */
export function ensureCsrfToken(c: Context): string {
  let token = getCookie(c, COOKIE.csrf);
  if (!token || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) {
    token = randomBytes(24).toString("base64url");
    setCookie(c, COOKIE.csrf, token, { path: "/", sameSite: "Strict", secure: secureCookies(c) });
  }
  return token;
}

function sameOrigin(c: Context): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = c.req.header("origin");
  if (!origin) return true; // same-origin fetches without Origin are covered by the token
  return origin === new URL(c.req.url).origin;
}

/**
 * Every mutation must come from our own pages: the same origin (Origin / Sec-Fetch-Site) and
 * the double-submit token (header equal to the cookie). SameSite cookies are the third line.
 * A refusal is 403 with the catalogue's AUT432 (authorisation failed).
 */
export const requireCsrf: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (!fromOwnPage(c)) return errorResponse(c, 403, "AUT432", "This request did not come from the storefront's own pages");
  return next();
};

/** The request carries the double-submit token (header equal to the cookie) from the same origin: one of our pages sent it. */
export function fromOwnPage(c: Context): boolean {
  const cookie = getCookie(c, COOKIE.csrf);
  const header = c.req.header(CSRF_HEADER);
  const tokensMatch = Boolean(cookie && header && cookie.length === header.length && timingSafeEqual(Buffer.from(cookie), Buffer.from(header)));
  return tokensMatch && sameOrigin(c);
}
