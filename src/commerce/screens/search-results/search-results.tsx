import { useId } from "react";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import { listingOfUrl } from "../../catalogue/listing-page.ts";
import { clearRefinements, readListingState, type ListingState } from "../../catalogue/listing-url.ts";
import { hasRefinements, listingHref } from "../../listing/listing-links.ts";
import { ListingLink } from "../../listing/listing-navigation.tsx";
import { listingStrings, type ListingStrings } from "../../listing/listing-strings.ts";
import { ProductListing } from "../../listing/product-listing.tsx";
import type { SearchResultsProps } from "./schema.ts";
import styles from "../../listing/listing.module.css";

/**
 * The URL of a search for exactly `term`. The commerce API has no "no spelling correction" flag:
 * this searches the original words again (and the backend may correct them again).
 */
export const exactSearchHref = (pathname: string, term: string) => listingHref(pathname, { ...readListingState(""), q: term });

function NothingFound({ term, state, pathname, strings, tips }: { term: string; state: ListingState; pathname: string; strings: ListingStrings; tips?: readonly string[] }) {
  return (
    <div className={styles.empty}>
      {term ? <p className={styles.emptyTitle}>{strings.nothingFound(term)}</p> : <p className={styles.emptyTitle}>{strings.noMatches}</p>}
      {hasRefinements(state) && (
        <p>
          <ListingLink href={listingHref(pathname, clearRefinements(state))} className={styles.emptyLink}>
            {strings.clearFilters}
          </ListingLink>
        </p>
      )}
      <ul>
        {(tips?.length ? tips : strings.suggestions).map((suggestion) => (
          <li key={suggestion}>{suggestion}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The search page's results (`search-results` block) for the URL's `?q=` and refinements: the
 * heading with the words searched, the spelling correction when the API made one, and the
 * listing. Results are deferred data: a failed search shows the "found nothing" state.
 */
export default function SearchResults({ blockId, data, tips }: BlockComponentProps<SearchResultsProps, ProductSearchAnswer>) {
  const { page } = useEngine();
  const strings = listingStrings(page.siteId);
  const headingId = useId();
  const { state, search } = listingOfUrl(page.search ?? "");
  const term = data?.searchTerm || state.q || "";
  const corrected = data?.correctedTerm ?? null;
  return (
    <section data-screen="search-results" data-block-id={blockId} aria-labelledby={headingId}>
      <ProductListing
        data={data}
        state={state}
        search={search}
        siteId={page.siteId}
        localePath={page.localePath}
        pathname={page.pathname}
        strings={strings}
        list={{ kind: "search", term }}
        headingLevel={3}
        heading={
          <div>
            <h2 id={headingId} className={styles.searchHeading}>
              {term ? strings.resultsFor(corrected ?? term) : strings.searchResults}
            </h2>
            {corrected && term && (
              <p className={styles.correction}>
                {strings.showingResultsFor} <strong>{corrected}</strong>. {strings.searchInsteadFor} <ListingLink href={exactSearchHref(page.pathname, term)} keepScroll={false}>{term}</ListingLink>
              </p>
            )}
          </div>
        }
        empty={<NothingFound term={term} state={state} pathname={page.pathname} strings={strings} tips={tips} />}
      />
    </section>
  );
}
