import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { productSetAnswer } from "../../../contracts/api/products.ts";
import { withCommerce } from "../lazy-commerce.ts";
import { CATALOGUE_STALE_MS } from "./catalogue-queries.ts";

export type ProductSetAnswer = z.output<typeof productSetAnswer>;

/** Most sets a product page shows ("complete the set"): each costs a call. */
export const MAX_SHOWN_SETS = 2;

/**
 * The sets a product belongs to, each with its products (a tile each): the sets call names them,
 * then one call per set (at most MAX_SHOWN_SETS) fills in the products. A product in no set
 * answers an empty list. Deferred data: a failure is the caller's empty state.
 */
export const productSetsQuery = (siteId: string, productId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "productSets", productId] as const,
    queryFn: ({ client }): Promise<ProductSetAnswer[]> =>
      withCommerce(client, siteId, async (commerce) => {
        const { productSets } = await commerce.productSets(productId);
        return Promise.all(productSets.slice(0, MAX_SHOWN_SETS).map((set) => commerce.productSet(set.id)));
      }),
    staleTime: CATALOGUE_STALE_MS,
  });
