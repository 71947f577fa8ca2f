import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import type { articleSearchAnswer } from "../../../contracts/api/content-search.ts";
import { articleSearchQueryString } from "./article-search-query.ts";

export { articleSearchQueryString, normaliseTags } from "./article-search-query.ts";

/**
 * Article search (content spec §3 Search result, §7 content calls) as the browser and the
 * server's block data providers call it: the front-end API's article search
 * (`GET /fapi/components/articles/{siteId}` in the browser, its function on the server, see
 * src/app/front-api/), over published results of the content service's
 * `search/{siteId}/article`. The article page's related articles and the article grid share it.
 *
 * The storefront's route validates the content service's answer against `articleSearchAnswer`
 * (zod); the browser trusts that answer's type and checks only its outline
 * (`isArticleSearchAnswer`), so that it ships no schema code (decision 0013).
 */

export type ArticleSearchAnswer = z.output<typeof articleSearchAnswer>;
export type ArticleResult = ArticleSearchAnswer["result"][number];
export type ArticleFacet = ArticleSearchAnswer["facets"][number];

export const ARTICLE_SORTS = ["relevance", "date", "title"] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];


export interface ArticleSearchParams {
  /** Words; every one must match. */
  q?: string;
  /** Tag ids: articles carrying any of them. */
  tags?: readonly string[];
  offset?: number;
  limit?: number;
  /** A slug left out of the results (an article's own page). */
  exclude?: string;
  sort?: ArticleSort;
}

/**
 * Runs one article search for a query of `client` (whose front-end API it calls). Stories and
 * tests provide another through `ArticleSearchContext` (fetch-article-search.ts).
 */
export type ArticleSearch = (siteId: string, params: ArticleSearchParams, client: QueryClient) => Promise<ArticleSearchAnswer>;

/**
 * The storefront's article search, loaded when a search first runs: the block definitions'
 * data providers (in every page's shell) name it, the code that calls and checks the front-end
 * API comes with the grid's or article's own chunk, or on the first search.
 */
const searchWhenRun: ArticleSearch = (siteId, params, client) => import("./fetch-article-search.ts").then((module) => module.fetchArticleSearch(siteId, params, client));

export const EMPTY_ARTICLE_SEARCH: ArticleSearchAnswer = { result: [], facets: [], numFound: 0, offset: 0, limit: 1 };

const ARTICLES_STALE_MS = 60_000;

/**
 * One page of article search results. `params: undefined` means "no search" (an article
 * without tags or a related query): it answers the empty result without a call.
 */
export function articleSearchQueryOptions(siteId: string, params: ArticleSearchParams | undefined, search: ArticleSearch = searchWhenRun) {
  return queryOptions({
    queryKey: ["content", "articles", siteId, params ? articleSearchQueryString(params) : "none"],
    queryFn: ({ client }) => (params ? search(siteId, params, client) : Promise.resolve(EMPTY_ARTICLE_SEARCH)),
    staleTime: ARTICLES_STALE_MS,
  });
}

/** What an article grid searches for; the paging is added page by page. */
export interface ArticleGridSearch {
  q?: string;
  tags: readonly string[];
  sort?: ArticleSort;
  /** Articles of the first page. */
  initialLoad: number;
  /** Articles each "load more" adds. */
  pageSize: number;
}

/** Offset and limit of the page starting at `offset`: the first page holds the initial load. */
export function pageAt(offset: number, search: Pick<ArticleGridSearch, "initialLoad" | "pageSize">): { offset: number; limit: number } {
  return { offset, limit: offset === 0 ? search.initialLoad : search.pageSize };
}

/** The first page's search: what the grid's data provider loads on the server. */
export function firstPageParams(search: ArticleGridSearch): ArticleSearchParams {
  return { q: search.q, tags: search.tags, sort: search.sort, ...pageAt(0, search) };
}

/**
 * The offset of the next page: the last page's offset raised by its page size, while articles
 * remain (content spec §4); `undefined` when every article is loaded.
 */
export function nextPageOffset(last: Pick<ArticleSearchAnswer, "offset" | "limit" | "numFound" | "result">): number | undefined {
  const next = last.offset + last.limit;
  // A short page means the end, whatever numFound said when it was counted.
  if (last.result.length < last.limit) return undefined;
  return next < last.numFound ? next : undefined;
}

/** Every page of an article grid's search, fetched one "load more" at a time. */
export function articleGridPagesQueryOptions(siteId: string, grid: ArticleGridSearch, search: ArticleSearch = searchWhenRun) {
  return infiniteQueryOptions({
    queryKey: ["content", "articles", siteId, "grid", articleSearchQueryString({ q: grid.q, tags: grid.tags, sort: grid.sort }), grid.initialLoad, grid.pageSize],
    queryFn: ({ pageParam, client }) => search(siteId, { q: grid.q, tags: grid.tags, sort: grid.sort, ...pageAt(pageParam, grid) }, client),
    initialPageParam: 0,
    getNextPageParam: (last: ArticleSearchAnswer) => nextPageOffset(last),
    staleTime: ARTICLES_STALE_MS,
  });
}
