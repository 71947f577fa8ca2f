import { createHash, randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { HEADER_HEIGHT_SCRIPT } from "../src/ui/header-height-script.ts";

/**
 * The security headers of every storefront answer (issue 18): pages, the BFF's answers and
 * errors, `/api/session`, `/fapi`, assets.
 *
 * - `X-Content-Type-Options: nosniff`: an answer is only ever what its type says.
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites learn our origin, never a
 *   path or query (an order number, a search, a preview grant).
 * - `Permissions-Policy`: the powerful features the shop uses on its own pages only
 *   (geolocation for the store locator, payment for the checkout), none for frames of others,
 *   and the rest off.
 * - `Strict-Transport-Security` when the host is told it runs behind TLS (BEHIND_TLS): a
 *   plain-HTTP development server must not pin browsers to HTTPS for localhost.
 */
export const PERMISSIONS_POLICY = "accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), xr-spatial-tracking=()";
export const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(options: { behindTls: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("x-content-type-options", "nosniff");
    headers.set("referrer-policy", "strict-origin-when-cross-origin");
    headers.set("permissions-policy", PERMISSIONS_POLICY);
    if (options.behindTls) headers.set("strict-transport-security", HSTS);
  };
}

/** A new script nonce per page answer: 128 random bits. */
export const newScriptNonce = () => randomBytes(16).toString("base64");

const NONCE_KEY = "scriptNonce";

/** The nonce of this request's page (made once, read by the renderer and the CSP header). */
export function scriptNonceOf(c: Context): string {
  let nonce = c.get(NONCE_KEY) as string | undefined;
  if (!nonce) c.set(NONCE_KEY, (nonce = newScriptNonce()));
  return nonce;
}

declare module "hono" {
  interface ContextVariableMap {
    scriptNonce?: string;
  }
}

/**
 * Hosts whose scripts pages load on purpose: reCAPTCHA at the checkout, the two gallery
 * providers, and the third-party video player when configured. Everything else of ours is
 * same-origin modules; inline scripts (React Router's context and bootstrap, React's streaming)
 * carry the page's nonce. No `unsafe-inline`, no `unsafe-eval`.
 */
export const THIRD_PARTY_SCRIPT_SOURCES = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/", "https://edge.curalate.com", "https://photorankstatics-a.akamaihd.net"];

/** Inline scripts of ours that React renders without the request's nonce: allowed by their hash. */
const INLINE_SCRIPT_HASHES = [HEADER_HEIGHT_SCRIPT].map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);

/** The page's Content-Security-Policy. */
export function pageContentSecurityPolicy(input: { nonce?: string; frameAncestors: readonly string[]; extraScriptSources?: readonly string[] }): string {
  const directives = [
    ...(input.nonce ? [`script-src 'self' 'nonce-${input.nonce}' ${[...INLINE_SCRIPT_HASHES, ...THIRD_PARTY_SCRIPT_SOURCES, ...(input.extraScriptSources ?? [])].join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${input.frameAncestors.join(" ")}`,
  ];
  return directives.join("; ");
}
