import { useId, useState } from "react";
import type { CommerceClient } from "../../api/client.ts";
import { FormDialog } from "./form-dialog.tsx";
import { FormActions, NicknameField, TextField, useDialogForm } from "./form-field.tsx";
import { REVIEW_LIMITS } from "./review-constants.ts";
import { checkReviewForm, optionalText, type ReviewField, type ReviewFormValues } from "./review-form-checks.ts";
import type { ReviewStrings } from "./review-strings.ts";
import styles from "./reviews.module.css";

const EMPTY: ReviewFormValues = { rating: undefined, title: "", text: "", nickname: "", location: "", recommended: undefined };
const FIELD_ORDER: readonly ReviewField[] = ["rating", "title", "text", "nickname", "location"];

export interface WriteReviewDialogProps {
  productId: string;
  /** BCP 47 locale of the site, sent with the review (`en-US`). */
  locale: string;
  /** A guest signs with a nickname; a member's defaults to their first name and initial. */
  nicknameRequired: boolean;
  strings: ReviewStrings;
  commerce: () => CommerceClient;
  /** After the review is saved (the list and summary are read again). */
  onWritten: () => void;
}

/** "Write a review": the button, and the dialog with the form (checked as the shopper submits), then a thank-you. */
export function WriteReviewDialog({ productId, locale, nicknameRequired, strings, commerce, onWritten }: WriteReviewDialogProps) {
  const [done, setDone] = useState(false);
  const form = useDialogForm<ReviewFormValues, ReviewField>({
    empty: EMPTY,
    check: (values) => checkReviewForm(values, strings.checks, { nicknameRequired }),
    order: FIELD_ORDER,
    send: async (values) => {
      await commerce().writeReview(productId, {
        rating: values.rating!,
        title: values.title.trim(),
        text: values.text.trim(),
        nickname: optionalText(values.nickname),
        location: optionalText(values.location),
        locale,
        recommended: values.recommended,
      });
      setDone(true);
      onWritten();
    },
  });
  const { values, errors, change, fieldRef: ref } = form;
  const ratingLegendId = useId();
  const ratingErrorId = useId();
  const recommendLegendId = useId();

  const openChange = (next: boolean) => {
    form.openChange(next);
    if (!next && done) {
      form.reset();
      setDone(false);
    }
  };

  return (
    <FormDialog
        trigger={
          <button type="button" className={styles.primaryButton}>
            {strings.writeReview}
          </button>
        }
        open={form.open}
        onOpenChange={openChange}
        title={done ? strings.reviewThanksTitle : strings.writeReview} description={done ? undefined : strings.writeReviewIntro} closeLabel={strings.close}>
        {done ? (
          <div className={styles.success}>
            <p role="status">{strings.reviewThanksText}</p>
            <button type="button" className={styles.primaryButton} onClick={() => openChange(false)}>
              {strings.close}
            </button>
          </div>
        ) : (
          <form className={styles.form} noValidate onSubmit={form.submit} aria-label={strings.writeReview}>
            <fieldset className={styles.fieldset} aria-describedby={errors.rating ? ratingErrorId : undefined}>
              <legend id={ratingLegendId} className={styles.label}>
                {strings.yourRating} <span className={styles.labelNote}>({strings.required})</span>
              </legend>
              <div className={styles.ratingInput}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <label key={star} className={[styles.ratingStar, values.rating !== undefined && star <= values.rating ? styles.ratingStarOn : ""].join(" ")}>
                    <input
                      type="radio"
                      name="rating"
                      value={star}
                      className="visually-hidden"
                      checked={values.rating === star}
                      aria-invalid={errors.rating ? true : undefined}
                      ref={star === 1 ? ref("rating") : undefined}
                      onChange={() => change("rating", star)}
                    />
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">{strings.stars(star)}</span>
                  </label>
                ))}
              </div>
              {errors.rating && (
                <p id={ratingErrorId} className={styles.error}>
                  {errors.rating}
                </p>
              )}
            </fieldset>
            <TextField name="title" label={strings.reviewTitle} value={values.title} onChange={(value) => change("title", value)} error={errors.title} required maxLength={REVIEW_LIMITS.titleMax} strings={strings} inputRef={ref("title")} />
            <TextField name="text" label={strings.reviewText} value={values.text} onChange={(value) => change("text", value)} error={errors.text} required maxLength={REVIEW_LIMITS.textMax} multiline strings={strings} inputRef={ref("text")} />
            <NicknameField value={values.nickname} onChange={(value) => change("nickname", value)} error={errors.nickname} required={nicknameRequired} strings={strings} inputRef={ref("nickname")} />
            <TextField name="location" label={strings.location} value={values.location} onChange={(value) => change("location", value)} error={errors.location} autoComplete="address-level2" strings={strings} inputRef={ref("location")} />
            <fieldset className={styles.fieldset}>
              <legend id={recommendLegendId} className={styles.label}>
                {strings.wouldRecommend} <span className={styles.labelNote}>({strings.optional})</span>
              </legend>
              <div className={styles.choiceRow}>
                {([true, false] as const).map((choice) => (
                  <label key={String(choice)} className={styles.choice}>
                    <input type="radio" name="recommended" checked={values.recommended === choice} onChange={() => change("recommended", choice)} />
                    {choice ? strings.yes : strings.no}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormActions callError={form.callError} sending={form.sending} label={strings.submitReview} sendingLabel={strings.sending} />
          </form>
        )}
    </FormDialog>
  );
}
