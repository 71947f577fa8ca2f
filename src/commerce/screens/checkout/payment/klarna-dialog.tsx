import { useState, type FormEvent } from "react";
import type { PaymentSessionAnswer } from "../../../../../contracts/api/checkout.ts";
import { Notice } from "../../../ui/notice.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";
import type { PaymentStrings } from "./payment-strings.ts";
import styles from "./payment.module.css";

export interface KlarnaDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  session: PaymentSessionAnswer;
  /** The session's amount in the site's money format. */
  amount: string;
  strings: PaymentStrings;
  pending: boolean;
  error?: string;
  /** "Continue with Klarna" with the chosen payment category. */
  onConfirm(category: string): void;
}

/** The buy-now-pay-later dialog (spec §2 Dialogs): what is paid, how, and confirm or cancel. */
export function KlarnaDialog({ open, onOpenChange, session, amount, strings, pending, error, onConfirm }: KlarnaDialogProps) {
  const [category, setCategory] = useState(session.paymentMethodCategories[0] ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(category);
  };
  return (
    <PaymentDialog open={open} onOpenChange={onOpenChange} title={strings.klarnaTitle} closeLabel={strings.close} description={strings.klarnaAmount(amount, session.currency)}>
      <form className={styles.form} onSubmit={submit}>
        {session.paymentMethodCategories.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{strings.klarnaCategories}</legend>
            {session.paymentMethodCategories.map((option) => (
              <label key={option} className={styles.choice}>
                <input type="radio" name="klarna-category" value={option} checked={category === option} onChange={() => setCategory(option)} />
                <span>{strings.klarnaCategory(option)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {error && <Notice notice={{ type: "error", level: "top", message: error }} />}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={pending}>
            {pending ? strings.working : strings.klarnaContinue}
          </button>
          <button type="button" className={styles.secondary} onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </button>
        </div>
      </form>
    </PaymentDialog>
  );
}
