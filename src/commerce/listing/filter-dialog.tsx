import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import styles from "./listing.module.css";

/** The refinements on small screens: a Radix dialog (loaded when first opened, product-listing.tsx). */
export function FilterDialog({ open, onOpenChange, title, closeLabel, showLabel, children }: { open: boolean; onOpenChange(open: boolean): void; title: string; closeLabel: string; showLabel: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.filterDialog} aria-describedby={undefined}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={styles.dialogBody}>{children}</div>
          <div className={styles.dialogFooter}>
            <Dialog.Close className={styles.showButton}>{showLabel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
