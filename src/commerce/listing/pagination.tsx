import type { ListingState } from "../catalogue/listing-url.ts";
import { listingHref, pageNumbers } from "./listing-links.ts";
import { ListingLink } from "./listing-navigation.tsx";
import type { ListingStrings } from "./listing-strings.ts";
import styles from "./listing.module.css";

/** Numbered page links (`?page=N`), previous and next; the current page marked `aria-current`. */
export function Pagination({ state, current, count, pathname, strings }: { state: ListingState; current: number; count: number; pathname: string; strings: ListingStrings }) {
  if (count <= 1) return null;
  const href = (page: number) => listingHref(pathname, { ...state, page });
  return (
    <nav className={styles.pagination} aria-label={strings.pagination}>
      <ul className={styles.pageList}>
        {current > 1 && (
          <li>
            <ListingLink href={href(current - 1)} keepScroll={false} className={styles.pageLink} rel="prev">
              <span aria-hidden="true">‹ </span>
              {strings.previous}
            </ListingLink>
          </li>
        )}
        {pageNumbers(current, count).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <ListingLink href={href(page)} keepScroll={false} className={styles.pageLink} aria-current={page === current ? "page" : undefined} aria-label={strings.page(page)}>
                {page}
              </ListingLink>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <ListingLink href={href(current + 1)} keepScroll={false} className={styles.pageLink} rel="next">
              {strings.next}
              <span aria-hidden="true"> ›</span>
            </ListingLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
