import type { SiteConfig } from "../../../../contracts/sites.ts";
import type { ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { ReviewStrings } from "./review-strings.ts";
import { Stars } from "./stars.tsx";
import styles from "./reviews.module.css";

type Summary = ReviewsAnswer["summary"];

/** The five rows of the distribution, 5 stars first, a missing rating counted 0. */
export function distributionRows(summary: Summary): { rating: number; count: number; percent: number }[] {
  const total = summary.ratingDistribution.reduce((sum, row) => sum + row.count, 0);
  return [5, 4, 3, 2, 1].map((rating) => {
    const count = summary.ratingDistribution.find((row) => row.rating === rating)?.count ?? 0;
    return { rating, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/** Average, counts, share who recommend, and a bar per star rating. */
export function RatingSummary({ summary, writtenReviews, site, strings }: { summary: Summary; writtenReviews: number; site: SiteConfig; strings: ReviewStrings }) {
  const average = new Intl.NumberFormat(site.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(summary.averageRating);
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        {/* Read out by the stars' label ("4.6 out of 5"). */}
        <p className={styles.averageNumber} aria-hidden="true">
          {average}
        </p>
        <Stars rating={summary.averageRating} label={strings.averageOutOf(average)} size="large" />
        <p className={styles.averageCounts}>
          {strings.basedOn(summary.reviewsCount)}
          <br />
          {strings.reviewCount(writtenReviews)}
        </p>
        {summary.recommendedPercentage !== null && <p className={styles.recommendedShare}>{strings.recommendedBy(summary.recommendedPercentage)}</p>}
      </div>
      <div className={styles.distribution}>
        <h3 className="visually-hidden">{strings.distribution}</h3>
        <ul className={styles.bars}>
          {distributionRows(summary).map(({ rating, count, percent }) => (
            <li key={rating} className={styles.bar}>
              <span className="visually-hidden">{strings.distributionRow(rating, count)}</span>
              <span className={styles.barLabel} aria-hidden="true">
                {rating} ★
              </span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.barCount} aria-hidden="true">
                {count.toLocaleString(site.locale)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
