import { sql } from "drizzle-orm";
import { bigint, check, index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Tables of the content area (issue 4): the content service's documents (CaaS, commerce spec §7)
 * with a draft and a history of published versions each. Kept in their own file so each area's
 * tables are owned in one place; `schema.ts` re-exports them for drizzle-kit and the query builder.
 *
 * What a reader sees (backend/content/content-store.ts): publish mode shows the published
 * version with the latest `publish_at` not after now; preview mode shows the draft when there is
 * one, and with a preview date the published version live at that date.
 */

/** One document: a page, a category or product template, a menu, footer, pop-ups or fragment. */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** A site id (`RL-US`…), or `shared` for fragments. */
    siteId: text("site_id").notNull(),
    /** page, category, product, menu, footer, popups or fragment. */
    type: text("type").notNull(),
    /** Page slug, category id, product id, fragment id; `default` for templates and singletons. */
    slug: text("slug").notNull(),
    /** Hash of the fixture file last loaded as a published version (null: not from fixtures). */
    fixtureHash: text("fixture_hash"),
    /** Hash of the fixture draft last loaded (null: none). */
    fixtureDraftHash: text("fixture_draft_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_documents_key_idx").on(table.siteId, table.type, table.slug)],
);

/**
 * Versions of a document: at most one draft, and every published version (`body` null: the
 * document was unpublished then). The denormalised columns feed children lists and search.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    /** draft or published. */
    state: text("state").notNull(),
    /**
     * The document as written (json, not jsonb: key order and text stay as the editor wrote
     * them). Null only for a published "unpublished from here on" marker.
     */
    body: json("body").$type<Record<string, unknown>>(),
    /** Published: live from this moment. Draft: the publish date the editor asked for, if any. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** fixture (loaded from the fixture folders) or editor (the admin endpoint). */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The page's parent slug (children lists). */
    parent: text("parent"),
    title: text("title").notNull().default(""),
    /** Lower-case, accent-free text of title, description, article fields and rich text. */
    searchText: text("search_text").notNull().default(""),
    /** Article metadata (`article` of a page), null for other documents. */
    article: jsonb("article").$type<Record<string, unknown>>(),
    /** Article date (YYYY-MM-DD) for newest-first ordering. */
    articleDate: text("article_date"),
    /** Tag ids of an article. */
    tagIds: text("tag_ids").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex("content_versions_one_draft_idx").on(table.documentId).where(sql`${table.state} = 'draft'`),
    index("content_versions_live_idx").on(table.documentId, table.state, table.publishAt),
    check("content_versions_state_check", sql`${table.state} in ('draft', 'published')`),
    check("content_versions_source_check", sql`${table.source} in ('fixture', 'editor')`),
    check("content_versions_published_at_check", sql`${table.state} = 'draft' or ${table.publishAt} is not null`),
    check("content_versions_draft_body_check", sql`${table.state} = 'published' or ${table.body} is not null`),
  ],
);
