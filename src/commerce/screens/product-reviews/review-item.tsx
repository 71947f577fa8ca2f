import { useState } from "react";
import { formatDate, type SiteConfig } from "../../../../contracts/sites.ts";
import type { ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { CommerceClient } from "../../api/client.ts";
import { CallError } from "./form-field.tsx";
import { ReportReview } from "./report-review.tsx";
import { languageOfLocale, translatableLanguage } from "./review-constants.ts";
import type { ReviewStrings } from "./review-strings.ts";
import { Stars } from "./stars.tsx";
import { VoteButtons } from "./vote-buttons.tsx";
import styles from "./reviews.module.css";

type Review = ReviewsAnswer["reviews"][number];
type Translation = Awaited<ReturnType<CommerceClient["translateReview"]>>;

export interface ReviewItemProps {
  review: Review;
  productId: string;
  site: SiteConfig;
  strings: ReviewStrings;
  /** The commerce client of the shopper's writes (votes, flags, translations). */
  commerce: () => CommerceClient;
  headingRef?: (element: HTMLHeadingElement | null) => void;
}

/** One review: stars, title, text, who and when, votes, report, and a translation into the page's language. */
export function ReviewItem({ review, productId, site, strings, commerce, headingRef }: ReviewItemProps) {
  const [translation, setTranslation] = useState<Translation | undefined>(undefined);
  const [showTranslation, setShowTranslation] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [translateError, setTranslateError] = useState<unknown>(undefined);

  const reviewLanguage = languageOfLocale(review.locale);
  const target = translatableLanguage(site.language);
  const canTranslate = target !== undefined && reviewLanguage !== site.language;
  const translated = showTranslation && translation !== undefined;

  const translate = async () => {
    if (translation) return setShowTranslation(!showTranslation);
    setTranslating(true);
    setTranslateError(undefined);
    try {
      setTranslation(await commerce().translateReview(review.id, target!));
      setShowTranslation(true);
    } catch (failure) {
      setTranslateError(failure);
    } finally {
      setTranslating(false);
    }
  };

  const date = new Date(review.submittedAt);
  return (
    <article className={styles.review} lang={translated ? undefined : review.locale}>
      <div className={styles.reviewHead}>
        <Stars rating={review.rating} label={strings.starsOutOfFive(review.rating)} />
        <h3 className={styles.reviewTitle} ref={headingRef} tabIndex={-1}>
          {translated ? translation.title : review.title}
        </h3>
      </div>
      <p className={styles.byline} lang={site.language}>
        <span className={styles.nickname}>{review.nickname}</span>
        {review.location && <span> · {review.location}</span>}
        {" · "}
        <time dateTime={review.submittedAt}>{Number.isNaN(date.getTime()) ? review.submittedAt : formatDate(date, site)}</time>
        {review.verifiedPurchaser && <span className={styles.badge}>{strings.verifiedPurchaser}</span>}
      </p>
      <p className={styles.reviewText}>{translated ? translation.text : review.text}</p>
      {review.recommended === true && (
        <p className={styles.recommends} lang={site.language}>
          <span aria-hidden="true">✓ </span>
          {strings.recommends}
        </p>
      )}
      <div className={styles.reviewActions} lang={site.language}>
        {canTranslate && (
          <div className={styles.translate}>
            {translated && <span className={styles.translatedNote}>{strings.translatedFrom(translation.sourceLanguage || reviewLanguage)}</span>}
            <button type="button" className={styles.linkButton} aria-busy={translating || undefined} onClick={translate}>
              {translating ? strings.sending : translated ? strings.showOriginal : translation ? strings.showTranslation : strings.translate}
            </button>
            <CallError error={translateError} />
          </div>
        )}
        <VoteButtons
          helpfulCount={review.helpfulCount}
          unhelpfulCount={review.unhelpfulCount}
          yourVote={review.yourVote}
          question={strings.wasReviewHelpful}
          strings={strings}
          vote={(helpful) => commerce().voteOnReview(productId, review.id, helpful)}
        />
        <ReportReview flaggedByYou={review.flaggedByYou} strings={strings} flag={(reason, comment) => commerce().flagReview(productId, review.id, { reason, comment })} />
      </div>
    </article>
  );
}
