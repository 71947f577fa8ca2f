import { SEED_IDS } from "../fixture-ids.ts";
import type { ModelOptions } from "./catalogue-model.ts";
import { rngFor } from "./random.ts";
import { STORES } from "./stores.ts";

/**
 * Stock per location of each variant: `online` (the web warehouse) and the stores that hold some.
 * Most variants are in stock; some are low, some only in stores, a few nowhere, so that every
 * stock state the storefront shows has real records.
 */

const STORE_IDS = STORES.map((store) => store.id);

/** Pinned stock of the well-known Summit Parka variants (see backend/seed/fixture-ids.ts). */
const PINNED_STOCK: Record<string, Record<string, number>> = {
  [SEED_IDS.variants.inStock]: { online: 40, S1001: 6, S1002: 4, S1003: 3, S1101: 5, S1103: 2, S1201: 4, S1301: 3 },
  [SEED_IDS.variants.lowStock]: { online: 2, S1001: 1, S1201: 2 },
  [SEED_IDS.variants.onlineOutInStore]: { online: 0, S1001: 3, S1101: 2 },
  [SEED_IDS.variants.outEverywhere]: { online: 0 },
  [SEED_IDS.variants.gwpGift]: { online: 500, ...Object.fromEntries(STORE_IDS.map((store) => [store, 20])) },
};

/** `online` first, then the stores in id order. */
export function stockFor(variantId: string, options: ModelOptions): Record<string, number> {
  const stock = rawStockFor(variantId, options);
  return Object.fromEntries(Object.entries(stock).sort(([a], [b]) => (a === "online" ? -1 : b === "online" ? 1 : a.localeCompare(b))));
}

function rawStockFor(variantId: string, options: ModelOptions): Record<string, number> {
  if (PINNED_STOCK[variantId]) return PINNED_STOCK[variantId];
  if (options.discontinued) return { online: 0 };
  if (options.digital) return { online: 99999 };
  const rng = rngFor(`stock ${variantId}`);
  if (options.id === SEED_IDS.products.giftCard) return { online: 5000, ...Object.fromEntries(STORE_IDS.map((store) => [store, rng.int(20, 60)])) };
  const stores = () => Object.fromEntries(STORE_IDS.filter(() => rng.chance(0.45)).map((store) => [store, rng.int(1, 8)]));
  const roll = rng.next();
  if (roll < 0.03) return { online: 0 };
  if (roll < 0.09) return { online: 0, ...Object.fromEntries(rng.sample(STORE_IDS, rng.int(1, 3)).map((store) => [store, rng.int(1, 4)])) };
  if (roll < 0.17) return { online: rng.int(1, 3), ...stores() };
  return { online: rng.int(4, 120), ...stores() };
}
