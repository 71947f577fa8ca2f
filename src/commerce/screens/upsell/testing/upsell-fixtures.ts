import type { RecommendationItem } from "../../../../../contracts/api/decide-answer.ts";
import type { PagePersonalisation } from "../../../../personalisation/page-personalisation.ts";
import type { InventoryAnswer } from "../../../catalogue/catalogue-queries.ts";
import { productImageUrl } from "../../../ui/product-media.ts";
import type { UpsellItem } from "../upsell-queries.ts";
import { upsellItemOf } from "../upsell-stock.ts";

/**
 * Tests and stories only: the engine's upsell items for the Summit Parka's page (NF0A3C8D), as
 * its `pdp-upsell` slot answers them on RL-US. Vary them with the factories below.
 */

/** A recommendation item as the engine answers it; `partial` overrides (the sku follows the id). */
export function recommendationItemFixture(partial: Partial<RecommendationItem> & { id: string; name: string }): RecommendationItem {
  const { id } = partial;
  return {
    itemGroupId: id,
    sku: `${id}KSM`,
    image: productImageUrl(id, "BLK"),
    url: `/en-us/p/${partial.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id}`,
    recToken: `decision-1.${id}`,
    review_average: 4.5,
    reviewsCount: 120,
    price: { currency: "USD", lowCurrent: 99, highCurrent: 99, lowOriginal: 99, highOriginal: 99 },
    recommendationId: "co-purchase",
    ...partial,
  };
}

/** A down jacket on sale. */
export const BASECAMP_JACKET = recommendationItemFixture({ id: "RLMO0IY8", name: "Men's Basecamp Down Jacket", price: { currency: "USD", lowCurrent: 199.99, highCurrent: 199.99, lowOriginal: 249, highOriginal: 249 }, recToken: "decision-1.0" });
export const LOFT_HOODIE = recommendationItemFixture({ id: "RLPLIWCV", name: "Men's Thermal Loft Hoodie", price: { currency: "USD", lowCurrent: 89, highCurrent: 89, lowOriginal: 89, highOriginal: 89 }, recToken: "decision-1.1" });
/** Priced as a range (its sizes differ). */
export const WINDWARD_JACKET = recommendationItemFixture({ id: "RLH4W7JA", name: "Men's Windward Insulated Jacket", price: { currency: "USD", lowCurrent: 149, highCurrent: 169, lowOriginal: 149, highOriginal: 169 }, recToken: "decision-1.2", recommendationId: "same-category" });
export const COLDFRONT_VEST = recommendationItemFixture({ id: "RL67PQ9K", name: "Men's Coldfront Down Vest", price: { currency: "USD", lowCurrent: 129, highCurrent: 129, lowOriginal: 129, highOriginal: 129 }, recToken: "decision-1.3", recommendationId: "same-category" });

/** The slot's four items, in the engine's order. */
export const SUMMIT_PARKA_UPSELL: readonly RecommendationItem[] = [BASECAMP_JACKET, LOFT_HOODIE, WINDWARD_JACKET, COLDFRONT_VEST];

/** The upsell items (content spec §3) of recommendation items, as the data provider answers them. */
export const upsellItemsOf = (items: readonly RecommendationItem[]): UpsellItem[] => items.map(upsellItemOf);

/** An inventory answer with `quantities` per variant id (online units). */
export function inventoryFixture(productId: string, quantities: Readonly<Record<string, number>>): InventoryAnswer {
  const variants = Object.fromEntries(
    Object.entries(quantities).map(([sku, quantity]) => [sku, { quantity, inStock: quantity > 0, lowStock: quantity > 0 && quantity <= 3, status: quantity > 0 ? ("IN_STOCK" as const) : ("OUT_OF_STOCK" as const), storeQuantity: 0 }]),
  );
  return { productId, masterId: productId, variants, totalQuantity: Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0) };
}

/** The Summit Parka's page as the server decided it: the upsell slot holds `items`. */
export function upsellPersonalisation(items: readonly RecommendationItem[] = SUMMIT_PARKA_UPSELL, overrides: Partial<PagePersonalisation> = {}): PagePersonalisation {
  return {
    decided: true,
    pageView: { url: "https://shop.example/en-us/p/summit-parka-NF0A3C8D", pageType: "product page" },
    variants: {},
    recommendations: { "pdp-upsell": items },
    ...overrides,
  };
}

/** The Summit Parka's product page context of the upsell's stories and tests. */
export const SUMMIT_PARKA_PAGE = { productId: "NF0A3C8D", pathname: "/en-us/p/summit-parka-NF0A3C8D" } as const;
