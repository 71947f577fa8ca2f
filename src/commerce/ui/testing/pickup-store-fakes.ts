import type { CommerceClient } from "../../api/client.ts";
import { CommerceApiError } from "../../api/client-transport.ts";

/**
 * Tests and stories only: a commerce client answering the pickup dialog's two calls as the
 * reference backend does near New York (10012, RL-US): two stores, the variant in stock in one.
 */
const HOURS = { mon: "10:00-20:00", tue: "10:00-20:00", wed: "10:00-20:00", thu: "10:00-21:00", fri: "10:00-21:00", sat: "10:00-20:00", sun: "11:00-18:00" };

export const NEAR_NEW_YORK = {
  origin: { latitude: 40.7255, longitude: -73.9983, postalCode: "10012", country: "US", place: "New York" },
  radius: 250,
  unit: "mi" as const,
  stores: [
    { id: "S1005", name: "Ridgeline SoHo", siteId: "RL-US", address: { addressLine1: "120 Spring Street", city: "New York", postalCode: "10012", country: "US" }, latitude: 40.7243, longitude: -74.0018, phone: "+12125550105", hours: HOURS, distance: 4.3 },
    { id: "S1001", name: "Ridgeline Boston", siteId: "RL-US", address: { addressLine1: "304 Newbury Street", city: "Boston", postalCode: "02115", country: "US" }, latitude: 42.348712, longitude: -71.085173, phone: "+16175550101", hours: HOURS, distance: 184.3 },
  ],
  total: 2,
};

export type PickupScenario = "stock-in-one-store" | "no-stores" | "search-fails" | "slow";

/** The calls the dialog makes, answered per scenario; `calls` records them. */
export function fakePickupCommerce(scenario: PickupScenario = "stock-in-one-store") {
  const calls: { name: string; args: unknown[] }[] = [];
  const client = {
    searchStores: async (search: unknown) => {
      calls.push({ name: "searchStores", args: [search] });
      if (scenario === "search-fails") throw new CommerceApiError("ATTR300", 400, "Please enter a valid postal code.", { method: "POST", path: "/stores/v1/search" }, undefined);
      if (scenario === "slow") await new Promise(() => {});
      return scenario === "no-stores" ? { ...NEAR_NEW_YORK, stores: [], total: 0 } : NEAR_NEW_YORK;
    },
    productAvailability: async (productId: string, storeIds: string[]) => {
      calls.push({ name: "productAvailability", args: [productId, storeIds] });
      const quantity = (storeId: string) => (storeId === "S1005" ? 0 : 8);
      return {
        productId,
        masterId: productId.slice(0, 8),
        storeInventory: storeIds.map((storeId) => ({ storeId, storeName: storeId, quantity: quantity(storeId), inStock: quantity(storeId) > 0, variants: [{ productId, quantity: quantity(storeId) }] })),
      };
    },
  };
  return { client: client as unknown as CommerceClient, calls };
}
