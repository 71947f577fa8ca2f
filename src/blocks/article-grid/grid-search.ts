import type { ArticleGridSearch } from "./article-search.ts";
import type { ArticleGridProps } from "./schema.ts";

/**
 * The grid's search: its query, sort and page sizes with `tags` (defaults to the initial tags,
 * the search before the shopper's choice). The definition's data provider and the component
 * both ask with it, so the browser's first page is the one the server prefetched.
 */
export function gridSearch(props: ArticleGridProps, tags: readonly string[] = props.initialTags): ArticleGridSearch {
  return { q: props.query, tags, sort: props.sort, initialLoad: props.initialLoad, pageSize: props.pageSize ?? props.initialLoad };
}
