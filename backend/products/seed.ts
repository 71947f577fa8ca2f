import type { SeedExecutor } from "../seed/area-seeds.ts";

/** Seed rows of the products area, loaded with the commerce seed (same transaction). */
export async function seedProducts(tx: SeedExecutor): Promise<void> {
  void tx;
}
