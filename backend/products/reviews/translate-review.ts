import type { z } from "zod";
import type { translateReviewAnswer } from "../../../contracts/api/products-reviews.ts";
import type { productReviews } from "../../db/schema.ts";
import type { Language } from "./phrase-book.ts";
import { languageOf, sentencesOf, translateText, translateTitle } from "./translate.ts";

/**
 * POST /products/v1/review/{reviewId}/translate: the review's title and text in the target
 * language by the reference phrase book (translate.ts). A review in a language the book does
 * not cover is answered as written, every sentence counted as untranslated.
 */
export function translateReview(review: typeof productReviews.$inferSelect, target: Language): z.infer<typeof translateReviewAnswer> {
  const source = languageOf(review.locale);
  const base = { reviewId: review.id, sourceLanguage: source ?? review.locale.slice(0, 2).toLowerCase(), targetLanguage: target, provider: "reference-phrasebook" as const };
  if (!source) return { ...base, title: review.title, text: review.text, translated: false, untranslatedSentences: 1 + sentencesOf(review.text).length };
  const title = translateTitle(review.title, source, target);
  const text = translateText(review.text, source, target);
  return { ...base, title: title.text, text: text.text, translated: title.changed || text.changed, untranslatedSentences: title.untranslated + text.untranslated };
}
