import { queryOptions } from "@tanstack/react-query";
import { isRecord } from "../../../contracts/json-shape.ts";
import { storefrontJson } from "../../app/storefront-fetch.ts";

/** A master (style) id: 8 upper-case letters or digits. */
const MASTER_ID = /^[A-Z0-9]{8}$/;

/**
 * Of a product's details, only the master id is read (content spec §7). The storefront's BFF
 * validated the details answer (server/bff/bff-app.ts, decision 0013); the id is still checked,
 * as it goes into the gallery's third-party tag. Undefined when there is none.
 */
export function masterIdOf(answer: unknown): string | undefined {
  return isRecord(answer) && typeof answer.masterId === "string" && MASTER_ID.test(answer.masterId) ? answer.masterId : undefined;
}

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
        const masterId = masterIdOf(answer);
        if (masterId === undefined) throw new Error("the answer carries no master id");
        return masterId;
      } catch (error) {
        console.error(`[gallery] product details failed for ${productId}: the gallery tag stays empty: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
