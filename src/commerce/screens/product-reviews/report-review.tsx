import { useId, useState } from "react";
import { CallError, TextField } from "./form-field.tsx";
import { FLAG_REASON_OPTIONS, REVIEW_LIMITS, type FlagReason } from "./review-constants.ts";
import { checkFlagComment, optionalText } from "./review-form-checks.ts";
import type { ReviewStrings } from "./review-strings.ts";
import styles from "./reviews.module.css";

export interface ReportReviewProps {
  flaggedByYou: boolean;
  flag: (reason: FlagReason, comment: string | undefined) => Promise<unknown>;
  strings: ReviewStrings;
}

/** "Report": a small form under the review (reason from the request's enum, optional comment); one flag per shopper. */
export function ReportReview({ flaggedByYou, flag, strings }: ReportReviewProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason>("inappropriate");
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [flagged, setFlagged] = useState(flaggedByYou);
  const formId = useId();
  const reasonId = useId();

  if (flagged) return <p className={styles.reported}>{strings.reported}</p>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkFlagComment(comment, strings.checks);
    setCommentError(problem);
    if (problem || sending) return;
    setSending(true);
    setError(undefined);
    try {
      await flag(reason, optionalText(comment));
      setFlagged(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.report}>
      <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen(!open)}>
        {strings.report}
      </button>
      {open && (
        <form id={formId} className={styles.reportForm} aria-label={strings.reportTitle} noValidate onSubmit={submit}>
          <div className={styles.field}>
            <label htmlFor={reasonId} className={styles.label}>
              {strings.reason}
            </label>
            <select id={reasonId} className={styles.control} value={reason} onChange={(event) => setReason(event.target.value as FlagReason)}>
              {FLAG_REASON_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {strings.flagReasons[option]}
                </option>
              ))}
            </select>
          </div>
          <TextField name="comment" label={strings.comment} value={comment} onChange={setComment} error={commentError} maxLength={REVIEW_LIMITS.flagCommentMax} multiline strings={strings} />
          <CallError error={error} />
          <div className={styles.formActions}>
            <button type="submit" className={styles.secondaryButton} aria-busy={sending || undefined}>
              {sending ? strings.sending : strings.sendReport}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
              {strings.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
