import { useId } from "react";
import type { SearchSort } from "../../../contracts/api/products.ts";
import { LISTING_SORTS, type ListingState } from "../catalogue/listing-url.ts";
import { listingHref } from "./listing-links.ts";
import { useListingNavigate } from "./listing-navigation.tsx";
import type { ListingStrings } from "./listing-strings.ts";
import { KeptFields } from "./refinements.tsx";
import styles from "./listing.module.css";

/**
 * The sort order as a GET form: a labelled select (the answer's sort selected), applied at once
 * in the browser, by "Apply" without JavaScript. A new order starts again at the first page.
 */
export function SortSelect({ state, sort, pathname, strings, hydrated }: { state: ListingState; sort: SearchSort; pathname: string; strings: ListingStrings; hydrated: boolean }) {
  const navigate = useListingNavigate();
  const id = useId();
  const go = (value: string) => navigate(listingHref(pathname, { ...state, sort: value === "relevance" ? undefined : (value as SearchSort), page: 1 }));
  return (
    <form
      method="get"
      action={pathname}
      className={styles.sort}
      onSubmit={(event) => {
        event.preventDefault();
        go(String(new FormData(event.currentTarget).get("sort") ?? ""));
      }}
    >
      <KeptFields state={state} keep={["q", "refinements"]} />
      <label htmlFor={id} className={styles.sortLabel}>
        {strings.sortBy}
      </label>
      <select id={id} name="sort" className={styles.select} value={sort} onChange={(event) => go(event.currentTarget.value)}>
        {LISTING_SORTS.map((value) => (
          <option key={value} value={value}>
            {strings.sorts[value]}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className={`${styles.secondaryButton} ${styles.withoutScript}`}>
          {strings.apply}
        </button>
      )}
    </form>
  );
}
