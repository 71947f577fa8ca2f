import * as Dialog from "@radix-ui/react-dialog";
import type { ProductDetailsStrings } from "./product-details-strings.ts";
import { pictureForKey, SIZE } from "./gallery-keys.ts";
import styles from "./product-gallery.module.css";

export interface ZoomDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  picture: { src: string; alt: string };
  caption: string;
  selected: number;
  count: number;
  show(index: number): void;
  strings: ProductDetailsStrings;
}

/** The gallery's zoom: the large picture in a Radix dialog, arrow keys and buttons to move (loaded on first zoom). */
export function ZoomDialog({ open, onOpenChange, title, picture, caption, selected, count, show, strings }: ZoomDialogProps) {
  return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.zoom}
            aria-describedby={undefined}
            onKeyDown={(event) => {
              const next = pictureForKey(event.key, selected, count);
              if (next === undefined || (event.target as HTMLElement).tagName === "INPUT") return;
              event.preventDefault();
              show(next);
            }}
          >
            <div className={styles.zoomHeader}>
              <Dialog.Title className={styles.zoomTitle}>{title}</Dialog.Title>
              <Dialog.Close className={styles.iconButton} aria-label={strings.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <figure className={styles.zoomFigure}>
              <img src={picture.src} alt={picture.alt} width={SIZE} height={SIZE} />
              <figcaption className={styles.zoomCaption} aria-live="polite">
                {caption}
              </figcaption>
            </figure>
            <div className={styles.zoomControls}>
              <button type="button" className={styles.iconButton} aria-label={strings.previousPicture} disabled={selected === 0} onClick={() => show(selected - 1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className={styles.iconButton} aria-label={strings.nextPicture} disabled={selected === count - 1} onClick={() => show(selected + 1)}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
  );
}
