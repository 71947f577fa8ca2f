import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import styles from "./account-profile.module.css";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
}

/**
 * "Remove this address?": a Radix dialog (focus moves in and stays, Escape closes, focus returns
 * to the button that opened it), a sheet on phones and centred from tablets on. The focus starts
 * on Cancel: Enter pressed out of habit removes nothing.
 */
export function ConfirmDialog({ open, onOpenChange, title, text, confirmLabel, cancelLabel, onConfirm }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          </div>
          <div className={styles.dialogBody}>
            <Dialog.Description className={styles.dialogText}>{text}</Dialog.Description>
            <div className={styles.actions}>
              <button type="button" className={styles.danger} onClick={onConfirm}>
                {confirmLabel}
              </button>
              <Dialog.Close ref={cancelRef} className={styles.secondary}>
                {cancelLabel}
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
