import type { QueryClient } from "@tanstack/react-query";
import type { CommerceClient } from "./api/client.ts";

/**
 * Runs `call` with the commerce client of a query client (commerce-access.ts), imported when first
 * needed rather than with the code that may need it: a product page loads the client when the
 * shopper adds, favourites or picks a size, not to show the product. The client is handed to
 * `call`, never resolved from a promise (a promise would take a client with a `then` member, a
 * test's proxy, for a promise itself).
 */
export async function withCommerce<T>(client: QueryClient, siteId: string, call: (commerce: CommerceClient) => Promise<T>): Promise<T> {
  const { commerceOf } = await import("./commerce-access.ts");
  return call(commerceOf(client, siteId));
}
