import type { QueryClient } from "@tanstack/react-query";
import { storefrontJson } from "../storefront-fetch.ts";

/**
 * The storefront's front-end API (commerce spec §7, `/fapi/*`) as block data providers call it.
 * In the browser each call is a request to the storefront's own origin. On the server the same
 * calls are plain functions (src/app/front-api/front-api.server.ts, which `/fapi` answers with
 * too): a page prefetching its blocks' data never sends a request to itself.
 *
 * Answers are what `/fapi` answers, validated on the server (decision 0013); callers check
 * only their shape, whichever side they run on.
 */
export interface FrontApi {
  /** `/fapi/popups?siteId=`: the site's pop-ups, each item validated like a block. */
  popUps(siteId: string): Promise<unknown>;
  /** `/fapi/pages/{parent}?view=children`: a content page's published children. */
  childPages(siteId: string, parentSlug: string): Promise<unknown>;
  /** `/fapi/components/articles/{siteId}?…`: published articles matching a search. */
  articles(siteId: string, query: URLSearchParams): Promise<unknown>;
  /** `/fapi/session/audience?siteId=`: the shopper's audience facts on a site (its cart's count). */
  audience(siteId: string): Promise<unknown>;
  /** `/fapi/components/size-chart/{productType}?siteId=`: body measurements per size, in the site's unit. */
  sizeChart(siteId: string, productType: string): Promise<unknown>;
}

const browserFrontApi: FrontApi = {
  popUps: (siteId) => storefrontJson(`/fapi/popups?${new URLSearchParams({ siteId })}`),
  childPages: (siteId, parentSlug) => storefrontJson(`/fapi/pages/${encodeURIComponent(parentSlug)}?${new URLSearchParams({ siteId, view: "children", mode: "publish" })}`),
  articles: (siteId, query) => storefrontJson(`/fapi/components/articles/${encodeURIComponent(siteId)}?${query}`),
  audience: (siteId) => storefrontJson(`/fapi/session/audience?${new URLSearchParams({ siteId })}`),
  sizeChart: (siteId, productType) => storefrontJson(`/fapi/components/size-chart/${encodeURIComponent(productType)}?${new URLSearchParams({ siteId })}`),
};

const bound = new WeakMap<QueryClient, FrontApi>();

/** Makes a query client's queries call `api` (the server's functions, for a page's prefetch). */
export function bindFrontApi(client: QueryClient, api: FrontApi): QueryClient {
  bound.set(client, api);
  return client;
}

/**
 * The front-end API a query runs against: the one bound to its client, else, in a browser, the
 * requests to `/fapi`. On the server a client must be bound: a query there never falls back to
 * requesting the storefront's own origin.
 */
export function frontApiOf(client: QueryClient): FrontApi {
  const api = bound.get(client);
  if (api) return api;
  // The server prefetches with its services' functions (bindFrontApi), never by requesting itself.
  if (typeof window === "undefined") throw new Error("No front-end API bound to this query client");
  return browserFrontApi;
}
