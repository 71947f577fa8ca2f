import type { z } from "zod";
import { segment, type CommerceTransport } from "./client-core.ts";
import type {
  currencySchema,
  GENDERS,
  SearchSort,
} from "../../../contracts/api/products.ts";
import type {
  askQuestionRequest,
  flagReviewRequest,
  QUESTION_SORTS,
  REVIEW_LANGUAGES,
  REVIEW_SORTS,
  writeReviewRequest,
} from "../../../contracts/api/products-reviews.ts";

/** Prices of product answers are in the client's site's currency unless another is asked. */
export interface PriceContext {
  currency?: z.input<typeof currencySchema>;
  locale?: string;
}

/** Filters of a product search: several values of one filter match any of them. */
export interface ProductSearch {
  q?: string;
  categoryId?: string;
  color?: string[];
  size?: string[];
  gender?: (typeof GENDERS)[number][];
  /** Price bucket ids (PRICE_BUCKETS). */
  price?: string[];
  inStock?: boolean;
  sort?: SearchSort;
  start?: number;
  count?: number;
}

export interface Page<Sort extends string> {
  start?: number;
  count?: number;
  sort?: Sort;
}

/** Several values of one filter travel joined by a pipe (`color=Black|Ochre`). */
const piped = (values: string[] | undefined) => (values?.length ? values.join("|") : undefined);

/**
 * The product calls of commerce spec §7 (Products): details, store availability, inventory,
 * product sets, the catalogue tree, back-in-stock notifications, recommendations, search and
 * autosuggest, and reviews and questions (read, write, flag, vote, translate).
 */
export function productCalls({ call, options, answers }: CommerceTransport) {
  const { answerVoteAnswer, askQuestionAnswer, autoSuggestAnswer, availabilityAnswer, catalogAnswer, flagReviewAnswer, inventoryAnswer, productDetailsAnswer, productSearchAnswer, productSetAnswer, productSetsAnswer, questionsAnswer, reviewVoteAnswer, reviewsAnswer, stockNotificationAnswer, translateReviewAnswer, widgetRecommendationsAnswer, writeReviewAnswer } = answers;
  const product = (productId: string, rest: string, version = "v2") => `/products/${version}/products/${segment(productId)}${rest}`;
  const site = (context: PriceContext = {}) => ({ siteId: options.siteId, ...context });

  return {
    /** A style id, or a colour-and-size product id (answers its style with that variant selected). */
    productDetails: (productId: string, context?: PriceContext) => call("GET", product(productId, "/details"), productDetailsAnswer, { query: site(context) }),
    /** Stock of the product (a style: all its variants) in each store. */
    productAvailability: (productId: string, storeIds: string[]) => call("POST", product(productId, "/availability", "v1"), availabilityAnswer, { body: { storeIds } }),
    /** Online stock per variant. */
    productInventory: (productId: string) => call("GET", product(productId, "/inventory"), inventoryAnswer, { query: site() }),
    /** The sets a product belongs to. */
    productSets: (productId: string, context?: PriceContext) => call("GET", product(productId, "/productSets"), productSetsAnswer, { query: site(context) }),
    productSet: (productSetId: string, context?: PriceContext) => call("GET", product(productSetId, "/productSet"), productSetAnswer, { query: site(context) }),
    catalog: () => call("GET", "/products/v2/catalog", catalogAnswer, { query: site() }),
    /** E-mail me when this colour and size is back in stock (the same answer every time). */
    notifyWhenInStock: (email: string, productId: string) => call("PUT", "/products/v1/notifications", stockNotificationAnswer, { body: { email, productId, siteId: options.siteId } }),
    /** Like `productId`, or in `categoryId`, or the best rated. */
    widgetRecommendations: (like: { productId?: string; categoryId?: string; count?: number } = {}) =>
      call("GET", "/products/v1/widgetRecommendations", widgetRecommendationsAnswer, { query: { ...site(), ...like } }),
    searchProducts: (search: ProductSearch = {}, context?: PriceContext) =>
      call("GET", "/products/v2/search/productSearch", productSearchAnswer, {
        query: { ...site(context), ...search, color: piped(search.color), size: piped(search.size), gender: piped(search.gender), price: piped(search.price) },
      }),
    /** `signal` cancels a superseded request (the shopper typed on). */
    autoSuggest: (q: string, count?: number, { signal }: { signal?: AbortSignal } = {}) => call("GET", "/products/v2/search/autoSuggest", autoSuggestAnswer, { query: { ...site(), q, count }, signal }),

    // ---- reviews and questions (of a style; a variant id stands for its style)
    reviews: (productId: string, page: Page<(typeof REVIEW_SORTS)[number]> & { rating?: 1 | 2 | 3 | 4 | 5 } = {}) => call("GET", product(productId, "/reviews", "v1"), reviewsAnswer, { query: { ...page } }),
    /** Writing again replaces the shopper's review. Not in the spec's call table (§1 has shoppers write reviews). */
    writeReview: (productId: string, review: z.input<typeof writeReviewRequest>) => call("POST", product(productId, "/reviews", "v1"), writeReviewAnswer, { body: review }),
    flagReview: (productId: string, reviewId: string, flag: z.input<typeof flagReviewRequest>) => call("POST", product(productId, `/review/${segment(reviewId)}/flag`, "v1"), flagReviewAnswer, { body: flag }),
    voteOnReview: (productId: string, reviewId: string, helpful: boolean) => call("POST", product(productId, `/review/${segment(reviewId)}/vote`, "v1"), reviewVoteAnswer, { body: { helpful } }),
    translateReview: (reviewId: string, targetLanguage: (typeof REVIEW_LANGUAGES)[number]) => call("POST", `/products/v1/review/${segment(reviewId)}/translate`, translateReviewAnswer, { body: { targetLanguage } }),
    questions: (productId: string, page: Page<(typeof QUESTION_SORTS)[number]> = {}) => call("GET", product(productId, "/reviews/questions", "v1"), questionsAnswer, { query: { ...page } }),
    /** Asks a question, or answers one (`questionId`). */
    askQuestion: (productId: string, question: z.input<typeof askQuestionRequest>) => call("POST", product(productId, "/reviews/questions", "v1"), askQuestionAnswer, { body: question }),
    voteOnAnswer: (productId: string, answerId: string, helpful: boolean) => call("POST", product(productId, `/review/${segment(answerId)}/questions/vote`, "v1"), answerVoteAnswer, { body: { helpful } }),
  };
}
