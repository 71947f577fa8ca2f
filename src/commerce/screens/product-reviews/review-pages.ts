import { infiniteQueryOptions } from "@tanstack/react-query";
import { CATALOGUE_STALE_MS, type QuestionsAnswer, type ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";
import { commerceOf } from "../../commerce-access.ts";
import { QUESTIONS_PAGE_SIZE, REVIEWS_PAGE_SIZE, type QuestionSort, type ReviewSort } from "./review-constants.ts";

/**
 * The reviews and questions read page by page ("show more"), per sort. The first page of the
 * default sort is what the blocks' data providers prefetch on the server (`reviewsQuery` with
 * `{ count }`); it becomes the infinite query's initial data, so hydration asks nothing again.
 * The keys end in "pages": an infinite query's data has another shape than a page's.
 */

/** Where the next page starts, if any remains. */
export function nextStart(page: { start: number; total: number }, listed: number): number | undefined {
  const next = page.start + listed;
  return listed > 0 && next < page.total ? next : undefined;
}

export const reviewPagesQuery = (siteId: string, productId: string, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: ["commerce", siteId, "reviews", productId, "pages", sort] as const,
    queryFn: ({ client, pageParam }): Promise<ReviewsAnswer> => commerceOf(client, siteId).reviews(productId, { start: pageParam || undefined, count: REVIEWS_PAGE_SIZE, sort }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewsAnswer) => nextStart(last, last.reviews.length),
    staleTime: CATALOGUE_STALE_MS,
  });

export const questionPagesQuery = (siteId: string, productId: string, sort: QuestionSort) =>
  infiniteQueryOptions({
    queryKey: ["commerce", siteId, "questions", productId, "pages", sort] as const,
    queryFn: ({ client, pageParam }): Promise<QuestionsAnswer> => commerceOf(client, siteId).questions(productId, { start: pageParam || undefined, count: QUESTIONS_PAGE_SIZE, sort }),
    initialPageParam: 0,
    getNextPageParam: (last: QuestionsAnswer) => nextStart(last, last.questions.length),
    staleTime: CATALOGUE_STALE_MS,
  });
