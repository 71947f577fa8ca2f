import type {
  FLAG_REASONS,
  QUESTION_SORTS,
  REVIEW_LANGUAGES,
  REVIEW_SORTS,
} from "../../../../contracts/api/products-reviews.ts";

/**
 * The review contracts' constants that shopper code needs, zod-free (decision 0013: the contract
 * module imports zod, so the browser may only take its types). `review-constants.test.ts` holds
 * them equal to the contract's values.
 */

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export type FlagReason = (typeof FLAG_REASONS)[number];
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export const REVIEW_SORT_OPTIONS = ["mostRecent", "oldest", "highestRating", "lowestRating", "mostHelpful"] as const satisfies readonly ReviewSort[];
export const QUESTION_SORT_OPTIONS = ["mostRecent", "oldest", "mostAnswered"] as const satisfies readonly QuestionSort[];
export const FLAG_REASON_OPTIONS = ["inappropriate", "spam", "offTopic", "personalInformation", "other"] as const satisfies readonly FlagReason[];
export const TRANSLATABLE_LANGUAGES = ["en", "fr", "de"] as const satisfies readonly ReviewLanguage[];

/** Limits of writeReviewRequest, askQuestionRequest and flagReviewRequest. */
export const REVIEW_LIMITS = {
  titleMax: 100,
  textMax: 2000,
  nicknameMin: 2,
  nicknameMax: 30,
  locationMax: 60,
  questionMax: 500,
  flagCommentMax: 500,
} as const;

/** Reviews per page on a product page (the API's default is 10: five keep the page short). */
export const REVIEWS_PAGE_SIZE = 5;
/** Questions per page (the API's default). */
export const QUESTIONS_PAGE_SIZE = 5;

/** The site language a review can be translated into, if the reference translation covers it. */
export function translatableLanguage(language: string): ReviewLanguage | undefined {
  return (TRANSLATABLE_LANGUAGES as readonly string[]).includes(language) ? (language as ReviewLanguage) : undefined;
}

/** The language of a review's locale (`fr-CA` → `fr`). */
export function languageOfLocale(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase();
}
