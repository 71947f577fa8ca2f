import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { findSite } from "../../contracts/sites.ts";
import type { Database } from "../db/database.ts";
import type { Executor } from "../db/db-executor.ts";
import type { ContentView } from "./content-view.ts";
import { effectiveVersions, queryRows, type Json } from "./content-store.ts";
import { normaliseText, type ArticleTag } from "./document-projection.ts";
import { TAG_ID, MAX_SEARCH_TAGS } from "../../contracts/content/article-tags.ts";

/**
 * `search/{siteId}/{searchType}`: articles (pages with `article` metadata) or content pages, by
 * text and tags, with tag facets and paging (content spec §3 Search result: result, facets,
 * numFound; §7: offset and limit). Every query word must match, exactly or with a typo: the
 * site's words that pg_trgm finds similar are confirmed by edit distance (one edit for words of
 * 3 to 5 letters, two for longer ones, as search engines' "auto" fuzziness), so "hikng" finds
 * "hiking"; a word the site has as typed is taken as meant ("hike" does not find "bike"). With words the best matches come first (exact
 * before corrected, title before text), else the newest articles. Tags narrow to articles
 * carrying any of them; facet counts ignore the tag selection (so a shopper sees what each tag
 * would add) but honour the words.
 */

export const SEARCH_TYPES = ["article", "page"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;
export const MAX_SEARCH_OFFSET = 10_000;
/** Query words beyond this many are ignored (each one is a condition on every document). */
export const MAX_QUERY_WORDS = 8;
/** Trigram similarity (0–1) of the site's words short-listed as corrections of a query word. */
export const CORRECTION_SIMILARITY = 0.2;
/** Corrections kept per query word, closest first. */
export const MAX_CORRECTIONS = 5;
/** Content pages that are no destination of their own are left out of page search. */
const UNSEARCHABLE_PAGES = ["error-4xx", "search", "cart", "checkout", "order-confirmation"];

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/, "Expected a page slug");

export const searchQuery = z.object({
  q: z.string().max(200, "q: at most 200 characters").optional(),
  /** Tag ids, comma-separated (`tagId` may also be repeated). */
  tags: z.string().max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_SEARCH_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(DEFAULT_SEARCH_LIMIT),
  /** A slug left out of the results: an article's related articles leave the article out. */
  exclude: slug.optional(),
  /** relevance (default with words), date (default without: newest first) or title. */
  sort: z.enum(["relevance", "date", "title"]).optional(),
});
export type SearchQuery = z.output<typeof searchQuery> & { tagIds: string[] };

/** The tag ids of `tags=a,b` and `tagId=a&tagId=b`; an id that is no tag id is refused. */
export function tagIdsOf(tags: string | undefined, repeated: readonly string[]): string[] | { invalid: string } {
  const ids = [...(tags ?? "").split(","), ...repeated].map((id) => id.trim()).filter(Boolean);
  const invalid = ids.find((id) => !TAG_ID.test(id));
  if (invalid !== undefined) return { invalid };
  return [...new Set(ids)].slice(0, MAX_SEARCH_TAGS);
}

/** The query's words as compared with search text: normalised, deduplicated, capped. */
export function queryWords(q: string | undefined): string[] {
  return [...new Set(normaliseText(q ?? "").split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_QUERY_WORDS).map((word) => word.slice(0, 40));
}

/** Edits a word may need to match: none up to 2 letters, one up to 5, else two. */
export function allowedEdits(word: string): number {
  return word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
}

/**
 * Edits (insertions, deletions, substitutions, swaps of neighbours) turning `a` into `b`, or
 * `max + 1` as soon as more than `max` are needed.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

export interface ArticleResult {
  id: string;
  slug: string;
  url?: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  date?: string;
  hidePageDate: boolean;
  picture?: { url: string; alt: string; width?: number; height?: number };
  articleWidth?: string;
  relatedQuery?: string;
  tags: ArticleTag[];
}

export interface PageResult {
  id: string;
  slug: string;
  url?: string;
  title: string;
  description?: string;
}

export interface Facet {
  id: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface SearchAnswer<T> {
  result: T[];
  facets: Facet[];
  numFound: number;
  offset: number;
  limit: number;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A query word with its corrections: the text must contain one of them. */
interface WordMatch {
  word: string;
  corrections: string[];
}

const containsAny = (words: readonly string[], column: SQL) => sql`(${sql.join(words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`}`), sql` or `)})`;

/**
 * Words of the site's pages close enough to `word` to be a typo of it. A word found as typed is
 * not corrected: "hike" finds hikes, not bikes.
 */
async function correctionsOf(db: Executor, siteId: string, word: string): Promise<string[]> {
  const edits = allowedEdits(word);
  if (edits === 0) return [];
  const [typed] = await queryRows<{ found: boolean }>(db, sql`
    select exists(select 1 from content_versions v join content_documents d on d.id = v.document_id
      where d.site_id = ${siteId} and d.type = 'page' and v.body is not null and v.search_text like ${`%${escapeLike(word)}%`}) as found`);
  if (typed?.found) return [];
  const rows = await queryRows<{ candidate: string }>(db, sql`
    select distinct candidate from content_versions v join content_documents d on d.id = v.document_id,
      regexp_split_to_table(v.search_text, '[^[:alnum:]]+') candidate
    where d.site_id = ${siteId} and d.type = 'page' and v.body is not null
      and length(candidate) between ${word.length - edits} and ${word.length + edits}
      and similarity(candidate, ${word}) >= ${CORRECTION_SIMILARITY}`);
  return rows
    .map(({ candidate }) => ({ candidate, distance: editDistance(word, candidate, edits) }))
    .filter(({ distance }) => distance <= edits)
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, MAX_CORRECTIONS)
    .map(({ candidate }) => candidate);
}

/** Relevance of one word: 1 found as typed, ½ found corrected; the same again in the title. */
function relevanceOf({ word, corrections }: WordMatch): SQL {
  const title = sql`unaccent(lower(title))`;
  const score = (column: SQL) =>
    corrections.length
      ? sql`case when ${column} like ${`%${escapeLike(word)}%`} then 1 when ${containsAny(corrections, column)} then 0.5 else 0 end`
      : sql`case when ${column} like ${`%${escapeLike(word)}%`} then 1 else 0 end`;
  return sql`(${score(sql`search_text`)} + ${score(title)})`;
}

function urlOf(siteId: string, pageSlug: string): string | undefined {
  const site = findSite(siteId);
  return site ? `/${site.localePath}/${pageSlug}` : undefined;
}

interface Row {
  id: string | null;
  slug: string;
  title: string;
  description: string | null;
  article: Json | null;
}

export async function searchContent(db: Database, siteId: string, type: SearchType, query: SearchQuery, view: ContentView): Promise<SearchAnswer<ArticleResult | PageResult>> {
  const words: WordMatch[] = [];
  for (const word of queryWords(query.q)) words.push({ word, corrections: await correctionsOf(db, siteId, word) });
  const conditions: SQL[] = [sql`true`];
  if (type === "article") conditions.push(sql`article is not null`);
  else conditions.push(sql`slug not in (${sql.join(UNSEARCHABLE_PAGES.map((page) => sql`${page}`), sql`, `)})`);
  if (query.exclude) conditions.push(sql`slug <> ${query.exclude}`);
  for (const { word, corrections } of words) conditions.push(containsAny([word, ...corrections], sql`search_text`));
  // Documents with any version containing the words (trigram index); the visible version is checked again below.
  const candidates = words.length
    ? sql`(select document_id from content_versions c where ${sql.join(words.map(({ word, corrections }) => containsAny([word, ...corrections], sql`c.search_text`)), sql` and `)})`
    : undefined;
  const matched = sql`${effectiveVersions(siteId, ["page"], view, candidates)},
    matched as (select * from effective where ${sql.join(conditions, sql` and `)})`;
  const tagFilter = type === "article" && query.tagIds.length ? sql`tag_ids && ${`{${query.tagIds.join(",")}}`}::text[]` : sql`true`;

  const sort = query.sort ?? (words.length ? "relevance" : "date");
  const relevance = words.length ? sql.join(words.map(relevanceOf), sql` + `) : sql`0`;
  const order = {
    relevance: sql`${relevance} desc, article_date desc nulls last, slug collate "C"`,
    date: sql`article_date desc nulls last, slug collate "C"`,
    title: sql`lower(title), slug collate "C"`,
  }[sort];

  const rows = await queryRows<Row>(db, sql`with ${matched}
    select body->>'id' as id, slug, title, body->>'description' as description, article from matched where ${tagFilter}
    order by ${order} limit ${query.limit} offset ${query.offset}`);
  const [count] = await queryRows<{ total: number }>(db, sql`with ${matched} select count(*)::int as total from matched where ${tagFilter}`);
  const facets =
    type === "article"
      ? await queryRows<{ id: string; label: string; count: number }>(db, sql`with ${matched}
          select tag->>'id' as id, min(tag->>'label') as label, count(distinct document_id)::int as count
          from matched, jsonb_array_elements(article->'tags') tag group by 1 order by 3 desc, 2`)
      : [];
  return {
    result: rows.map((row) => (type === "article" ? articleResult(siteId, row) : pageResult(siteId, row))),
    facets: facets.map((facet) => ({ ...facet, selected: query.tagIds.includes(facet.id) })),
    numFound: count?.total ?? 0,
    offset: query.offset,
    limit: query.limit,
  };
}

function articleResult(siteId: string, row: Row): ArticleResult {
  const article = (row.article ?? {}) as Json;
  const optional = <K extends string>(key: K) => (typeof article[key] === "string" ? { [key]: article[key] as string } : {});
  return {
    id: row.id ?? row.slug,
    slug: row.slug,
    ...(urlOf(siteId, row.slug) ? { url: urlOf(siteId, row.slug) } : {}),
    title: row.title,
    ...optional("subtitle"),
    ...optional("eyebrow"),
    ...optional("date"),
    hidePageDate: article.hidePageDate === true,
    ...(article.picture ? { picture: article.picture as ArticleResult["picture"] } : {}),
    ...optional("articleWidth"),
    ...optional("relatedQuery"),
    tags: (article.tags as ArticleTag[] | undefined) ?? [],
  };
}

function pageResult(siteId: string, row: Row): PageResult {
  return {
    id: row.id ?? row.slug,
    slug: row.slug,
    ...(urlOf(siteId, row.slug) ? { url: urlOf(siteId, row.slug) } : {}),
    title: row.title,
    ...(row.description ? { description: row.description } : {}),
  };
}
