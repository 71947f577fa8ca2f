import { describe, expect, test } from "vitest";
import {
  ANSWER_TEXT_MAX_LENGTH,
  FLAG_COMMENT_MAX_LENGTH,
  FLAG_REASONS,
  NICKNAME_MAX_LENGTH,
  QUESTION_SORTS,
  QUESTION_TEXT_MAX_LENGTH,
  REVIEW_LANGUAGES,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  writeReviewRequest,
  askQuestionRequest,
} from "../../../../contracts/api/products-reviews.ts";
import {
  FLAG_REASON_OPTIONS,
  QUESTION_SORT_OPTIONS,
  REVIEW_LIMITS,
  REVIEW_SORT_OPTIONS,
  TRANSLATABLE_LANGUAGES,
  languageOfLocale,
  translatableLanguage,
} from "./review-constants.ts";

describe("review constants mirror the contract", () => {
  test("enums", () => {
    expect(REVIEW_SORT_OPTIONS).toEqual(REVIEW_SORTS);
    expect(QUESTION_SORT_OPTIONS).toEqual(QUESTION_SORTS);
    expect(FLAG_REASON_OPTIONS).toEqual(FLAG_REASONS);
    expect(TRANSLATABLE_LANGUAGES).toEqual(REVIEW_LANGUAGES);
  });

  test("limits", () => {
    expect(REVIEW_LIMITS.titleMax).toBe(REVIEW_TITLE_MAX_LENGTH);
    expect(REVIEW_LIMITS.textMax).toBe(REVIEW_TEXT_MAX_LENGTH);
    expect(REVIEW_LIMITS.nicknameMax).toBe(NICKNAME_MAX_LENGTH);
    expect(REVIEW_LIMITS.questionMax).toBe(QUESTION_TEXT_MAX_LENGTH);
    expect(REVIEW_LIMITS.flagCommentMax).toBe(FLAG_COMMENT_MAX_LENGTH);
    expect(ANSWER_TEXT_MAX_LENGTH).toBeGreaterThan(0);
    // The request schemas accept exactly the bounds (nickname 2..30, location up to 60).
    const review = { rating: 5, title: "t".repeat(REVIEW_LIMITS.titleMax), text: "x", nickname: "ab", location: "l".repeat(REVIEW_LIMITS.locationMax) };
    expect(writeReviewRequest.safeParse(review).success).toBe(true);
    expect(writeReviewRequest.safeParse({ ...review, nickname: "a" }).success).toBe(false);
    expect(writeReviewRequest.safeParse({ ...review, location: "l".repeat(REVIEW_LIMITS.locationMax + 1) }).success).toBe(false);
    expect(askQuestionRequest.safeParse({ text: "Why?", nickname: "n".repeat(REVIEW_LIMITS.nicknameMax) }).success).toBe(true);
  });

  test.each([
    ["en-US", "en"],
    ["fr-CA", "fr"],
    ["de_DE", "de"],
  ])("language of %s is %s", (locale, language) => expect(languageOfLocale(locale)).toBe(language));

  test("translatable languages", () => {
    expect(translatableLanguage("fr")).toBe("fr");
    expect(translatableLanguage("es")).toBeUndefined();
  });
});
