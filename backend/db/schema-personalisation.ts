import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Tables of the personalisation area (issue 4). Kept in their own file so each area's tables are
 * owned in one place; `schema.ts` re-exports them for drizzle-kit and the query builder.
 *
 * Experiences and their variants are configuration, loaded from `fixtures/personalisation/` by
 * the seed (backend/personalisation/seed.ts). Decisions and the record events (content spec §7:
 * RecImpressions, RecClicks, PageEvents) are what the engine writes, one row per event; and every
 * event of every decide call as received (`personalisation_received_events`).
 */

/** What a variant's targeting looks at; see backend/personalisation/targeting.ts. */
export interface StoredAudience {
  pageTypes?: string[];
  conditions?: string[];
  cartValue?: { min?: number; max?: number };
  cartCategories?: string[];
  cartProducts?: string[];
  customVariables?: Record<string, string[]>;
}

/** A recommendation slot of a variant: the carousel (component) and how it is filled. */
export interface StoredRecommendationSlot {
  component: string;
  strategies: string[];
  limit: number;
}

/** A recommended item as decided, so that its recToken can be traced back (rec-tokens.ts). */
export interface StoredDecisionItem {
  experienceId: string;
  variantName: string;
  component: string;
  strategy: string;
  productId: string;
  sku: string;
}

export const personalisationExperiences = pgTable(
  "personalisation_experiences",
  {
    id: text("id").primaryKey(),
    /** What experience blocks ask for (their `experienceName`). */
    name: text("name").notNull(),
    /** Reported as `experience_label`. */
    label: text("label").notNull(),
    /** active or paused: paused experiences are never decided. */
    status: text("status").notNull().default("active"),
    /** Brands (the decide path's `{brand}`) it runs on; empty for every brand. */
    brands: jsonb("brands").$type<string[]>().notNull().default([]),
    audience: jsonb("audience").$type<StoredAudience>().notNull().default({}),
    /** Order of the actions in an answer. */
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("personalisation_experiences_name_idx").on(table.name)],
);

export const personalisationVariants = pgTable(
  "personalisation_variants",
  {
    experienceId: text("experience_id")
      .notNull()
      .references(() => personalisationExperiences.id, { onDelete: "cascade" }),
    /** The experience block variant it shows (the content action's `component`). */
    name: text("name").notNull(),
    /** Reported as `variant_label` (the storefront maps it: "Experiment" → A …). */
    label: text("label").notNull(),
    /** Share of visitors in hundredths of a percent (a variant of 33.5 % is 3350); 10,000 in all. */
    allocationBasisPoints: integer("allocation_basis_points").notNull(),
    position: integer("position").notNull(),
    recommendations: jsonb("recommendations").$type<StoredRecommendationSlot[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.experienceId, table.name] }),
    check("personalisation_variants_allocation", sql`${table.allocationBasisPoints} between 0 and 10000`),
  ],
);

/** One decide call that asked for a decision: who, where, which variants, which items. */
export const personalisationDecisions = pgTable(
  "personalisation_decisions",
  {
    id: text("id").primaryKey(),
    monetateId: text("monetate_id").notNull(),
    brand: text("brand").notNull(),
    requestId: text("request_id").notNull(),
    /** The consumer id: from a verified access token, or as the caller sent it. */
    customerId: text("customer_id"),
    pageType: text("page_type"),
    variants: jsonb("variants").$type<{ experienceId: string; variantName: string }[]>().notNull().default([]),
    /** The recommended items in answer order: a recToken names its decision and index here. */
    items: jsonb("items").$type<StoredDecisionItem[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("personalisation_decisions_visitor_idx").on(table.monetateId)],
);

/** RecImpressions and RecClicks: one row per recToken recorded. */
export const personalisationRecEvents = pgTable(
  "personalisation_rec_events",
  {
    id: text("id").primaryKey(),
    /** impression or click. */
    kind: text("kind").notNull(),
    monetateId: text("monetate_id").notNull(),
    recToken: text("rec_token").notNull(),
    decisionId: text("decision_id")
      .notNull()
      .references(() => personalisationDecisions.id, { onDelete: "cascade" }),
    experienceId: text("experience_id").notNull(),
    variantName: text("variant_name").notNull(),
    component: text("component").notNull(),
    strategy: text("strategy").notNull(),
    productId: text("product_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("personalisation_rec_events_visitor_idx").on(table.monetateId),
    index("personalisation_rec_events_product_idx").on(table.productId, table.kind),
    check("personalisation_rec_events_kind", sql`${table.kind} in ('impression', 'click')`),
  ],
);

/** PageEvents: named things that happened on a page (newsletter signup, size guide opened …). */
export const personalisationPageEvents = pgTable(
  "personalisation_page_events",
  {
    id: text("id").primaryKey(),
    monetateId: text("monetate_id").notNull(),
    brand: text("brand").notNull(),
    name: text("name").notNull(),
    pageType: text("page_type"),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("personalisation_page_events_visitor_idx").on(table.monetateId)],
);

/**
 * Every event of every decide call, as validated (bare event type; amounts of Cart and Purchase
 * lines in minor units, as the contract reads them): what the engine was told, for tests and
 * demos that check what the storefront sends (`GET /mock/personalisation/events`). The identity
 * orders the events of one call as they were sent.
 */
export const personalisationReceivedEvents = pgTable(
  "personalisation_received_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    monetateId: text("monetate_id").notNull(),
    brand: text("brand").notNull(),
    /** The bare name (PageView, not monetate:context:PageView). */
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("personalisation_received_events_visitor_idx").on(table.monetateId, table.id)],
);
