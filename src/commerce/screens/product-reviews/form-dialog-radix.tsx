import * as Dialog from "@radix-ui/react-dialog";
import type { FormDialogProps } from "./form-dialog.tsx";
import styles from "./reviews.module.css";


/**
 * The Radix part of FormDialog (form-dialog.tsx), loaded when a form first opens: a modal, focus
 * trapped inside, Escape and a click outside close it; Radix gives focus back to the element that
 * had it (the opener), or `returnFocus`.
 */
export function RadixFormDialog({ open, onOpenChange, title, description, closeLabel, children, returnFocus }: Omit<FormDialogProps, "trigger">) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Without a description, Radix is told so (it warns otherwise). */}
        <Dialog.Content className={styles.dialog} {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
        >
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
