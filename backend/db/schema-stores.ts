import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { consumers, products, variants } from "./schema-commerce.ts";

/**
 * Tables of the stores area (issue 4): utilities reference data (countries, regional texts,
 * postal-code areas for locating a shopper), collection points, and favourites. Kept in their
 * own file so each area's tables are owned in one place; `schema.ts` re-exports them for
 * drizzle-kit and the query builder. Coordinates are degrees × 1e6, like `stores`.
 */

// ---- utilities reference data -----------------------------------------------------------------

/** Countries of the country list (phone dial codes and masks, postal-code format). */
export const countries = pgTable("countries", {
  /** ISO 3166-1 alpha-2. */
  code: text("code").primaryKey(),
  /** English name; answers localise it with Intl.DisplayNames. */
  name: text("name").notNull(),
  dialCode: text("dial_code").notNull(),
  /** Phone masks (content spec §5): the digit count comes from them, a range if several. */
  phoneMasks: jsonb("phone_masks").$type<string[]>().notNull(),
  /** A regular expression (source) for the country's postal codes; null when it has none. */
  postalCodePattern: text("postal_code_pattern"),
  /** The language of regional texts when the shopper's language has none. */
  defaultLanguage: text("default_language").notNull(),
  /** The regional site selling to this country, if any. */
  siteId: text("site_id"),
});

export interface RegionalRegion {
  code: string;
  name: string;
}

/** Regional texts by country and language: address-form labels, notices, regions. */
export const regionalTexts = pgTable(
  "regional_texts",
  {
    countryCode: text("country_code").notNull().references(() => countries.code, { onDelete: "cascade" }),
    language: text("language").notNull(),
    /** The address form asks for a region (state, province). */
    regionRequired: boolean("region_required").notNull().default(false),
    texts: jsonb("texts").$type<Record<string, string>>().notNull(),
    regions: jsonb("regions").$type<RegionalRegion[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.language] })],
);

/**
 * Where a postal code is: the centre of the area named by a postal-code prefix (a US 3-digit
 * ZIP prefix, a Canadian forward sortation area, a UK outward code or area, German leading
 * digits). The longest matching prefix wins.
 */
export const postalAreas = pgTable(
  "postal_areas",
  {
    country: text("country").notNull(),
    prefix: text("prefix").notNull(),
    place: text("place").notNull(),
    latitude: integer("latitude_e6").notNull(),
    longitude: integer("longitude_e6").notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.prefix] })],
);

// ---- collection points ------------------------------------------------------------------------

/** Pick-up-drop-off points of parcel carriers (delivery mode `pudo`). */
export const collectionPoints = pgTable(
  "collection_points",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** locker, post-office or partner-shop. */
    kind: text("kind").notNull(),
    carrier: text("carrier").notNull(),
    addressLine1: text("address_line1").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    latitude: integer("latitude_e6").notNull(),
    longitude: integer("longitude_e6").notNull(),
    hours: jsonb("hours").$type<Record<string, string>>().notNull(),
  },
  (table) => [index("collection_points_location_idx").on(table.latitude, table.longitude)],
);

// ---- favourites -------------------------------------------------------------------------------

/**
 * A shopper's favourites list: one per member and one per guest. `shareToken` (random, 192
 * bits) lets anyone holding the share link read the list, never change it.
 */
export const favorites = pgTable(
  "favorites",
  {
    id: text("id").primaryKey(),
    consumerId: text("consumer_id").references(() => consumers.id, { onDelete: "cascade" }),
    guestId: text("guest_id"),
    shareToken: text("share_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("favorites_consumer_idx").on(table.consumerId),
    uniqueIndex("favorites_guest_idx").on(table.guestId),
    uniqueIndex("favorites_share_token_idx").on(table.shareToken),
    check("favorites_one_owner", sql`(${table.consumerId} is null) <> (${table.guestId} is null)`),
  ],
);

/**
 * An item of a favourites list: a whole style (`product`, any colour and size) or one colour
 * and size (`variant`). `ref` is the id the shopper added (the style or the variant id).
 */
export const favoriteItems = pgTable(
  "favorite_items",
  {
    id: text("id").primaryKey(),
    listId: text("list_id").notNull().references(() => favorites.id, { onDelete: "cascade" }),
    itemType: text("item_type").notNull(),
    ref: text("ref").notNull(),
    productId: text("product_id").notNull().references(() => products.id),
    variantId: text("variant_id").references(() => variants.id),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("favorite_items_line_idx").on(table.listId, table.ref),
    index("favorite_items_list_idx").on(table.listId, table.createdAt),
    check("favorite_items_quantity", sql`${table.quantity} > 0`),
    check("favorite_items_type", sql`(${table.itemType} = 'product' and ${table.variantId} is null) or (${table.itemType} = 'variant' and ${table.variantId} is not null)`),
  ],
);
