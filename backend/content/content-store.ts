import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/db-executor.ts";
import { contentDocuments, contentVersions } from "../db/schema.ts";
import type { ContentKey, DocumentType } from "./content-keys.ts";
import type { ContentView } from "./content-view.ts";
import { projectDocument } from "./document-projection.ts";

/**
 * Content documents in the database: one draft and a history of published versions per
 * document (backend/db/schema-content.ts). The rule of what a reader sees (content-view.ts) is
 * written once, in `visibleVersion`, and every read goes through it.
 */

/** Re-exported for content-fixtures.ts, which imports it from here. */
export type { Executor };
export type Json = Record<string, unknown>;
export type Source = "fixture" | "editor";

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The condition a version must meet to be seen: published and live at the view's moment, or
 * (preview) the draft, unless it is meant for a date after the preview date.
 */
function visibleVersion(view: ContentView): SQL {
  const at = view.at.toISOString();
  const published = sql`(v.state = 'published' and v.publish_at <= ${at}::timestamptz)`;
  if (!view.preview) return published;
  const draft = view.dated ? sql`(v.state = 'draft' and (v.publish_at is null or v.publish_at <= ${at}::timestamptz))` : sql`v.state = 'draft'`;
  return sql`(${published} or ${draft})`;
}
/** Among the visible versions of a document the draft wins, then the latest publish date, then the latest written. */
const VISIBLE_ORDER = sql`(v.state = 'draft') desc, v.publish_at desc, v.id desc`;

/** The document as the reader sees it; undefined when there is none (or it is unpublished). */
export async function readDocument(db: Executor, key: ContentKey, view: ContentView): Promise<Json | undefined> {
  const rows = await queryRows<{ body: Json | null }>(db, sql`
    select v.body from content_versions v join content_documents d on d.id = v.document_id
    where d.site_id = ${key.siteId} and d.type = ${key.type} and d.slug = ${key.slug} and ${visibleVersion(view)}
    order by ${VISIBLE_ORDER} limit 1`);
  return rows[0]?.body ?? undefined;
}

/**
 * The visible version of every document of the given types of a site, as a common table
 * expression named `effective` (unpublished documents left out): lists and search read it.
 */
export function effectiveVersions(siteId: string, types: readonly DocumentType[], view: ContentView, documentIds?: SQL): SQL {
  const typeList = sql.join(types.map((type) => sql`${type}`), sql`, `);
  // `documentIds` narrows the documents first (a search's index lookup); it must keep every document whose visible version could match.
  const narrowed = documentIds ? sql`and v.document_id in ${documentIds}` : sql``;
  return sql`effective as (
    select * from (
      select distinct on (v.document_id) v.*, d.slug, d.type as document_type
      from content_versions v join content_documents d on d.id = v.document_id
      where d.site_id = ${siteId} and d.type in (${typeList}) and ${visibleVersion(view)} ${narrowed}
      order by v.document_id, ${VISIBLE_ORDER}
    ) visible where body is not null
  )`;
}

export interface ChildPage {
  id: string;
  slug: string;
  title: string;
  description?: string;
}

/** Pages whose parent is `parentSlug`, in slug order. */
export async function childPages(db: Executor, siteId: string, parentSlug: string, view: ContentView): Promise<ChildPage[]> {
  const rows = await queryRows<{ slug: string; body: Json }>(db, sql`
    with ${effectiveVersions(siteId, ["page"], view)}
    select slug, body from effective where parent = ${parentSlug} order by slug collate "C"`);
  return rows.map(({ slug, body }) => ({
    id: typeof body.id === "string" ? body.id : slug,
    slug,
    title: typeof body.title === "string" ? body.title : "",
    ...(typeof body.description === "string" ? { description: body.description } : {}),
  }));
}

/** Page-shaped documents of a site in type then slug order (the showcase walks their blocks). */
export async function pageDocuments(db: Executor, siteId: string, view: ContentView): Promise<{ type: DocumentType; slug: string; body: Json }[]> {
  const rows = await queryRows<{ document_type: DocumentType; slug: string; body: Json }>(db, sql`
    with ${effectiveVersions(siteId, ["page", "category", "product"], view)}
    select document_type, slug, body from effective
    order by array_position(array['page', 'category', 'product'], document_type), slug collate "C"`);
  return rows.map((row) => ({ type: row.document_type, slug: row.slug, body: row.body }));
}

// ---- writing -------------------------------------------------------------------------------------

export interface DocumentRow {
  id: number;
  fixtureHash: string | null;
  fixtureDraftHash: string | null;
}

export async function findDocument(db: Executor, key: ContentKey): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select({ id: contentDocuments.id, fixtureHash: contentDocuments.fixtureHash, fixtureDraftHash: contentDocuments.fixtureDraftHash })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.siteId, key.siteId), eq(contentDocuments.type, key.type), eq(contentDocuments.slug, key.slug)));
  return row;
}

export async function ensureDocument(db: Executor, key: ContentKey, now: Date): Promise<DocumentRow> {
  const existing = await findDocument(db, key);
  if (existing) return existing;
  const [row] = await db
    .insert(contentDocuments)
    .values({ ...key, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: contentDocuments.id, fixtureHash: contentDocuments.fixtureHash, fixtureDraftHash: contentDocuments.fixtureDraftHash });
  // Another writer created it between our read and insert.
  return row ?? (await findDocument(db, key))!;
}

function projected(type: DocumentType, body: Json | null) {
  if (!body) return {};
  const { parent, title, searchText, article, articleDate, tagIds } = projectDocument(type, body);
  return { parent, title, searchText, article, articleDate, tagIds };
}

const publishAtOf = (body: Json): Date | null => (typeof body.publishAt === "string" && !Number.isNaN(Date.parse(body.publishAt)) ? new Date(body.publishAt) : null);

/** A published version, live from `publishAt`; `body` null unpublishes the document from then on. */
export async function insertPublished(db: Executor, documentId: number, type: DocumentType, body: Json | null, publishAt: Date, source: Source, now: Date) {
  await db.insert(contentVersions).values({ documentId, state: "published", body, publishAt, source, createdAt: now, ...projected(type, body) });
}

/** Writes the document's draft (replacing any); its publish date is the body's `publishAt`. */
export async function writeDraft(db: Executor, documentId: number, type: DocumentType, body: Json, source: Source, now: Date) {
  await db.delete(contentVersions).where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.state, "draft")));
  await db.insert(contentVersions).values({ documentId, state: "draft", body, publishAt: publishAtOf(body), source, createdAt: now, ...projected(type, body) });
}

export interface DraftRow {
  id: number;
  body: Json;
  publishAt: Date | null;
  source: Source;
  createdAt: Date;
}

export async function findDraft(db: Executor, documentId: number, options: { lock?: boolean } = {}): Promise<DraftRow | undefined> {
  const query = db
    .select({ id: contentVersions.id, body: contentVersions.body, publishAt: contentVersions.publishAt, source: contentVersions.source, createdAt: contentVersions.createdAt })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.state, "draft")));
  const [row] = options.lock ? await query.for("update") : await query;
  return row as DraftRow | undefined;
}

export async function deleteDraft(db: Executor, documentId: number) {
  await db.delete(contentVersions).where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.state, "draft")));
}

/** Publishes the draft: a published version live from `publishAt` (the draft's date, else now), and no draft. */
export async function publishDraft(db: Executor, documentId: number, type: DocumentType, draft: DraftRow, publishAt: Date | undefined, now: Date) {
  await insertPublished(db, documentId, type, draft.body, publishAt ?? draft.publishAt ?? now, "editor", now);
  await deleteDraft(db, documentId);
}

export interface PublishedVersion {
  version: number;
  publishAt: Date;
  source: Source;
  createdAt: Date;
  unpublished: boolean;
}

/** The published history, newest publish date first (at most `limit`). */
export async function publishedVersions(db: Executor, documentId: number, limit: number): Promise<PublishedVersion[]> {
  const rows = await db
    .select({ version: contentVersions.id, publishAt: contentVersions.publishAt, source: contentVersions.source, createdAt: contentVersions.createdAt, unpublished: sql<boolean>`${contentVersions.body} is null` })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.state, "published")))
    .orderBy(desc(contentVersions.publishAt), desc(contentVersions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishAt: row.publishAt!, source: row.source as Source }));
}

/** Whether an editor has published this document (fixture loading then leaves it to them). */
export async function hasEditorVersions(db: Executor, documentId: number): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`
    select exists(select 1 from content_versions where document_id = ${documentId} and state = 'published' and source = 'editor') as found`);
  return Boolean(rows[0]?.found);
}

/** Scheduled fixture versions not live yet: a new fixture version replaces them. */
export async function dropPendingFixtureVersions(db: Executor, documentId: number, now: Date) {
  await db.execute(sql`
    delete from content_versions where document_id = ${documentId} and state = 'published' and source = 'fixture' and publish_at > ${now.toISOString()}::timestamptz`);
}

export async function hasVersions(db: Executor, documentId: number): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`select exists(select 1 from content_versions where document_id = ${documentId} and state = 'published') as found`);
  return Boolean(rows[0]?.found);
}

export async function setFixtureHashes(db: Executor, documentId: number, hashes: { fixtureHash?: string | null; fixtureDraftHash?: string | null }) {
  await db.update(contentDocuments).set(hashes).where(eq(contentDocuments.id, documentId));
}
