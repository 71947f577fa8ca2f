import { useId } from "react";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";
import { PagedList, usePagedQuery } from "./paged-list.tsx";
import { RatingSummary } from "./rating-summary.tsx";
import { useReviewBlock } from "./review-block.ts";
import { REVIEW_SORT_OPTIONS } from "./review-constants.ts";
import { ReviewItem } from "./review-item.tsx";
import { reviewPagesQuery } from "./review-pages.ts";
import type { ProductReviewsProps } from "./schema.ts";
import { WriteReviewDialog } from "./write-review-dialog.tsx";
import styles from "./reviews.module.css";

/**
 * A product's reviews (section `#reviews`): the rating summary, the written reviews page by page
 * in the chosen sort, and the shopper's actions (write, vote, report, translate). Deferred data:
 * without the server's first page (its call failed) the block shows its empty state, still
 * offering to write the first review.
 */
export default function ProductReviews({ blockId, data, productId: fallbackProductId }: BlockComponentProps<ProductReviewsProps, ReviewsAnswer>) {
  const { page, productId, site, strings, queryClient, commerce } = useReviewBlock(fallbackProductId);
  const headingId = useId();
  const { query, first, total, paging } = usePagedQuery({
    data,
    defaultSort: "mostRecent",
    pagesQuery: (sort) => reviewPagesQuery(page.siteId, productId, sort),
    itemsOf: (answer) => answer.reviews,
  });
  const reviews = paging.items;

  const written = () => queryClient.invalidateQueries({ queryKey: ["commerce", page.siteId, "reviews", productId] });

  const writeButton = (
    <WriteReviewDialog productId={productId} locale={site.locale} nicknameRequired={!page.audience?.loggedIn} strings={strings} commerce={commerce} onWritten={written} />
  );

  return (
    <section id="reviews" className={styles.section} aria-labelledby={headingId} data-block-id={blockId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {strings.reviews}
          {first && first.total > 0 && <span className={styles.titleCount}> ({first.total})</span>}
        </h2>
        {/* Always here: the dialog keeps its state (the thank-you) while the list changes. */}
        {writeButton}
      </header>
      {first && first.summary.reviewsCount > 0 ? (
        <div className={styles.layout}>
          <aside className={styles.summaryColumn} aria-label={strings.distribution}>
            <RatingSummary summary={first.summary} writtenReviews={first.total} site={site} strings={strings} />
          </aside>
          <div className={styles.listColumn}>{reviews.length > 0 ? list() : empty()}</div>
        </div>
      ) : (
        empty()
      )}
      {query.isError && (
        <p role="alert" className={styles.callError}>
          {query.error.message}
        </p>
      )}
    </section>
  );

  function empty() {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{strings.noReviews}</p>
        <p className={styles.emptyHint}>{strings.noReviewsHint}</p>
      </div>
    );
  }

  function list() {
    return (
      <PagedList
        {...paging}
        itemKey={(review) => review.id}
        renderItem={(review, headingRef) => <ReviewItem review={review} productId={productId} site={site} strings={strings} commerce={commerce} headingRef={headingRef} />}
        showing={strings.showing(reviews.length, total, "reviews")}
        sortLabel={strings.sortBy}
        sortOptions={REVIEW_SORT_OPTIONS}
        sortNames={strings.reviewSorts}
        showMoreLabel={strings.showMoreReviews}
      />
    );
  }
}
