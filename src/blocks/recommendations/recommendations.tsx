import { useId } from "react";
import { CAROUSEL_IMPRESSIONS } from "../../../contracts/api/decide-event-types.ts";
import type { RecommendationItem } from "../../../contracts/api/decide-answer.ts";
import { siteById, type SiteConfig } from "../../../contracts/sites.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { recommendationsOf, recommendationsPending } from "../../personalisation/recommendation-slots.ts";
import { useRecTracking } from "../../personalisation/use-rec-tracking.ts";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { carouselLabels } from "../../ui/carousel/carousel-labels.ts";
import { carouselCssVariables, type ResponsiveCarouselSettings } from "../../ui/carousel/carousel-settings.ts";
import carouselStyles from "../../ui/carousel/carousel.module.css";
import { ResponsiveCarousel } from "../../ui/carousel/responsive-carousel.tsx";
import { RecommendationTile, RecommendationTileSkeleton } from "./recommendation-tile.tsx";
import { recommendationStrings, type RecommendationStrings } from "./recommendation-strings.ts";
import type { RecommendationsProps } from "./schema.ts";
import { useUpsellIds, withoutUpsellItems } from "./upsell-overlap.ts";
import styles from "./recommendations.module.css";

const carousel = (slideWidth: number) => ({ type: "carousel", slideWidth, slidePadding: 16, autoplay: false, autorotateTime: 5000, loop: false, showArrows: true, showIndicators: false, showProgress: false }) as const;

/** Two tiles and a peek on a phone, three on a tablet, five on a desktop; arrows, no dots (up to 24 items). */
export const RECOMMENDATIONS_LAYOUT: ResponsiveCarouselSettings = { sm: carousel(45), md: carousel(30), lg: carousel(20) };

/** Tiles a skeleton shows: enough to fill the widest layout. */
const SKELETON_TILES = 5;

/**
 * The recommendations of a slot of the page's decision (issue 16): an embla carousel of tiles,
 * hidden when the engine recommends nothing. The server renders what it decided; a page it could
 * not decide in time holds a skeleton of the carousel's size until the browser has asked. Each of
 * the first 24 items is reported once as an impression when half of its tile has been in view;
 * a click reports the item before the navigation it starts. In the preview, where the engine is
 * not asked, editors see where the carousel goes. Items the page's upsell offers are left out.
 */
export default function Recommendations({ slot, title, ariaLabel }: BlockComponentProps<RecommendationsProps>) {
  const { page } = useEngine();
  const strings = recommendationStrings(siteById(page.siteId).language);
  const site = siteById(page.siteId);
  // What the page's "Complete the look" offers is not offered again here.
  const items = withoutUpsellItems(recommendationsOf(page.personalisation, slot), useUpsellIds(page.siteId, page.productId));
  const waiting = recommendationsPending(page.personalisation) || (page.mode === "preview" && items.length === 0);
  if (waiting) return <RecommendationsSkeleton title={title} note={page.mode === "preview" ? strings.previewNote(slot) : undefined} />;
  if (items.length === 0) return null;
  return <RecommendationsCarousel items={items} title={title} ariaLabel={ariaLabel} site={site} strings={strings} localePath={page.localePath} />;
}

function RecommendationsCarousel({ items, title, ariaLabel, site, strings, localePath }: { items: readonly RecommendationItem[]; title?: string; ariaLabel?: string; site: SiteConfig; strings: RecommendationStrings; localePath: string }) {
  const headingId = useId();
  const tracked = useRecTracking(CAROUSEL_IMPRESSIONS, items.map((item) => item.recToken).join(" "));
  const slides = items.map((item) => ({ key: item.recToken, content: <RecommendationTile item={item} site={site} strings={strings} /> }));
  return (
    <div ref={tracked}>
      <ResponsiveCarousel
        className={styles.recommendations}
        settings={RECOMMENDATIONS_LAYOUT}
        slides={slides}
        labels={carouselLabels(localePath)}
        labelledBy={title ? headingId : undefined}
        label={ariaLabel ?? strings.fallbackName}
        header={
          title ? (
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          ) : null
        }
      />
    </div>
  );
}

/** The carousel's own boxes (its stylesheet), with tiles that hold their place and say nothing. */
function RecommendationsSkeleton({ title, note }: { title?: string; note?: string }) {
  return (
    <div className={`${carouselStyles.carousel} ${styles.recommendations}`} style={carouselCssVariables(RECOMMENDATIONS_LAYOUT)} aria-busy="true" data-recommendations-pending="">
      {note && <p className={styles.previewNote}>{note}</p>}
      <div className={carouselStyles.header}>
        <div className={carouselStyles.heading}>{title && <h2 className={styles.title}>{title}</h2>}</div>
        <div className={carouselStyles.controls}>
          <span className={styles.controlsPlaceholder} />
        </div>
      </div>
      <div className={carouselStyles.viewport}>
        <div className={carouselStyles.track}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <div key={index} className={carouselStyles.slide}>
              <RecommendationTileSkeleton />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
