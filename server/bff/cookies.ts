import { SITES } from "../../contracts/sites.ts";
import { cartCookieOf } from "../../src/commerce/cookies.ts";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The shopper's session in cookies. Tokens are httpOnly (page scripts never read them); the
 * markers the spec names (login, refresh expiry, access expiry, employee) are readable so that
 * browser code knows the session's state, and carry no secret.
 */
export const COOKIE = {
  accessToken: "rl_at",
  refreshToken: "rl_rt",
  csrf: "rl_csrf",
  usid: "rl_usid",
  markerLogin: "rl_login",
  markerAccessExpiry: "rl_at_exp",
  markerRefreshExpiry: "rl_rt_exp",
  markerEmployee: "rl_employee",
  /** Buy-in-store mode: the associate's store and name (httpOnly; told to pages by /api/session). */
  associate: "rl_associate",
  /** Buy-in-store mode's readable marker (no secret): page scripts leave favourites and saved-for-later alone (commerce spec §4). */
  markerStoreMode: "rl_store_mode",
} as const;

declare module "hono" {
  interface ContextVariableMap {
    /** Set by the storefront app from its settings (server/config.ts): false for local HTTP. */
    secureCookies: boolean;
  }
}

/** Whether cookies carry `Secure`: as the storefront app's settings say, and yes when nothing says. */
export const secureCookies = (c: Context): boolean => c.get("secureCookies") ?? true;

export interface SessionTokens {
  accessToken: string;
  /** Seconds since the epoch. */
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  kind: "guest" | "registered" | "agent";
  employee?: boolean;
}

export function writeSession(c: Context, tokens: SessionTokens): void {
  const base = { path: "/", sameSite: "Lax" as const, secure: secureCookies(c) };
  const refreshMaxAge = Math.max(0, tokens.refreshExpiresAt - Math.floor(Date.now() / 1000));
  setCookie(c, COOKIE.accessToken, tokens.accessToken, { ...base, httpOnly: true, maxAge: refreshMaxAge });
  setCookie(c, COOKIE.refreshToken, tokens.refreshToken, { ...base, httpOnly: true, maxAge: refreshMaxAge });
  setCookie(c, COOKIE.markerAccessExpiry, String(tokens.accessExpiresAt), { ...base, maxAge: refreshMaxAge });
  setCookie(c, COOKIE.markerRefreshExpiry, String(tokens.refreshExpiresAt), { ...base, maxAge: refreshMaxAge });
  if (tokens.kind === "guest") deleteCookie(c, COOKIE.markerLogin, { path: "/" });
  else setCookie(c, COOKIE.markerLogin, "1", { ...base, maxAge: refreshMaxAge });
  if (tokens.employee) setCookie(c, COOKIE.markerEmployee, "1", { ...base, maxAge: refreshMaxAge });
  else deleteCookie(c, COOKIE.markerEmployee, { path: "/" });
}

export function clearSession(c: Context): void {
  const baskets = SITES.map((site) => cartCookieOf(site.siteId));
  for (const name of [COOKIE.accessToken, COOKIE.refreshToken, COOKIE.markerLogin, COOKIE.markerAccessExpiry, COOKIE.markerRefreshExpiry, COOKIE.markerEmployee, ...baskets, COOKIE.associate, COOKIE.markerStoreMode]) {
    deleteCookie(c, name, { path: "/" });
  }
}

export interface AssociateSession {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

export function writeAssociate(c: Context, associate: AssociateSession, maxAge: number): void {
  setCookie(c, COOKIE.associate, Buffer.from(JSON.stringify(associate)).toString("base64url"), { path: "/", sameSite: "Lax", secure: secureCookies(c), httpOnly: true, maxAge });
  setCookie(c, COOKIE.markerStoreMode, "1", { path: "/", sameSite: "Lax", secure: secureCookies(c), maxAge });
}

function readAssociate(c: Context): AssociateSession | null {
  const value = getCookie(c, COOKIE.associate);
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<AssociateSession>;
    const fields = [parsed.storeId, parsed.storeName, parsed.storeEmployeeId, parsed.storeEmployeeName];
    return fields.every((field) => typeof field === "string") ? (parsed as AssociateSession) : null;
  } catch {
    return null;
  }
}

export function readSession(c: Context) {
  return {
    accessToken: getCookie(c, COOKIE.accessToken),
    refreshToken: getCookie(c, COOKIE.refreshToken),
    accessExpiresAt: Number(getCookie(c, COOKIE.markerAccessExpiry) ?? 0),
    loggedIn: getCookie(c, COOKIE.markerLogin) === "1",
    /** Set in buy-in-store mode (an associate signed in on this browser). */
    associate: readAssociate(c),
  };
}
