import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { articleSearchQueryOptions, firstPageParams, type ArticleGridSearch, type ArticleSearchAnswer } from "./article-search.ts";
import type { ArticleGridProps, articleGridSchema } from "./schema.ts";

/** The grid's search without the shopper's tag choice: the initial tags. */
export function gridSearch(props: ArticleGridProps, tags: readonly string[] = props.initialTags): ArticleGridSearch {
  return { q: props.query, tags, sort: props.sort, initialLoad: props.initialLoad, pageSize: props.pageSize ?? props.initialLoad };
}

/** The first page of the initial search, prefetched on the server (tags from the URL are applied in the browser). */
export function articleGridQueryOptions(props: ArticleGridProps, context: PageContext) {
  return articleSearchQueryOptions(context.siteId, firstPageParams(gridSearch(props)));
}

export const articleGridBlock = defineBlock<typeof articleGridSchema, ArticleSearchAnswer>({
  type: "article-grid",
  label: "Article grid",
  loadSchema: () => import("./schema.ts").then((module) => module.articleGridSchema),
  component: () => import("./article-grid.tsx"),
  dataProvider: articleGridQueryOptions,
  skeletonHeight: 480,
});
