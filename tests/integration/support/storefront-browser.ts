import { Hono } from "hono";
import { createBff } from "../../../server/bff/bff-app.ts";
import { COOKIE } from "../../../server/bff/cookies.ts";
import type { backendUnderTest } from "../../../backend/testing/index.ts";

export const STOREFRONT_ORIGIN = "http://shop.test";

/** The storefront's BFF in front of a backend under test. */
export function storefrontFor(backend: Awaited<ReturnType<typeof backendUnderTest>>): Hono {
  const storefront = new Hono();
  storefront.route("/api", createBff({ upstream: (request) => Promise.resolve(backend.app.fetch(request)), baseUrl: "http://commerce.internal", clientId: "storefront" }));
  return storefront;
}

/**
 * A browser on the storefront: keeps cookies between calls and sends same-origin requests with
 * the CSRF token (when it has one), as the storefront's own pages do.
 */
export function browserOn(storefront: Hono, origin = STOREFRONT_ORIGIN) {
  const jar = new Map<string, string>();

  const fetchLike = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set("origin", origin);
    headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await storefront.request(`${STOREFRONT_ORIGIN}${String(input)}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/i.test(cookie) || !value) jar.delete(name!);
      else jar.set(name!, value);
    }
    return response;
  }) as typeof fetch;

  /** A JSON call; `csrf: false` leaves the token out. */
  async function request(method: string, path: string, init: { body?: unknown; csrf?: boolean; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.csrf !== false && jar.has(COOKIE.csrf)) headers["x-csrf-token"] = jar.get(COOKIE.csrf)!;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const response = await fetchLike(path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const setCookies = response.headers.getSetCookie();
    const text = await response.text();
    return { status: response.status, json: JSON.parse(text) as Record<string, unknown>, text, setCookies };
  }

  return { jar, fetch: fetchLike, request };
}
