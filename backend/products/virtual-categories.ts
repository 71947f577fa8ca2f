import { SEED_IDS } from "../seed/fixture-ids.ts";

/**
 * Curated listings of the catalogue (fixtures/commerce/README.md): categories without
 * products of their own. New arrivals lists the products badged New; Sale those with a variant
 * below its original price in the shopper's currency.
 */
export type VirtualCategory = "new" | "sale";

export const VIRTUAL_CATEGORIES: ReadonlyMap<string, VirtualCategory> = new Map([
  [SEED_IDS.categories.newArrivals, "new"],
  [SEED_IDS.categories.sale, "sale"],
]);

/** The badge that puts a product in New arrivals. */
export const NEW_BADGE = "New";
