import type { QueryClient } from "@tanstack/react-query";
import { answersCheckedByBff } from "./api/answer-checks.ts";
import { createCommerceClient, type CommerceClient } from "./api/client.ts";
import { browserCartStoreFor, browserCsrfToken } from "./browser-session.ts";

/** A commerce client for a site: the server's (answers checked against their contracts) or a browser's. */
export type CommerceFor = (siteId: string) => CommerceClient;

const bound = new WeakMap<QueryClient, CommerceFor>();
const browserClients = new Map<string, CommerceClient>();

/** Makes a query client's queries call `commerceFor` (the server's clients, for a page's prefetch). */
export function bindCommerce(client: QueryClient, commerceFor: CommerceFor): QueryClient {
  bound.set(client, commerceFor);
  return client;
}

/**
 * The typed commerce client a screen's query runs against: the one bound to its query client (the
 * server's, calling the commerce API directly), else, in a browser, the shopper's client through
 * the BFF (`/api/commerce`), which trusts the BFF's checked answers and ships no schema code. On
 * the server a query client must be bound: a page never requests its own origin.
 */
export function commerceOf(client: QueryClient, siteId: string): CommerceClient {
  const commerceFor = bound.get(client);
  if (commerceFor) return commerceFor(siteId);
  if (typeof window === "undefined") throw new Error("No commerce client bound to this query client");
  return browserCommerce(siteId);
}

/** The shopper's commerce client for a site, in a browser: one per site and page. */
export function browserCommerce(siteId: string): CommerceClient {
  let client = browserClients.get(siteId);
  if (!client) {
    client = createCommerceClient({ siteId, answers: answersCheckedByBff, csrfToken: browserCsrfToken, cartStore: browserCartStoreFor(siteId) });
    browserClients.set(siteId, client);
  }
  return client;
}
