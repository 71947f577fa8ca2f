import { defineBlock } from "../../registry/define-block.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { articleSearchQueryOptions, type ArticleSearchAnswer } from "../article-grid/article-search.ts";
import { relatedSearch, slugOfPath } from "./related-articles.ts";
import type { ArticlePageProps, articlePageSchema } from "./schema.ts";

/** The related articles: up to 4 by the related query or tags, without the article itself. */
export function relatedArticlesQueryOptions(props: ArticlePageProps, context: PageContext) {
  const search = props.showRelated ? relatedSearch(props, slugOfPath(context.pathname, context.localePath)) : undefined;
  return articleSearchQueryOptions(context.siteId, search);
}

export const articlePageBlock = defineBlock<typeof articlePageSchema, ArticleSearchAnswer>({
  type: "article-page",
  label: "Article page",
  loadSchema: () => import("./schema.ts").then((module) => module.articlePageSchema),
  component: () => import("./article-page.tsx"),
  dataProvider: relatedArticlesQueryOptions,
  skeletonHeight: 520,
});
