import type { ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import styles from "./reviews.module.css";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The house dialog (see src/blocks/dialog) for the review and question forms: a Radix modal,
 * focus trapped inside, Escape and a click outside close it, focus back on the opener. The
 * whole screen on small screens, a centred card from md.
 */
export function FormDialog({ open, onOpenChange, title, description, closeLabel, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.dialogClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className={styles.dialogDescription}>{description}</Dialog.Description>}
          <div className={styles.dialogBody}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
