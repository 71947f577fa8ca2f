import { useRef } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { BlockList } from "../../engine/react/block-view.tsx";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { DialogProps } from "./schema.ts";
import { dialogStrings } from "./dialog-strings.ts";
import { closeModal, useLocationHash, useModalLinks } from "./modal-location.ts";
import { modalHash } from "./modal-url.ts";
import styles from "./dialog.module.css";

/**
 * A dialog of blocks, open while the URL's fragment is `#modal-{modalId}` (see
 * `modal-location.ts`): buttons anywhere on the page open it, back closes it, a shared link
 * opens it. A Radix modal dialog: focus trapped inside, Escape and a click outside close it,
 * the page behind hidden from assistive technology, focus back on the button that opened it.
 * Shoppers see nothing of it until it opens; editors (preview) see a link that opens it and
 * the diagnostics of invalid blocks inside.
 */
export default function DialogBlock({ modalId, title, subtitle, size, components }: BlockComponentProps<DialogProps>) {
  const { page } = useEngine();
  const strings = dialogStrings(page.siteId);
  const hash = modalHash(modalId);
  const open = useLocationHash() === hash;
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useModalLinks();

  return (
    <>
      {page.mode === "preview" && (
        <>
          <a className={styles.previewLink} href={hash}>
            {strings.preview(title, hash)}
          </a>
          {/* Editors see the problems of the blocks inside without opening the dialog. */}
          <BlockList nodes={components.filter((node) => node.kind === "invalid")} />
        </>
      )}
      <Dialog.Root open={open} onOpenChange={(next) => !next && closeModal()}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={[styles.dialog, styles[size]].join(" ")}
            aria-modal="true"
            data-modal-id={modalId}
            onOpenAutoFocus={() => {
              // Still the button that opened it: Radix moves the focus in after this.
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              // Radix would focus a trigger of its own; the dialog's openers are ordinary links.
              event.preventDefault();
              const previous = returnFocusTo.current;
              if (previous?.isConnected) previous.focus();
            }}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={strings.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            {subtitle && <Dialog.Description className={styles.subtitle}>{subtitle}</Dialog.Description>}
            <div className={styles.body}>
              <BlockList nodes={components} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
