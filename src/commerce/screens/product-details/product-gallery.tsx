import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { productImageUrl, PRODUCT_VIEWS } from "../../ui/product-media.ts";
import type { ProductDetailsStrings } from "./product-details-strings.ts";
import styles from "./product-gallery.module.css";
import { pictureForKey, SIZE } from "./gallery-keys.ts";

export { pictureForKey };
import { lazyDialog } from "../../../ui/lazy-dialog.tsx";

// The zoom (Radix) loads when the shopper first zooms.
const ZoomDialog = lazyDialog(() => import("./zoom-dialog.tsx").then((module) => module.ZoomDialog));


export interface ProductGalleryProps {
  styleId: string;
  productName: string;
  colourCode: string;
  colourName: string;
  strings: ProductDetailsStrings;
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
      <ZoomDialog open={zoomed} onOpenChange={setZoomed} title={strings.zoomTitle(productName)} picture={current} caption={`${strings.slideOf(selected + 1, count)}: ${current.alt}`} selected={selected} count={count} show={show} strings={strings} />
    </div>
  );
}
