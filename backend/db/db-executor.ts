import type { Database } from "./database.ts";

/**
 * What the stores' query helpers run on: the database itself or a transaction of it, so that one
 * helper serves a plain read and a step of a larger change alike. A module of types that imports
 * nothing of the areas, so that any area's files can share it without tying themselves together.
 */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What an area's seed may use: the seed transaction (backend/seed/area-seeds.ts runs them). */
export type SeedExecutor = Pick<Database, "insert" | "execute" | "select" | "update">;
