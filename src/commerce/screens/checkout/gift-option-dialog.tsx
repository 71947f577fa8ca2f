import { useId, useState, type FormEvent } from "react";
import { CheckoutDialog, Dialog } from "./checkout-dialog.tsx";
import type { CheckoutStrings } from "./checkout-strings.ts";
import styles from "./checkout.module.css";

/** Gift messages are short notes. */
export const GIFT_MESSAGE_MAX_LENGTH = 250;

export interface GiftOptionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  strings: CheckoutStrings;
  message: string | undefined;
  onSave(message: string | undefined): void;
}

/**
 * "Add gift option" (commerce spec §2): a message for the recipient. The commerce API has no gift
 * field, so the message stays with the checkout on this device (checkout-details.ts).
 */
export function GiftOptionDialog({ open, onOpenChange, strings, message, onSave }: GiftOptionDialogProps) {
  const [text, setText] = useState(message ?? "");
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSave(text.trim() || undefined);
    onOpenChange(false);
  };
  return (
    <CheckoutDialog open={open} onOpenChange={(next) => (next && setText(message ?? ""), onOpenChange(next))} title={strings.giftTitle} closeLabel={strings.cancel}>
      <form className={styles.dialogBody} onSubmit={submit}>
        <Dialog.Description>{strings.giftDescription}</Dialog.Description>
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {strings.giftMessage}
          </label>
          <textarea id={fieldId} className={styles.textarea} value={text} maxLength={GIFT_MESSAGE_MAX_LENGTH} onChange={(event) => setText(event.target.value)} aria-describedby={hintId} />
          <p id={hintId} className={styles.hint}>
            {text.length} / {GIFT_MESSAGE_MAX_LENGTH} · {strings.giftOnlyHere}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {strings.giftSave}
          </button>
          {message && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                onSave(undefined);
                onOpenChange(false);
              }}
            >
              {strings.giftRemove}
            </button>
          )}
        </div>
      </form>
    </CheckoutDialog>
  );
}
