import { readFileSync } from "node:fs";
import { CSRF_HEADER } from "../server/bff/csrf.ts";

/**
 * The guest shoppers of `bench:api`: each is one browser (through the BFF) or one API client (a
 * bearer token, directly against the backend) with a cart of its own. They are made and their
 * carts filled before any measured run, through the same HTTP API (setup is not measured).
 */

const CLIENT_ID = "bench-api";

/** A cookie jar for one browser: name → value, updated from every answer's Set-Cookie lines. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  update(setCookies: readonly string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split("=")[1]!) < Date.now()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export interface Shopper {
  /** The server the shopper's calls go to (backend or storefront), and their path prefix there. */
  baseUrl: string;
  prefix: string;
  basketId: string;
  /** The headers of the shopper's next call: credentials (token, or cookies and CSRF token). */
  headers(method: string): Record<string, string>;
  /** Takes what an answer set (cookies). */
  update(setCookies: readonly string[]): void;
}

/** One call of a shopper: a commerce API path (the prefix is the shopper's). */
export interface Call {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

/** Sends a call with the shopper's credentials (setup and checks, not the measured load). */
export async function send(shopper: Shopper, call: Call): Promise<unknown> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const response = await fetch(`${shopper.baseUrl}${shopper.prefix}${call.path}`, { method: call.method, headers: shopper.headers(call.method), body });
  shopper.update(response.headers.getSetCookie());
  const text = await response.text();
  if (!response.ok) throw new Error(`${call.method} ${shopper.prefix}${call.path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

/** A guest with a bearer token and a cart, calling the backend directly. */
export async function directShopper(backendUrl: string): Promise<Shopper> {
  const anonymous: Shopper = { baseUrl: backendUrl, prefix: "", basketId: "", headers: () => ({ ...JSON_HEADERS, "x-client-id": CLIENT_ID }), update: () => {} };
  const token = (await send(anonymous, { method: "POST", path: "/token/v2/auth/token", body: { type: "Guest" } })) as { accessToken: string };
  const headers = { ...JSON_HEADERS, "x-client-id": CLIENT_ID, authorization: `Bearer ${token.accessToken}` };
  const shopper: Shopper = { ...anonymous, headers: () => headers };
  shopper.basketId = ((await send(shopper, { method: "POST", path: "/cart/v1/cart", body: {} })) as { id: string }).id;
  return shopper;
}

/** A guest browser of the storefront: CSRF token from GET /api/session, session cookies from the first cart call. */
export async function bffShopper(storefrontUrl: string): Promise<Shopper> {
  const jar = new CookieJar();
  const shopper: Shopper = {
    baseUrl: storefrontUrl,
    prefix: "/api",
    basketId: "",
    headers: (method) => ({ ...JSON_HEADERS, cookie: jar.header(), ...(method === "GET" ? {} : { [CSRF_HEADER]: jar.get("rl_csrf") ?? "" }) }),
    update: (setCookies) => jar.update(setCookies),
  };
  const session = (await send(shopper, { method: "GET", path: "/session" })) as { csrfToken: string };
  if (jar.get("rl_csrf") !== session.csrfToken) throw new Error("The session answer did not set the CSRF cookie");
  shopper.prefix = "/api/commerce";
  shopper.basketId = ((await send(shopper, { method: "POST", path: "/cart/v1/cart", body: {} })) as { id: string }).id;
  if (!jar.get("rl_at")) throw new Error("The BFF did not set the session cookies");
  return shopper;
}

/** `work` on every item, ten at a time (setup: the servers are not what is measured here). */
export async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (let start = 0; start < items.length; start += 10) done.push(...(await Promise.all(items.slice(start, start + 10).map(work))));
  return done;
}

/** Makes `count` shoppers, ten at a time. */
export function makeShoppers(count: number, make: () => Promise<Shopper>): Promise<Shopper[]> {
  return inBatches(Array.from({ length: count }), make);
}

// ---- the seed catalogue ----------------------------------------------------------------------

interface SeedVariant {
  id: string;
  productId: string;
  stock: Record<string, number>;
}

/**
 * What the calls ask for, from the seed catalogue the servers load (fixtures/commerce): `lines`
 * variants of as many physical products with the most online stock (not the gift-with-purchase
 * beanie), for the carts; and the style ids of physical products, for product details.
 * A line takes at most its stock: the chosen ones have 120 or more, so an add-item run can add
 * about 120 × `lines` times per shopper (over 60 s at 50 connections on a 2-core machine).
 */
export function seedCatalogue(lines: number): { variantIds: string[]; styleIds: string[]; minStock: number } {
  const read = <T>(file: string) => JSON.parse(readFileSync(new URL(`../fixtures/commerce/${file}`, import.meta.url), "utf8")) as T;
  const physical = new Set(read<{ id: string; isDigital: boolean }[]>("products.json").filter((product) => !product.isDigital && /^[A-Z0-9]{8}$/.test(product.id) && product.id !== "RLHT0001").map((product) => product.id));
  const byStock = read<SeedVariant[]>("variants.json")
    .filter((variant) => physical.has(variant.productId))
    .sort((a, b) => (b.stock.online ?? 0) - (a.stock.online ?? 0));
  const chosen: SeedVariant[] = [];
  for (const variant of byStock) if (chosen.length < lines && !chosen.some((taken) => taken.productId === variant.productId)) chosen.push(variant);
  return { variantIds: chosen.map((variant) => variant.id), styleIds: [...physical].slice(0, 60), minStock: Math.min(...chosen.map((variant) => variant.stock.online ?? 0)) };
}
