import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { commerceOf } from "../../commerce-access.ts";
import { isEmailAddress } from "../../../forms/email.ts";
import type { ProductDetailsStrings } from "./product-details-strings.ts";
import styles from "./product-details.module.css";


export interface NotifyMeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  siteId: string;
  /** The colour-and-size id to watch. */
  variantId: string;
  productName: string;
  /** "Black, M". */
  variantLabel: string;
  strings: ProductDetailsStrings;
}

/** "Notify me when back in stock": an e-mail field, checked, then PUT /products/v1/notifications. */
export function NotifyMeDialog({ open, onOpenChange, siteId, variantId, productName, variantLabel, strings }: NotifyMeDialogProps) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const notify = useMutation({ mutationFn: (address: string) => commerceOf(queryClient, siteId).notifyWhenInStock(address, variantId) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The forms' rule (content spec §5); the commerce API has the last word (AUT453).
    if (!isEmailAddress(email.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    notify.mutate(email.trim());
  };

  const change = (next: boolean) => {
    if (!next) notify.reset();
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{strings.notifyTitle}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={strings.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={styles.dialogBody}>
            <Dialog.Description>{strings.notifyIntro(productName, variantLabel)}</Dialog.Description>
            {notify.isSuccess ? (
              <p role="status" className={styles.success}>
                {strings.notifySent(email.trim())}
              </p>
            ) : (
              <form className={styles.notifyForm} onSubmit={submit} noValidate>
                <label htmlFor={fieldId}>{strings.email}</label>
                <input
                  id={fieldId}
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  value={email}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? hintId : undefined}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {invalid && (
                  <p id={hintId} className={styles.fieldError}>
                    {strings.invalidEmail}
                  </p>
                )}
                <button type="submit" className={styles.primary} disabled={notify.isPending}>
                  {strings.notifySubmit}
                </button>
                <div role="alert" className={styles.error}>
                  {notify.error?.message}
                </div>
              </form>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
