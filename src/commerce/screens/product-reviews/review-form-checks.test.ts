import { describe, expect, test } from "vitest";
import { askQuestionRequest, writeReviewRequest } from "../../../../contracts/api/products-reviews.ts";
import { checkFlagComment, checkQuestionForm, checkReviewForm, type ReviewFormValues } from "./review-form-checks.ts";
import { reviewStrings } from "./review-strings.ts";

const messages = reviewStrings("RL-US").checks;
const valid: ReviewFormValues = { rating: 4, title: "Warm", text: "Kept me dry.", nickname: "Sam", location: "", recommended: undefined };

describe("review form checks", () => {
  test.each<[string, Partial<ReviewFormValues>, Record<string, string>]>([
    ["a valid review", {}, {}],
    ["no rating", { rating: undefined }, { rating: "Please choose a rating." }],
    ["blank title", { title: "   " }, { title: "This field is required" }],
    ["title of 101", { title: "t".repeat(101) }, { title: "Use at most 100 characters." }],
    ["title of 100", { title: "t".repeat(100) }, {}],
    ["text of 2001", { text: "x".repeat(2001) }, { text: "Use at most 2000 characters." }],
    ["text of 2000 plus spaces", { text: ` ${"x".repeat(2000)} ` }, {}],
    ["nickname of 1", { nickname: "S" }, { nickname: "Use at least 2 characters." }],
    ["nickname of 31", { nickname: "n".repeat(31) }, { nickname: "Use at most 30 characters." }],
    ["no nickname", { nickname: "" }, { nickname: "This field is required" }],
    ["location of 61", { location: "l".repeat(61) }, { location: "Use at most 60 characters." }],
  ])("%s", (_name, change, expected) => {
    const values = { ...valid, ...change };
    const errors = checkReviewForm(values, messages, { nicknameRequired: true });
    expect(errors).toEqual(expected);
    // Agrees with the contract whenever the form lets a review through.
    if (Object.keys(errors).length === 0) {
      const request = { rating: values.rating, title: values.title, text: values.text, nickname: values.nickname.trim() || undefined, location: values.location.trim() || undefined };
      expect(writeReviewRequest.safeParse(request).success).toBe(true);
    }
  });

  test("a member may leave the nickname out", () => {
    expect(checkReviewForm({ ...valid, nickname: "" }, messages, { nicknameRequired: false })).toEqual({});
  });

  test.each([
    ["", "", { text: "This field is required", nickname: "This field is required" }],
    ["Is it warm?", "Al", {}],
    ["q".repeat(501), "Al", { text: "Use at most 500 characters." }],
  ])("question %#", (text, nickname, expected) => {
    const errors = checkQuestionForm({ text, nickname }, messages, { nicknameRequired: true });
    expect(errors).toEqual(expected);
    if (Object.keys(errors).length === 0) expect(askQuestionRequest.safeParse({ text, nickname }).success).toBe(true);
  });

  test("flag comment", () => {
    expect(checkFlagComment("", messages)).toBeUndefined();
    expect(checkFlagComment("c".repeat(501), messages)).toBe("Use at most 500 characters.");
  });
});
