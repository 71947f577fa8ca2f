import type { MiddlewareHandler } from "hono";
import { ensureCsrfToken } from "./bff/csrf.ts";
import type { PreviewSettings } from "../src/app/storefront-services.ts";
import { previewRequest } from "../src/preview/preview-mode.server.ts";
import { pageContentSecurityPolicy } from "./security-headers.ts";

/**
 * Headers of every HTML page the storefront serves:
 * - the Content-Security-Policy (security-headers.ts): scripts of our origin, inline scripts with
 *   the page's nonce, the named third parties; no plugins, no `<base>`, forms post to us;
 * - `frame-ancestors`: pages may be framed only by the storefront itself, and preview pages by
 *   the configured workbench / content tool origins (PREVIEW_ALLOWED_ORIGINS): no clickjacking.
 * - the CSRF cookie, on a first visit: the page's scripts then have it for their first
 *   mutations (the personalisation decide call, an add to cart). Fetched instead from
 *   `/api/session` by two early calls at once, each could be handed a different token, and the
 *   one whose cookie the browser did not keep was refused (403 AUT432).
 */
export function pageHeaders(preview: PreviewSettings, options: { scriptSources?: readonly string[] } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get("content-type")?.startsWith("text/html")) return;
    const ancestors = previewRequest(c.req.raw, preview).mode === "preview" ? ["'self'", ...preview.allowedOrigins] : ["'self'"];
    // The script policy needs the nonce the page was rendered with (production pages only).
    c.res.headers.set("content-security-policy", pageContentSecurityPolicy({ nonce: c.get("scriptNonce"), frameAncestors: ancestors, extraScriptSources: options.scriptSources }));
    if (c.req.method === "GET") ensureCsrfToken(c);
  };
}
