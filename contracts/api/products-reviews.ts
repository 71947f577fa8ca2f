import { z } from "zod";

/**
 * Contracts of the review calls (commerce spec §7 Products): reviews with their rating summary,
 * writing, flagging, voting and translating a review, and product questions and answers.
 *
 * Limits (the spec names REV410 "review too long" but no length: these are ours): review text
 * 2,000 characters, question 500, answer 1,000; longer text is 400 REV410 with `maxLength`.
 * Titles, nicknames and flag comments have their own limits (400 ATTR300 beyond them).
 *
 * Who may write: any shopper with a token, guest or member (commerce spec §1: shoppers read
 * and write reviews and ask questions); an associate's token 403 AUT432. Each shopper has one
 * review per product (writing again replaces it), one vote per review or answer (voting again
 * replaces the vote) and one flag per review. A review flagged by
 * REVIEW_HIDE_FLAG_THRESHOLD shoppers is hidden until moderated.
 *
 * Ratings: `summary` counts every rating of the product, including ratings given without text
 * (imported with the catalogue); `total` counts the written reviews that are listed.
 *
 * Unknown review, question or answer ids (or one of another product) are 404 API404; an
 * unknown product 404 PLP400.
 */

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_TITLE_MAX_LENGTH = 100;
export const QUESTION_TEXT_MAX_LENGTH = 500;
export const ANSWER_TEXT_MAX_LENGTH = 1000;
export const NICKNAME_MAX_LENGTH = 30;
export const FLAG_COMMENT_MAX_LENGTH = 500;
export const REVIEW_HIDE_FLAG_THRESHOLD = 3;
export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
export const DEFAULT_QUESTIONS_PAGE_SIZE = 5;
export const MAX_REVIEWS_PAGE_SIZE = 50;
/** Languages the reference translation covers (the sites' languages). */
export const REVIEW_LANGUAGES = ["en", "fr", "de"] as const;

export const REVIEW_SORTS = ["mostRecent", "oldest", "highestRating", "lowestRating", "mostHelpful"] as const;
export const QUESTION_SORTS = ["mostRecent", "oldest", "mostAnswered"] as const;
export const FLAG_REASONS = ["inappropriate", "spam", "offTopic", "personalInformation", "other"] as const;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const localeSchema = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, "must be a locale such as en-US");
/** Text a shopper writes: trimmed; its length limit is checked by the backend (REV410). */
const writtenText = z.string().trim().min(1, "must not be empty").max(20_000);
const nickname = z.string().trim().min(2).max(NICKNAME_MAX_LENGTH);

// ---- requests ----------------------------------------------------------------------------------

/** GET /products/v1/products/{productId}/reviews. */
export const reviewsQuery = z.object({
  start: wholeNumber(0, 100_000).optional(),
  count: wholeNumber(1, MAX_REVIEWS_PAGE_SIZE).optional(),
  sort: z.enum(REVIEW_SORTS).optional(),
  /** Only reviews with this many stars. */
  rating: z.enum(["1", "2", "3", "4", "5"]).transform(Number).optional(),
});

/**
 * POST /products/v1/products/{productId}/reviews (writing a review: the path of the list; the
 * spec's §1 has shoppers write reviews without showing the call). A member's nickname defaults
 * to their first name and initial; a guest must give one.
 */
export const writeReviewRequest = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_TITLE_MAX_LENGTH),
  text: writtenText,
  nickname: nickname.optional(),
  location: z.string().trim().min(1).max(60).optional(),
  locale: localeSchema.optional(),
  recommended: z.boolean().optional(),
});

/** POST …/review/{reviewId}/flag. */
export const flagReviewRequest = z.object({
  reason: z.enum(FLAG_REASONS),
  comment: z.string().trim().max(FLAG_COMMENT_MAX_LENGTH).optional(),
});

/** POST …/review/{reviewId}/vote and …/review/{answerId}/questions/vote. */
export const voteRequest = z.object({ helpful: z.boolean() });

/**
 * POST /products/v1/review/{reviewId}/translate. The reference backend translates with a
 * phrase book of the sentences its seeded reviews are made of (deterministic, no external
 * service): other sentences are left as written and counted in `untranslatedSentences`.
 */
export const translateReviewRequest = z.object({ targetLanguage: z.enum(REVIEW_LANGUAGES) });

/** GET /products/v1/products/{productId}/reviews/questions. */
export const questionsQuery = z.object({
  start: wholeNumber(0, 100_000).optional(),
  count: wholeNumber(1, MAX_REVIEWS_PAGE_SIZE).optional(),
  sort: z.enum(QUESTION_SORTS).optional(),
});

/** POST /products/v1/products/{productId}/reviews/questions: ask a question, or answer one (`questionId`). */
export const askQuestionRequest = z.object({
  text: writtenText,
  nickname: nickname.optional(),
  locale: localeSchema.optional(),
  questionId: z.string().min(1).max(64).optional(),
});

// ---- answers -----------------------------------------------------------------------------------

const vote = z.enum(["helpful", "unhelpful"]).nullable();

export const ratingSummaryAnswer = z.strictObject({
  /** One decimal; 0 without ratings. */
  averageRating: z.number().min(0).max(5),
  reviewsCount: z.number().int().nonnegative(),
  /** Five entries, 5 stars first. */
  ratingDistribution: z.array(z.strictObject({ rating: z.number().int().min(1).max(5), count: z.number().int().nonnegative() })).length(5),
  /** Percent of written reviews that recommend the product (of those that say); null when none say. */
  recommendedPercentage: z.number().int().min(0).max(100).nullable(),
});

export const reviewAnswer = z.strictObject({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  location: z.string().nullable(),
  locale: z.string(),
  submittedAt: z.string(),
  recommended: z.boolean().nullable(),
  verifiedPurchaser: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
  /** The caller's own vote, flag and authorship (false and null without a token). */
  yourVote: vote,
  flaggedByYou: z.boolean(),
  isYours: z.boolean(),
});

export const reviewsAnswer = z.strictObject({
  productId: z.string(),
  summary: ratingSummaryAnswer,
  sort: z.enum(REVIEW_SORTS),
  start: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  reviews: z.array(reviewAnswer),
});

/** Answer of writing a review: 201 for a new one, 200 when it replaced the shopper's earlier one. */
export const writeReviewAnswer = z.strictObject({ review: reviewAnswer, summary: ratingSummaryAnswer });

export const flagReviewAnswer = z.strictObject({ reviewId: z.string(), flaggedByYou: z.literal(true) });

export const reviewVoteAnswer = z.strictObject({
  reviewId: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
  yourVote: vote,
});

export const translateReviewAnswer = z.strictObject({
  reviewId: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.enum(REVIEW_LANGUAGES),
  title: z.string(),
  text: z.string(),
  /** Something was changed (false when the review is already in the target language). */
  translated: z.boolean(),
  /** Sentences (title included) the phrase book did not know, left as written. */
  untranslatedSentences: z.number().int().nonnegative(),
  provider: z.literal("reference-phrasebook"),
});

export const answerAnswer = z.strictObject({
  id: z.string(),
  text: z.string(),
  nickname: z.string(),
  isBrandAnswer: z.boolean(),
  submittedAt: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
  yourVote: vote,
  isYours: z.boolean(),
});

export const questionAnswer = z.strictObject({
  id: z.string(),
  productId: z.string(),
  text: z.string(),
  nickname: z.string(),
  locale: z.string(),
  submittedAt: z.string(),
  isYours: z.boolean(),
  /** Brand answers first, then most helpful. */
  answers: z.array(answerAnswer),
});

export const questionsAnswer = z.strictObject({
  productId: z.string(),
  sort: z.enum(QUESTION_SORTS),
  start: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  questions: z.array(questionAnswer),
});

/** 201: the question asked, or the question with the new answer. */
export const askQuestionAnswer = z.strictObject({ question: questionAnswer });

export const answerVoteAnswer = z.strictObject({
  answerId: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
  yourVote: vote,
});

export const productsReviewsContracts: Record<string, z.ZodType> = {
  productReviews: reviewsAnswer,
  writeReview: writeReviewAnswer,
  flagReview: flagReviewAnswer,
  reviewVote: reviewVoteAnswer,
  translateReview: translateReviewAnswer,
  productQuestions: questionsAnswer,
  askQuestion: askQuestionAnswer,
  answerVote: answerVoteAnswer,
};
