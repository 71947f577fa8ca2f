import type { Database } from "../db/database.ts";
import { seedConsumer } from "../consumer/seed.ts";
import { seedPersonalisation } from "../personalisation/seed.ts";
import { seedProducts } from "../products/seed.ts";
import { seedStores } from "../stores/seed.ts";

/** What an area's seed may use: the seed transaction. */
export type SeedExecutor = Pick<Database, "insert" | "execute" | "select" | "update">;

/**
 * Seeds of the areas that have their own tables, run after the commerce seed in its
 * transaction (so they may refer to its products, consumers and stores). Adding one: one line.
 */
export const AREA_SEEDS: ((tx: SeedExecutor) => Promise<void>)[] = [seedProducts, seedConsumer, seedStores, seedPersonalisation];
