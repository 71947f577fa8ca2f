import { createContext, useContext } from "react";
import { isRecord } from "../../../contracts/json-shape.ts";
import { frontApiOf } from "../../app/front-api/front-api.ts";
import type { ArticleSearch, ArticleSearchAnswer } from "./article-search.ts";
import { articleSearchQueryString } from "./article-search-query.ts";

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/**
 * Whether an answer has the outline of an article search answer: lists of result and facet
 * objects, and the counts the paging reads. Their fields are the server's (validated there).
 */
export function isArticleSearchAnswer(answer: unknown): answer is ArticleSearchAnswer {
  if (!isRecord(answer) || !isCount(answer.numFound) || !isCount(answer.offset) || !isCount(answer.limit) || answer.limit < 1) return false;
  return Array.isArray(answer.result) && answer.result.every(isRecord) && Array.isArray(answer.facets) && answer.facets.every(isRecord);
}

/**
 * The storefront's article search. A failure (network, status, an answer of another shape) is
 * logged here, once per attempt, and thrown: callers treat it as "nothing new" (spec §8).
 */
export const fetchArticleSearch: ArticleSearch = async (siteId, params, client) => {
  const query = articleSearchQueryString(params);
  try {
    const answer = await frontApiOf(client).articles(siteId, new URLSearchParams(query));
    if (!isArticleSearchAnswer(answer)) throw new Error("the answer is no article search answer");
    return answer;
  } catch (error) {
    console.error(`[articles] article search failed for ${siteId} (${query || "no parameters"}): ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
};

export const ArticleSearchContext = createContext<ArticleSearch>(fetchArticleSearch);

export function useArticleSearch(): ArticleSearch {
  return useContext(ArticleSearchContext);
}

