import { useId, useMemo } from "react";
import { blockElement } from "../../engine/react/block-view.tsx";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { ButtonLink } from "../../ui/button-link.tsx";
import { carouselLabels } from "../../ui/carousel/carousel-labels.ts";
import { ResponsiveCarousel } from "../../ui/carousel/responsive-carousel.tsx";
import { resolveCollectionLayout } from "./collection-layout.ts";
import type { CollectionProps } from "./schema.ts";
import styles from "./collection.module.css";

/**
 * Child blocks as a carousel or a grid, chosen per breakpoint (content spec §3). The links
 * beside the title ("View all") always render as text links, whatever their button style.
 */
export default function Collection({ title, subtitle, ariaLabel, targets, breakpoints, items }: BlockComponentProps<CollectionProps>) {
  const engine = useEngine();
  const headingId = useId();
  const settings = useMemo(() => resolveCollectionLayout(breakpoints), [breakpoints]);
  const labels = carouselLabels(engine.page.localePath);
  const slides = items.map((node, index) => ({ key: `${node.id}:${index}`, content: blockElement(node, engine, node.id) }));
  const header =
    title || subtitle || targets.length > 0 ? (
      <>
        {title && (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        )}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {targets.length > 0 && (
          <p className={styles.links}>
            {targets.map((link, index) => (
              <ButtonLink key={index} target={{ ...link, style: "link" }} />
            ))}
          </p>
        )}
      </>
    ) : null;
  return (
    <ResponsiveCarousel
      className={styles.collection}
      settings={settings}
      slides={slides}
      labels={labels}
      labelledBy={title ? headingId : undefined}
      label={ariaLabel}
      header={header}
    />
  );
}
