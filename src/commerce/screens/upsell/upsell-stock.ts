import type { QueryClient } from "@tanstack/react-query";
import type { RecommendationItem } from "../../../../contracts/api/decide-answer.ts";
import type { InventoryAnswer } from "../../catalogue/catalogue-queries.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import type { UpsellItem } from "./upsell-queries.ts";

export type StockState = "InStock" | "OutOfStock";

/** Most items checked per upsell: twice the most it shows, so that a few sold out still leave it full. */
export const MAX_CHECKED = 12;

/**
 * Content spec §4: an item is InStock when the inventory has its variant (`variants[sku]`) with a
 * quantity above 0 online, else OutOfStock (no answer, no such variant, none left).
 */
export function stockStateOf(inventory: Pick<InventoryAnswer, "variants"> | undefined, sku: string): StockState {
  const quantity = inventory && Object.hasOwn(inventory.variants, sku) ? inventory.variants[sku]?.quantity : undefined;
  return quantity !== undefined && quantity > 0 ? "InStock" : "OutOfStock";
}

/** An item as the upsell keeps it (content spec §3): what it shows and its recToken. */
export const upsellItemOf = ({ id, sku, name, url, image, price, recToken }: RecommendationItem): UpsellItem => ({ id, sku, name, url, image, price, recToken });

/**
 * The items in stock, in the slot's order: one inventory lookup per item's product, all at once.
 * A lookup that fails leaves its item out (the others still show).
 */
export async function inStockItems(client: QueryClient, siteId: string, items: readonly RecommendationItem[]): Promise<UpsellItem[]> {
  const checked = items.slice(0, MAX_CHECKED);
  if (checked.length === 0) return [];
  return withCommerce(client, siteId, async (commerce) => {
    const inventories = await Promise.all(checked.map((item) => commerce.productInventory(item.id).catch(() => undefined)));
    return checked.filter((item, index) => stockStateOf(inventories[index], item.sku) === "InStock").map(upsellItemOf);
  });
}
