import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
// The checkout's dialogs look alike: a sheet from the bottom on phones, centred from tablets on.
import dialogStyles from "../checkout.module.css";

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The close button's name. */
  closeLabel: string;
  /** Read with the title; none when the dialog's content says it. */
  description?: ReactNode;
  /** Widens the dialog (the wallet's page). */
  className?: string;
  children: ReactNode;
}

/** A payment provider's dialog (Radix: focus kept inside, Escape and the close button close it). */
export function PaymentDialog({ open, onOpenChange, title, closeLabel, description, className, children }: PaymentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.dialog} ${className ?? ""}`} {...(description ? {} : { "aria-describedby": undefined })}>
          <div className={dialogStyles.dialogHeader}>
            <Dialog.Title className={dialogStyles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={dialogStyles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={dialogStyles.dialogBody}>
            {description && <Dialog.Description>{description}</Dialog.Description>}
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
