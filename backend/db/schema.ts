/**
 * The reference backend's database: every table, gathered from the files that own them, for
 * drizzle-kit (drizzle.config.ts), the query builder (`import * as schema` in database.ts) and the
 * areas' imports. It only re-exports: the areas' files import the core tables from
 * schema-commerce.ts, not from here, so that no file imports back the file that gathers it.
 */
export * from "./schema-commerce.ts";
export * from "./schema-products.ts";
export * from "./schema-consumer.ts";
export * from "./schema-stores.ts";
export * from "./schema-content.ts";
export * from "./schema-personalisation.ts";
