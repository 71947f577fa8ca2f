import { useRef, useState } from "react";
import type { CommerceClient } from "../../api/client.ts";
import { FormDialog } from "../product-reviews/form-dialog.tsx";
import { FormActions, NicknameField, TextField, useDialogForm } from "../product-reviews/form-field.tsx";
import { REVIEW_LIMITS } from "../product-reviews/review-constants.ts";
import { checkQuestionForm, optionalText, type QuestionField, type QuestionFormValues } from "../product-reviews/review-form-checks.ts";
import type { ReviewStrings } from "../product-reviews/review-strings.ts";
import styles from "../product-reviews/reviews.module.css";

const EMPTY: QuestionFormValues = { text: "", nickname: "" };
const FIELD_ORDER: readonly QuestionField[] = ["text", "nickname"];

export interface AskQuestionDialogProps {
  productId: string;
  locale: string;
  nicknameRequired: boolean;
  strings: ReviewStrings;
  commerce: () => CommerceClient;
  /** After the question is saved (the list is read again). */
  onAsked: () => void;
}

/**
 * "Ask a question": the button and its dialog (the spec's "ask question" dialog); after a
 * successful submit it closes and the "ask question success" dialog confirms, focus then back
 * on the button.
 */
export function AskQuestionDialog({ productId, locale, nicknameRequired, strings, commerce, onAsked }: AskQuestionDialogProps) {
  const [successOpen, setSuccessOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useDialogForm<QuestionFormValues, QuestionField>({
    empty: EMPTY,
    check: (values) => checkQuestionForm(values, strings.checks, { nicknameRequired }),
    order: FIELD_ORDER,
    send: async (values, { reset, close }) => {
      await commerce().askQuestion(productId, { text: values.text.trim(), nickname: optionalText(values.nickname), locale });
      reset();
      close();
      setSuccessOpen(true);
      onAsked();
    },
  });
  const { values, errors, change, fieldRef: ref } = form;

  return (
    <>
      <FormDialog
        trigger={
          <button type="button" className={styles.primaryButton} ref={opener}>
            {strings.askQuestion}
          </button>
        }
        open={form.open}
        onOpenChange={form.openChange}
        title={strings.askQuestion}
        description={strings.askQuestionIntro}
        closeLabel={strings.close}
      >
        <form className={styles.form} noValidate onSubmit={form.submit} aria-label={strings.askQuestion}>
          <TextField name="question" label={strings.yourQuestion} value={values.text} onChange={(value) => change("text", value)} error={errors.text} required maxLength={REVIEW_LIMITS.questionMax} multiline strings={strings} inputRef={ref("text")} />
          <NicknameField value={values.nickname} onChange={(value) => change("nickname", value)} error={errors.nickname} required={nicknameRequired} strings={strings} inputRef={ref("nickname")} />
          <FormActions callError={form.callError} sending={form.sending} label={strings.submitQuestion} sendingLabel={strings.sending} />
        </form>
      </FormDialog>
      <FormDialog open={successOpen} onOpenChange={setSuccessOpen} title={strings.questionThanksTitle} description={strings.questionThanksText} closeLabel={strings.close} returnFocus={opener}>
        <div className={styles.success}>
          <button type="button" className={styles.primaryButton} onClick={() => setSuccessOpen(false)}>
            {strings.close}
          </button>
        </div>
      </FormDialog>
    </>
  );
}
