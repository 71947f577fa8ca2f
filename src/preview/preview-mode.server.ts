import { timingSafeEqual } from "node:crypto";
import type { ContentMode } from "../engine/types.ts";
import type { PreviewSettings } from "../app/storefront-services.ts";

/**
 * Preview mode (drafts, scheduled content, editor metadata) is for editors only. A request
 * may ask for it with `?preview=true`; it is granted when `previewToken` (query) or the
 * `preview_token` cookie matches the server's secret (PREVIEW_TOKEN, in the preview settings).
 * Without one preview is off, so shoppers can never receive editor metadata by adding a query
 * parameter.
 */
export interface PreviewRequest {
  mode: ContentMode;
  previewDateTime?: string;
  /** Set when the token came in the query: the response stores it in an httpOnly cookie. */
  grantCookie?: string;
}

export const PREVIEW_COOKIE = "preview_token";

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
  const given = fromQuery ?? cookieValue(request, PREVIEW_COOKIE);
  if (!given || !sameSecret(given, expected)) return { granted: false };
  return { granted: true, grantCookie: fromQuery ? grantCookieFor(fromQuery) : undefined };
}

function grantCookieFor(token: string): string {
  return `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800`;
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
