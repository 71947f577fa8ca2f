import { createHmac, timingSafeEqual } from "node:crypto";
import type { ContentMode } from "../engine/types.ts";
import type { PreviewSettings } from "../app/storefront-services.ts";

/**
 * Preview mode (drafts, scheduled content, editor metadata) is for editors only. A request
 * may ask for it with `?preview=true`; it is granted when `previewToken` (query) or the
 * `preview_token` cookie holds a valid grant (PREVIEW_TOKEN, in the preview settings). Without
 * one preview is off, so shoppers can never receive editor metadata by adding a query parameter.
 *
 * The cookie never holds the secret: it holds a grant derived from it, `{expiry}.{signature}`,
 * the signature an HMAC-SHA256 of the expiry keyed by the secret. It expires with the cookie
 * (8 hours), cannot be extended by its holder, and every grant dies when the secret changes.
 */
export interface PreviewRequest {
  mode: ContentMode;
  previewDateTime?: string;
  /** Set when the token came in the query: the response stores it in an httpOnly cookie. */
  grantCookie?: string;
}

export const PREVIEW_COOKIE = "preview_token";
/** How long a preview grant lasts (the cookie's Max-Age too). */
export const PREVIEW_GRANT_TTL_S = 8 * 60 * 60;

const signature = (expiresAt: number, secret: string) => createHmac("sha256", secret).update(`preview-grant:${expiresAt}`).digest("base64url");

/** A signed grant valid until `now + TTL`. */
export function signPreviewGrant(secret: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + PREVIEW_GRANT_TTL_S;
  return `${expiresAt}.${signature(expiresAt, secret)}`;
}

/** Whether a cookie's grant was signed with this secret and has not expired. */
export function validPreviewGrant(grant: string, secret: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(grant);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now || expiresAt * 1000 > now + PREVIEW_GRANT_TTL_S * 1000) return false;
  return sameSecret(match[2]!, signature(expiresAt, secret));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * Whether the request carries the preview secret (query `previewToken` or the grant cookie),
 * whatever it asks for: the workbench and its API are for editors holding it.
 */
export function previewGrant(request: Request, settings: Pick<PreviewSettings, "token">): { granted: boolean; grantCookie?: string } {
  const expected = settings.token;
  if (!expected) return { granted: false };
  const fromQuery = new URL(request.url).searchParams.get("previewToken") ?? undefined;
  if (fromQuery !== undefined) return sameSecret(fromQuery, expected) ? { granted: true, grantCookie: grantCookieFor(expected) } : { granted: false };
  const cookie = cookieValue(request, PREVIEW_COOKIE);
  return { granted: cookie !== undefined && validPreviewGrant(cookie, expected) };
}

function grantCookieFor(secret: string): string {
  return `${PREVIEW_COOKIE}=${signPreviewGrant(secret)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${PREVIEW_GRANT_TTL_S}`;
}

export function previewRequest(request: Request, settings: Pick<PreviewSettings, "token">): PreviewRequest {
  const url = new URL(request.url);
  if (url.searchParams.get("preview") !== "true") return { mode: "publish" };
  const grant = previewGrant(request, settings);
  if (!grant.granted) return { mode: "publish" };
  const previewDateTime = url.searchParams.get("previewDateTime") ?? url.searchParams.get("previewDateRFC1123") ?? undefined;
  const parsed = previewDateTime ? new Date(previewDateTime) : undefined;
  return {
    mode: "preview",
    previewDateTime: parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : undefined,
    grantCookie: grant.grantCookie,
  };
}
