/**
 * Tables of the consumer area (issue 4). Kept in their own file so each area's tables are
 * owned in one place; `schema.ts` re-exports them for drizzle-kit and the query builder.
 */
export {};
