import { SEED_IDS } from "../fixture-ids.ts";
import type { Seed } from "../seed-files.ts";

/** Fails when a record pinned in backend/seed/fixture-ids.ts is missing from the seed. */
export function checkPinned(seed: Seed): void {
  const has = {
    categories: new Set(seed.categories.map((category) => category.id)),
    products: new Set(seed.products.map((product) => product.id)),
    variants: new Set(seed.variants.map((variant) => variant.id)),
    stores: new Set(seed.stores.map((store) => store.id)),
    promotions: new Set(seed.promotions.map((promotion) => promotion.id)),
    coupons: new Set(seed.coupons.map((coupon) => coupon.code)),
    consumers: new Set(seed.consumers.map((consumer) => consumer.email)),
    employees: new Set(seed.employees.map((employee) => employee.id)),
  };
  for (const [group, ids] of Object.entries(has)) {
    for (const id of Object.values(SEED_IDS[group as keyof typeof has])) {
      if (!ids.has(id)) throw new Error(`SEED_IDS.${group} names ${id}, which the generator did not make`);
    }
  }
}
