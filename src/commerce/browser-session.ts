/**
 * The shopper's session as browser code sees it: the CSRF token (a readable cookie the BFF sets,
 * echoed in a header on every write) and the id of the shopper's cart (a readable cookie, so that
 * the server can tell a cart exists; the cart itself is bound to the session's httpOnly token).
 */

import { cartCookieOf, readCookie } from "./cookies.ts";

export { cartCookieOf, readCookie };

/** The BFF's readable CSRF cookie (server/bff/cookies.ts), echoed in `x-csrf-token`. */
export const CSRF_COOKIE = "rl_csrf";
/** A cart is kept for 30 days of inactivity, like the commerce API's guest carts. */
const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

let sessionRequest: Promise<string | undefined> | undefined;

/**
 * The CSRF token (the BFF's readable cookie, echoed in a header on every write): the cookie, or,
 * on a first visit before any session call, `/api/session`'s. Two first requests of a visit may
 * each be given a token; the cookie the browser kept is the one the server compares with, so it
 * wins over the token in the answer's body (read either way: an unread body keeps the request open).
 */
export async function browserCsrfToken(): Promise<string | undefined> {
  const cookie = readCookie(document.cookie, CSRF_COOKIE);
  if (cookie) return cookie;
  sessionRequest ??= fetch("/api/session", { credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) => {
      const answer: unknown = await response.json().catch(() => undefined);
      const token = answer && typeof answer === "object" && "csrfToken" in answer && typeof answer.csrfToken === "string" ? answer.csrfToken : undefined;
      return readCookie(document.cookie, CSRF_COOKIE) ?? token;
    })
    .catch(() => undefined)
    .finally(() => (sessionRequest = undefined));
  return sessionRequest;
}

/** Where the shopper's cart id on a site is remembered between pages. */
export function browserCartStoreFor(siteId: string) {
  const name = cartCookieOf(siteId);
  return {
    get: (): string | undefined => readCookie(document.cookie, name) || undefined,
    set(basketId: string | undefined): void {
      const secure = location.protocol === "https:" ? "; Secure" : "";
      document.cookie = basketId
        ? `${name}=${encodeURIComponent(basketId)}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
        : `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}

/**
 * Whether the browser holds a shopper session (the BFF's readable refresh-expiry marker): reads that
 * need one (favourites, the saved-for-later list) are not made without it.
 */
export const hasShopperSession = () => typeof document !== "undefined" && readCookie(document.cookie, "rl_rt_exp") !== undefined;

/**
 * Whether an in-store associate is signed in on this browser (the BFF's readable buy-in-store
 * marker): favourites and saved-for-later are off then (commerce spec §4), so nothing asks for them.
 */
export const isStoreMode = () => typeof document !== "undefined" && readCookie(document.cookie, "rl_store_mode") === "1";
