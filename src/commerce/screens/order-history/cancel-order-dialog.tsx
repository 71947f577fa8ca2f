import * as Dialog from "@radix-ui/react-dialog";
import type { OrderHistoryStrings } from "./order-history-strings.ts";
import styles from "./order-history.module.css";

export interface CancelOrderDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  strings: OrderHistoryStrings;
  orderNumber: string;
  busy: boolean;
  onConfirm(): void;
  /** Where the focus goes once the dialog closes (the outcome, or the button that opened it). */
  onClosed(): void;
}

/**
 * "Cancel order RL…?": the shopper confirms, or keeps the order (Escape keeps it too; nothing
 * closes it while the cancellation runs). A Radix dialog, loaded when first opened (lazyDialog):
 * focus moves in and stays in.
 */
export function CancelOrderDialog({ open, onOpenChange, strings, orderNumber, busy, onConfirm, onClosed }: CancelOrderDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-busy={busy || undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{strings.cancelTitle(orderNumber)}</Dialog.Title>
          </div>
          <div className={styles.dialogBody}>
            <Dialog.Description className={styles.dialogText}>{strings.cancelText}</Dialog.Description>
            <div className={styles.dialogActions}>
              <button type="button" className={styles.dangerButton} onClick={onConfirm} disabled={busy} aria-busy={busy}>
                {busy ? strings.working : strings.confirmCancel}
              </button>
              <Dialog.Close className={styles.secondaryButton} disabled={busy}>
                {strings.keepOrder}
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
