import type { CartItemAnswer } from "../../../../contracts/api/cart.ts";
import { CheckoutDialog, Dialog } from "./checkout-dialog.tsx";
import { CheckoutItems } from "./checkout-items.tsx";
import type { CheckoutStrings } from "./checkout-strings.ts";
import styles from "./checkout.module.css";

export interface MoveItemsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  siteId: string;
  strings: CheckoutStrings;
  /** The new method's name. */
  method: string;
  items: readonly CartItemAnswer[];
  onConfirm(): void;
}

/** "Cart change shipping method" (commerce spec §2): the lines that will move, then change or keep. */
export function MoveItemsDialog({ open, onOpenChange, siteId, strings, method, items, onConfirm }: MoveItemsDialogProps) {
  return (
    <CheckoutDialog open={open} onOpenChange={onOpenChange} title={strings.moveTitle} closeLabel={strings.cancel}>
      <div className={styles.dialogBody}>
        <Dialog.Description>{strings.moveDescription(method)}</Dialog.Description>
        <CheckoutItems siteId={siteId} items={items} strings={strings} />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {strings.moveConfirm}
          </button>
          <Dialog.Close className={styles.secondary}>{strings.cancel}</Dialog.Close>
        </div>
      </div>
    </CheckoutDialog>
  );
}
