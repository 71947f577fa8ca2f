import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { articleSearchQueryOptions, firstPageParams, type ArticleSearchAnswer } from "./article-search.ts";
import { gridSearch } from "./grid-search.ts";
import type { ArticleGridProps, articleGridSchema } from "./schema.ts";

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
