import type { SeedExecutor } from "../seed/area-seeds.ts";

/** Seed rows of the consumer and account area, loaded with the commerce seed (same transaction). */
export async function seedConsumer(tx: SeedExecutor): Promise<void> {
  void tx;
}
