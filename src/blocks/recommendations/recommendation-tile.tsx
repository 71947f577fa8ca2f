import type { RecommendationItem } from "../../../contracts/api/decide-answer.ts";
import type { SiteConfig } from "../../../contracts/sites.ts";
import { isSafeMediaUrl, safeHref } from "../../../contracts/safe-url.ts";
import { recommendationPriceText } from "./recommendation-price.ts";
import type { RecommendationStrings } from "./recommendation-strings.ts";
import styles from "./recommendations.module.css";

/** Pictures are square; drawn at this size. */
const PICTURE_SIZE = 600;


/**
 * A recommended product: its picture and name linking to its page, its rating and its price with
 * the best-price hints the engine sent. Its `data-rec-token` is what the tracker reports
 * (track-recommendation-tiles.ts).
 */
export function RecommendationTile({ item, site, strings }: { item: RecommendationItem; site: SiteConfig; strings: RecommendationStrings }) {
  const href = safeHref(item.url);
  // The engine's answer was checked by the BFF; the page checks its URLs once more.
  const picture = isSafeMediaUrl(item.image) ? item.image : undefined;
  const price = recommendationPriceText(item, site, strings);
  const score = Math.min(5, Math.max(0, item.review_average));
  const filled = Math.round(score);
  const content = (
    <>
      <span className={styles.picture}>{picture && <img src={picture} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" decoding="async" />}</span>
      <h3 className={styles.name}>{item.name}</h3>
    </>
  );
  return (
    <article className={styles.tile} data-rec-token={item.recToken}>
      {href ? (
        <a className={styles.link} href={href}>
          {content}
        </a>
      ) : (
        <div className={styles.link}>{content}</div>
      )}
      <p className={styles.rating}>
        {item.reviewsCount > 0 && (
          <>
            <span aria-hidden="true" className={styles.stars}>
              {"★".repeat(filled)}
              <span className={styles.starsEmpty}>{"★".repeat(5 - filled)}</span>
            </span>
            <span aria-hidden="true" className={styles.muted}>
              ({item.reviewsCount})
            </span>
            <span className="visually-hidden">{strings.rating(new Intl.NumberFormat(site.locale, { maximumFractionDigits: 1 }).format(score), item.reviewsCount)}</span>
          </>
        )}
      </p>
      <p className={styles.price}>
        <span className="visually-hidden">{price.label}</span>
        <span aria-hidden="true" className={styles.amounts}>
          <span className={price.original ? styles.sale : undefined}>{price.current}</span>
          {price.original && <s className={styles.muted}>{price.original}</s>}
          {price.off && <span className={styles.off}>{price.off}</span>}
        </span>
      </p>
      {price.hints.map((hint) => (
        <p key={hint} className={styles.hint}>
          {hint}
        </p>
      ))}
    </article>
  );
}

/** The tile's shape while its item is on its way: the same boxes, nothing to read. */
export function RecommendationTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <span className={styles.picture} />
      <span className={`${styles.name} ${styles.skeletonLine}`} />
      <span className={`${styles.rating} ${styles.skeletonLine}`} />
      <span className={`${styles.price} ${styles.skeletonLine}`} />
    </div>
  );
}
