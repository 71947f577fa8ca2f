import type { CommerceClient } from "../../../api/client.ts";
import { apiError, fakeServiceCommerce } from "../../contact-us-form/testing/fake-service-commerce.ts";
import type { WarrantyBody } from "../warranty-rules.ts";
import { warrantyCaseFor } from "./warranty-fixtures.ts";

/** The member's one order of the stories; it holds the Cascade jacket (RLSH1001). */
export const STORY_ORDER = { orderNumber: "RL12345678", productId: "RLSH1001" };

/**
 * Stories only: the warranty call answered in memory. Products other than RLSH1001 are not in
 * the catalogue (PLP400); an order other than RL12345678 is not the member's (OHS4004).
 */
export function fakeWarrantyCommerce(): CommerceClient {
  return fakeServiceCommerce({
    openWarrantyCase: async (body: WarrantyBody) => {
      if (!body.productId.startsWith(STORY_ORDER.productId)) throw apiError(404, "PLP400", "This product was not found", { field: "productId" });
      if (body.orderNumber && body.orderNumber !== STORY_ORDER.orderNumber) throw apiError(404, "OHS4004", "This order was not found in your account", { field: "orderNumber" });
      return warrantyCaseFor(body);
    },
  }).client;
}
