import { ARTICLE_SORTS, type ArticleResult, type ArticleSearchParams, type ArticleSort } from "../article-grid/article-search.ts";
import { MAX_SEARCH_TAGS, TAG_ID, tagIdOf } from "../../../contracts/content/article-tags.ts";

/** Related articles shown under an article (content spec §9). */
export const RELATED_ARTICLES_LIMIT = 4;

const RELATED_QUERY_KEYS = new Set(["q", "tags", "tagId", "sort"]);

/**
 * An editor's related query (`tags=hiking,gear-care`, `q=down&sort=date`) as search
 * parameters; `string` when it holds something else (the schema's message).
 */
export function parseRelatedQuery(relatedQuery: string): Pick<ArticleSearchParams, "q" | "tags" | "sort"> | string {
  const params = new URLSearchParams(relatedQuery.trim().replace(/^\?/, ""));
  const unknown = [...params.keys()].find((key) => !RELATED_QUERY_KEYS.has(key));
  if (unknown !== undefined) return `Related query: unknown parameter "${unknown}"; use q=, tags= (tag ids, comma-separated) and sort=`;
  const tags = [...params.getAll("tags").flatMap((value) => value.split(",")), ...params.getAll("tagId")].map((tag) => tag.trim()).filter(Boolean);
  const badTag = tags.find((tag) => !TAG_ID.test(tag));
  if (badTag !== undefined) return `Related query: "${badTag}" is no tag id (lower-case letters, digits and hyphens)`;
  if (tags.length > MAX_SEARCH_TAGS) return `Related query: at most ${MAX_SEARCH_TAGS} tags`;
  const sort = params.get("sort") ?? undefined;
  if (sort !== undefined && !(ARTICLE_SORTS as readonly string[]).includes(sort)) return `Related query: sort is one of ${ARTICLE_SORTS.join(", ")}`;
  const q = params.get("q")?.trim() || undefined;
  if (q !== undefined && q.length > 200) return "Related query: the words are at most 200 characters";
  if (!q && tags.length === 0) return "Related query: give words (q=) or tags (tags=)";
  return { ...(q ? { q } : {}), ...(tags.length > 0 ? { tags } : {}), ...(sort ? { sort: sort as ArticleSort } : {}) };
}

/** The page slug of a site path (`/en-us/layering-guide` → `layering-guide`); none for the home page. */
export function slugOfPath(pathname: string, localePath: string): string | undefined {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length !== 2 || segments[0] !== localePath) return undefined;
  const slug = segments[1]!;
  return /^[a-z0-9][a-z0-9-]{0,127}$/.test(slug) ? slug : undefined;
}

export interface RelatedSource {
  relatedQuery?: string;
  tags: readonly { id?: string; label: string }[];
}

/**
 * The search of an article's related articles: its related query, else its tags; at most 4,
 * the article itself left out. `undefined` when the article names neither (no search).
 */
export function relatedSearch(article: RelatedSource, selfSlug: string | undefined): ArticleSearchParams | undefined {
  const parsed = article.relatedQuery ? parseRelatedQuery(article.relatedQuery) : undefined;
  const base =
    parsed && typeof parsed !== "string"
      ? parsed
      : article.tags.length > 0
        ? { tags: article.tags.map((tag) => tag.id ?? tagIdOf(tag.label)).filter((id) => TAG_ID.test(id)) }
        : undefined;
  if (!base || (!base.q && (base.tags?.length ?? 0) === 0)) return undefined;
  return { ...base, offset: 0, limit: RELATED_ARTICLES_LIMIT, ...(selfSlug ? { exclude: selfSlug } : {}) };
}

/** What shows: never the article itself (whatever the service answered), at most 4. */
export function relatedToShow(results: readonly ArticleResult[], selfSlug: string | undefined): ArticleResult[] {
  return results.filter((candidate) => candidate.slug !== selfSlug).slice(0, RELATED_ARTICLES_LIMIT);
}
