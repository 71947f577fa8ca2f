import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { storefrontJson } from "../../app/storefront-fetch.ts";

/** Of a product's details, only the master id is read (content spec §7). */
const masterIdAnswer = z.looseObject({ masterId: z.string().check(z.regex(/^[A-Z0-9]{8}$/)) });

/**
 * The master (style) id of a product, by the commerce product details call through the
 * storefront's proxy: one query per product, shared by every gallery on the page, asked
 * only when a gallery needs it. A failure is logged; the gallery's tag then stays empty.
 */
export function productMasterIdQueryOptions(productId: string, siteId: string) {
  return queryOptions({
    queryKey: ["products", productId, "master-id"],
    queryFn: async () => {
      try {
        const answer = await storefrontJson(`/api/commerce/products/v2/products/${encodeURIComponent(productId)}/details?siteId=${encodeURIComponent(siteId)}`);
        return masterIdAnswer.parse(answer).masterId;
      } catch (error) {
        console.error(`[gallery] product details failed for ${productId}: the gallery tag stays empty: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
