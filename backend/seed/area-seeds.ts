import type { SeedExecutor } from "../db/db-executor.ts";
import { seedConsumer } from "../consumer/seed.ts";
import { seedPersonalisation } from "../personalisation/seed.ts";
import { seedProducts } from "../products/seed.ts";
import { seedStores } from "../stores/seed.ts";

/**
 * Seeds of the areas that have their own tables, run after the commerce seed in its
 * transaction (so they may refer to its products, consumers and stores). Adding one: one line.
 */
export const AREA_SEEDS: ((tx: SeedExecutor) => Promise<void>)[] = [seedProducts, seedConsumer, seedStores, seedPersonalisation];
