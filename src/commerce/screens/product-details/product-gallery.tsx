import useEmblaCarousel from "embla-carousel-react";
import * as Dialog from "@radix-ui/react-dialog";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { productImageUrl, PRODUCT_VIEWS } from "../../ui/product-media.ts";
import type { ProductDetailsStrings } from "./product-details-strings.ts";
import styles from "./product-gallery.module.css";

const SIZE = 1000;

export interface ProductGalleryProps {
  styleId: string;
  productName: string;
  colourCode: string;
  colourName: string;
  strings: ProductDetailsStrings;
}

/** ← → Home End as moves over `count` pictures; undefined for other keys. */
export function pictureForKey(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowRight") return Math.min(count - 1, current + 1);
  if (key === "ArrowLeft") return Math.max(0, current - 1);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * The shown colour's pictures: a swipeable carousel (embla), thumbnails to pick one, ← → on the
 * carousel or the thumbnails, and a zoom dialog with the large picture (Radix: focus kept inside,
 * Escape closes, ← → inside it too). The first picture loads at once, the others lazily.
 */
export function ProductGallery({ styleId, productName, colourCode, colourName, strings }: ProductGalleryProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: false, duration: 20 });
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const regionId = useId();
  const pictures = PRODUCT_VIEWS.map((view) => ({
    view,
    src: productImageUrl(styleId, colourCode, view),
    alt: strings.pictureAlt(productName, colourName, strings.views[view]),
  }));
  const count = pictures.length;

  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    api.on("select", update).on("reInit", update);
    return () => void api.off("select", update).off("reInit", update);
  }, [api]);

  // A new colour starts on its front view.
  useEffect(() => {
    setSelected(0);
    api?.scrollTo(0, true);
  }, [api, colourCode]);

  const show = useCallback(
    (index: number) => {
      setSelected(index);
      api?.scrollTo(index);
    },
    [api],
  );

  const onCarouselKey = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const next = pictureForKey(event.key, selected, count);
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  const onThumbKey = (event: KeyboardEvent, index: number) => {
    const next = pictureForKey(event.key, index, count);
    if (next === undefined) return;
    event.preventDefault();
    show(next);
    thumbs.current[next]?.focus();
  };

  const current = pictures[selected] ?? pictures[0]!;

  return (
    <div className={styles.gallery}>
      <section
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={strings.pictures}
        id={regionId}
        tabIndex={0}
        onKeyDown={onCarouselKey}
      >
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.track}>
            {pictures.map((picture, index) => (
              <div key={picture.src} className={styles.slide} role="group" aria-roledescription="slide" aria-label={strings.slideOf(index + 1, count)} aria-hidden={index !== selected || undefined}>
                <button type="button" className={styles.zoomButton} tabIndex={index === selected ? 0 : -1} aria-label={strings.zoom(picture.alt)} onClick={() => setZoomed(true)}>
                  <img
                    src={picture.src}
                    alt={picture.alt}
                    width={SIZE}
                    height={SIZE}
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : undefined}
                    decoding="async"
                    draggable={false}
                  />
                </button>
              </div>
            ))}
          </div>
        </div>
      </section>
      <div className={styles.thumbs}>
        {pictures.map((picture, index) => (
          <button
            key={picture.src}
            ref={(element) => void (thumbs.current[index] = element)}
            type="button"
            className={styles.thumb}
            aria-label={strings.showPicture(index + 1, strings.views[picture.view])}
            aria-current={index === selected ? "true" : undefined}
            aria-controls={regionId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => show(index)}
            onKeyDown={(event) => onThumbKey(event, index)}
          >
            <img src={picture.src} alt="" width={SIZE} height={SIZE} loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      <Dialog.Root open={zoomed} onOpenChange={setZoomed}>
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
              <Dialog.Title className={styles.zoomTitle}>{strings.zoomTitle(productName)}</Dialog.Title>
              <Dialog.Close className={styles.iconButton} aria-label={strings.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <figure className={styles.zoomFigure}>
              <img src={current.src} alt={current.alt} width={SIZE} height={SIZE} />
              <figcaption className={styles.zoomCaption} aria-live="polite">
                {strings.slideOf(selected + 1, count)}: {current.alt}
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
    </div>
  );
}
