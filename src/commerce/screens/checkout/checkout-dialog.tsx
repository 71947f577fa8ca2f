import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import styles from "./checkout.module.css";

export { Dialog };

/**
 * The checkout's dialogs' frame (Radix: focus kept inside, Escape closes, the title names it): a
 * sheet from the bottom on phones, centred from tablets on; a close button unless `closeLabel`
 * is left out (a dialog that must be answered).
 */
export function CheckoutDialog({ open, onOpenChange, title, closeLabel, busy, children }: { open: boolean; onOpenChange(open: boolean): void; title: string; closeLabel?: string; busy?: boolean; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-busy={busy || undefined}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            {closeLabel && (
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
