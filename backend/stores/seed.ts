import type { SeedExecutor } from "../seed/area-seeds.ts";

/** Seed rows of the stores and wishlists area, loaded with the commerce seed (same transaction). */
export async function seedStores(tx: SeedExecutor): Promise<void> {
  void tx;
}
