import type { SeedExecutor } from "../seed/area-seeds.ts";

/** Seed rows of the personalisation area, loaded with the commerce seed (same transaction). */
export async function seedPersonalisation(tx: SeedExecutor): Promise<void> {
  void tx;
}
