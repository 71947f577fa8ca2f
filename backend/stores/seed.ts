import { collectionPoints, countries, postalAreas, regionalTexts } from "../db/schema.ts";
import type { SeedExecutor } from "../db/db-executor.ts";
import { readStoresSeed, STORES_SEED_DIR } from "./store-fixtures.ts";

/**
 * Seed rows of the stores and wishlists area, loaded with the commerce seed (same
 * transaction): countries, regional texts, postal-code areas and collection points from
 * `fixtures/commerce/stores/`. Favourites start empty: shoppers make them.
 */
export async function seedStores(tx: SeedExecutor, dir: string = STORES_SEED_DIR): Promise<void> {
  const seed = await readStoresSeed(dir);
  if (seed.countries.length) await tx.insert(countries).values(seed.countries);
  if (seed.regionalTexts.length) await tx.insert(regionalTexts).values(seed.regionalTexts);
  if (seed.postalAreas.length) await tx.insert(postalAreas).values(seed.postalAreas);
  if (seed.collectionPoints.length) await tx.insert(collectionPoints).values(seed.collectionPoints);
}
