import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import type { CartStrings } from "./cart-strings.ts";
import styles from "./store-dialogs.module.css";

/**
 * The two small dialogs of a pickup line's store change (commerce spec §2 dialogs "change store
 * confirmation" and "store changed"). Radix dialogs, loaded when first opened (lazyDialog):
 * focus moves in, stays in, Escape closes, and focus returns where it came from.
 */
function SmallDialog(props: { open: boolean; onOpenChange(open: boolean): void; title: string; text: string; children: ReactNode }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{props.text}</Dialog.Description>
          <div className={styles.actions}>{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Pick up X at B instead of A?": confirm (the switch runs) or cancel. */
export function ChangeStoreDialog(props: { open: boolean; onOpenChange(open: boolean): void; strings: CartStrings; name: string; from: string; to: string; onConfirm(): void }) {
  const { strings } = props;
  return (
    <SmallDialog open={props.open} onOpenChange={props.onOpenChange} title={strings.changeStoreTitle} text={strings.changeStoreText(props.name, props.from, props.to)}>
      <button type="button" className={styles.primary} onClick={props.onConfirm}>
        {strings.changeStoreConfirm}
      </button>
      <Dialog.Close className={styles.secondary}>{strings.cancel}</Dialog.Close>
    </SmallDialog>
  );
}

/** After the switch: where the item now waits. */
export function StoreChangedDialog(props: { open: boolean; onOpenChange(open: boolean): void; strings: CartStrings; name: string; store: string }) {
  return (
    <SmallDialog open={props.open} onOpenChange={props.onOpenChange} title={props.strings.storeChangedTitle} text={props.strings.storeChangedText(props.name, props.store)}>
      <Dialog.Close className={styles.primary}>{props.strings.ok}</Dialog.Close>
    </SmallDialog>
  );
}
