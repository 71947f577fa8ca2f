import { REVIEW_LIMITS } from "./review-constants.ts";

/**
 * Hand-written checks of the review and question forms, mirroring writeReviewRequest and
 * askQuestionRequest (the shopper's browser ships no zod, decision 0013). The backend checks
 * again: what it refuses comes back as a CommerceApiError shown above the form's button.
 * Messages follow the content spec's validators (§5): required, min length, max length.
 */

/** What a failed check says, in the site's language (see review-strings.ts). */
export interface CheckMessages {
  required: string;
  ratingRequired: string;
  minLength: (min: number) => string;
  maxLength: (max: number) => string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Required: empty or whitespace only fails. */
function checkText(value: string, messages: CheckMessages, { required, min, max }: { required: boolean; min?: number; max: number }): string | undefined {
  const text = value.trim();
  if (!text) return required ? messages.required : undefined;
  if (min !== undefined && text.length < min) return messages.minLength(min);
  if (text.length > max) return messages.maxLength(max);
  return undefined;
}

export interface ReviewFormValues {
  rating: number | undefined;
  title: string;
  text: string;
  nickname: string;
  location: string;
  recommended: boolean | undefined;
}

export type ReviewField = "rating" | "title" | "text" | "nickname" | "location";

/** The errors of a review form, by field (none: it may be sent). A member may leave the nickname out. */
export function checkReviewForm(values: ReviewFormValues, messages: CheckMessages, { nicknameRequired }: { nicknameRequired: boolean }): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {
    rating: values.rating === undefined || values.rating < 1 || values.rating > 5 ? messages.ratingRequired : undefined,
    title: checkText(values.title, messages, { required: true, max: REVIEW_LIMITS.titleMax }),
    text: checkText(values.text, messages, { required: true, max: REVIEW_LIMITS.textMax }),
    nickname: checkText(values.nickname, messages, { required: nicknameRequired, min: REVIEW_LIMITS.nicknameMin, max: REVIEW_LIMITS.nicknameMax }),
    location: checkText(values.location, messages, { required: false, max: REVIEW_LIMITS.locationMax }),
  };
  return withoutEmpty(errors);
}

export interface QuestionFormValues {
  text: string;
  nickname: string;
}

export type QuestionField = "text" | "nickname";

export function checkQuestionForm(values: QuestionFormValues, messages: CheckMessages, { nicknameRequired }: { nicknameRequired: boolean }): FieldErrors<QuestionField> {
  return withoutEmpty({
    text: checkText(values.text, messages, { required: true, max: REVIEW_LIMITS.questionMax }),
    nickname: checkText(values.nickname, messages, { required: nicknameRequired, min: REVIEW_LIMITS.nicknameMin, max: REVIEW_LIMITS.nicknameMax }),
  });
}

/** A flag's optional comment. */
export function checkFlagComment(comment: string, messages: CheckMessages): string | undefined {
  return checkText(comment, messages, { required: false, max: REVIEW_LIMITS.flagCommentMax });
}

function withoutEmpty<Field extends string>(errors: FieldErrors<Field>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<Field>;
}

/** Trimmed text, or undefined when empty (optional fields are left out of the request). */
export function optionalText(value: string): string | undefined {
  return value.trim() || undefined;
}
