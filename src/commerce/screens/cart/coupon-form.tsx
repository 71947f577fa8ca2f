import { useId, useState, type FormEvent } from "react";
import type { CouponItemAnswer } from "../../../../contracts/api/cart.ts";
import { genericMessage, messageFor } from "../../errors/messages.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import type { CartStrings } from "./cart-strings.ts";
import styles from "./cart.module.css";

export interface CouponFormProps {
  coupons: readonly CouponItemAnswer[];
  strings: CartStrings;
  /** The site: a coupon's status is worded in its language. */
  siteId: string;
  busy: boolean;
  /** The outcome of the last coupon action (an error id's message, or applied / removed). */
  notice?: NoticeMessage;
  onApply(code: string): Promise<boolean>;
  onRemove(code: string): void;
}

/**
 * The promo code form (commerce spec §7 PUT/DELETE /cart/v1/coupon): a labelled field whose
 * error or confirmation is tied to it (`aria-describedby`), and the cart's coupons, each with its
 * state: applied, or why not (its status code's message: PRM155 expired, NOT_EARNED…) and a
 * button to remove it.
 */
export function CouponForm({ coupons, strings, siteId, busy, notice, onApply, onRemove }: CouponFormProps) {
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const messageId = useId();
  const shown: NoticeMessage | undefined = missing ? { type: "error", level: "input", message: strings.couponRequired } : notice;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = code.trim();
    setMissing(!wanted);
    if (!wanted || busy) return;
    if (await onApply(wanted)) setCode("");
  };

  return (
    <div className={styles.coupons}>
      <form className={styles.couponForm} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId} className={styles.fieldLabel}>
          {strings.couponLabel}
        </label>
        <div className={styles.couponRow}>
          <input
            id={fieldId}
            className={styles.textInput}
            name="couponCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            aria-invalid={shown?.type === "error" || undefined}
            aria-describedby={shown ? messageId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
            }}
          />
          <button type="submit" className={styles.secondaryButton} aria-disabled={busy}>
            {strings.couponApply}
          </button>
        </div>
        {shown && <Notice id={messageId} notice={shown} />}
      </form>
      {coupons.length > 0 && (
        <ul className={styles.couponList} aria-label={strings.appliedCoupons}>
          {coupons.map((coupon) => (
            <li key={coupon.code} className={styles.coupon} data-applied={coupon.applied || undefined}>
              <span className={styles.couponCode}>{coupon.code}</span>
              <span className={coupon.applied ? styles.couponApplied : styles.couponState}>{coupon.applied ? strings.couponIsApplied : couponStatus(coupon, strings, siteId)}</span>
              <button type="button" className={styles.linkButton} aria-label={strings.couponRemove(coupon.code)} aria-disabled={busy} onClick={() => !busy && onRemove(coupon.code)}>
                {strings.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Why a coupon on the cart does not apply: its status code's message, in the site's language. */
export function couponStatus(coupon: CouponItemAnswer, strings: CartStrings, siteId: string): string {
  if (coupon.statusCode === "NOT_EARNED") return `${strings.couponNotApplied}${strings.colon}${strings.couponNotEarned}`;
  const reason = messageFor(coupon.statusCode, undefined, {}, siteId);
  return reason === genericMessage(siteId) ? strings.couponNotApplied : `${strings.couponNotApplied}${strings.colon}${reason}`;
}
