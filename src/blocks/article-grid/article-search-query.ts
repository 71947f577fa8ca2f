import { TAG_ID, MAX_SEARCH_TAGS } from "../../../contracts/content/article-tags.ts";
import type { ArticleSearchParams } from "./article-search.ts";

/** The query string of a search, with its parameters in a fixed order (one cache entry per search). */
export function articleSearchQueryString(params: ArticleSearchParams): string {
  const query = new URLSearchParams();
  if (params.q?.trim()) query.set("q", params.q.trim());
  const tags = normaliseTags(params.tags ?? []);
  if (tags.length > 0) query.set("tags", tags.join(","));
  if (params.offset !== undefined) query.set("offset", String(params.offset));
  if (params.limit !== undefined) query.set("limit", String(params.limit));
  if (params.exclude) query.set("exclude", params.exclude);
  if (params.sort) query.set("sort", params.sort);
  return query.toString();
}

/** Valid tag ids, deduplicated and sorted: the selection order does not change a search. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.filter((tag) => TAG_ID.test(tag)))].sort().slice(0, MAX_SEARCH_TAGS);
}
