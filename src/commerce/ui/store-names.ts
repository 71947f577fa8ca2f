import { queryOptions } from "@tanstack/react-query";
import { withCommerce } from "../lazy-commerce.ts";

/** The site's stores (`GET /consumers-v3/utilities/stores`), read once for every screen that lists or names them. */
export const siteStoresQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "stores"] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.stores({ siteId })),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Store names by id, for the lines picked up or shipped to a store (carts and orders name a store by its id only). */
export const storeNamesQuery = (siteId: string) =>
  queryOptions({
    ...siteStoresQuery(siteId),
    select: (answer): Record<string, string> => Object.fromEntries(answer.stores.map((store) => [store.id, store.name])),
  });
