import { useId } from "react";
import { REFINEMENT_PARAMS, toggleRefinement, type ListingState } from "../catalogue/listing-url.ts";
import { listingHref, stateOfForm, type Refinement, type RefinementChip } from "./listing-links.ts";
import { ListingLink, useListingNavigate } from "./listing-navigation.tsx";
import type { ListingStrings } from "./listing-strings.ts";
import styles from "./listing.module.css";

/** The fields of the state a form does not show, so that submitting it keeps them. */
export function KeptFields({ state, keep }: { state: ListingState; keep: ("q" | "sort" | "refinements")[] }) {
  return (
    <>
      {keep.includes("q") && state.q && <input type="hidden" name="q" value={state.q} />}
      {keep.includes("sort") && state.sort && <input type="hidden" name="sort" value={state.sort} />}
      {keep.includes("refinements") && (
        <>
          {REFINEMENT_PARAMS.flatMap((param) => state[param].map((value) => <input key={`${param}:${value}`} type="hidden" name={param} value={value} />))}
          {state.inStock && <input type="hidden" name="inStock" value="true" />}
        </>
      )}
    </>
  );
}

export interface RefinementsProps {
  refinements: readonly Refinement[];
  state: ListingState;
  pathname: string;
  strings: ListingStrings;
  /** Once hydrated, a change applies at once and the "Apply" button is not needed. */
  hydrated: boolean;
  /** Called with the state a change asks for, before navigating (optimistic checkboxes). */
  onChange?: (next: ListingState) => void;
  /** Links to other categories (the category facet), under the refinements. */
  categories?: readonly { label: string; count: number; href: string }[];
}

/**
 * The answer's refinements as a GET form of checkboxes (each value with its count): without
 * JavaScript "Apply" submits it; in the browser a change navigates to its URL at once.
 */
export function Refinements({ refinements, state, pathname, strings, hydrated, onChange, categories = [] }: RefinementsProps) {
  const navigate = useListingNavigate();
  const formId = useId();
  return (
    <div className={styles.refinements}>
      <form
        method="get"
        action={pathname}
        aria-label={strings.filters}
        onSubmit={(event) => {
          event.preventDefault();
          const next = stateOfForm(event.currentTarget);
          onChange?.(next);
          navigate(listingHref(pathname, next));
        }}
      >
        <KeptFields state={state} keep={["q", "sort"]} />
        {state.inStock && <input type="hidden" name="inStock" value="true" />}
        {refinements.map((refinement) => (
          <fieldset key={refinement.param} className={styles.facet}>
            <legend className={styles.facetLabel}>{refinement.label}</legend>
            <ul className={styles.facetValues}>
              {refinement.values.map((value) => {
                const id = `${formId}-${refinement.param}-${value.value}`;
                return (
                  <li key={value.value}>
                    <input
                      id={id}
                      type="checkbox"
                      className={styles.checkbox}
                      name={refinement.param}
                      value={value.value}
                      checked={value.selected}
                      disabled={!value.selected && value.count === 0}
                      onChange={() => {
                        const next = toggleRefinement(state, refinement.param, value.value);
                        onChange?.(next);
                        navigate(listingHref(pathname, next));
                      }}
                    />
                    <label htmlFor={id} className={styles.valueLabel}>
                      {value.label} <span className={styles.count}>({value.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        {!hydrated && (
          <button type="submit" className={`${styles.secondaryButton} ${styles.withoutScript}`}>
            {strings.apply}
          </button>
        )}
      </form>
      {categories.length > 0 && (
        <nav className={styles.facet} aria-label={strings.categories}>
          <h2 className={styles.facetLabel}>{strings.categories}</h2>
          <ul className={styles.facetValues}>
            {categories.map((category) => (
              <li key={category.href}>
                <a href={category.href} className={styles.categoryLink}>
                  {category.label} <span className={styles.count}>({category.count})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** The selected refinements as removable chips, and "Clear all". */
export function SelectedChips({ chips, pathname, clearState, strings, onChange }: { chips: readonly RefinementChip[]; pathname: string; clearState: ListingState; strings: ListingStrings; onChange?: (next: ListingState) => void }) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <h2 className="visually-hidden">{strings.selectedFilters}</h2>
      <ul className={styles.chipList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListingLink href={listingHref(pathname, chip.state)} className={styles.chip} aria-label={strings.remove(chip.label)} onClick={() => onChange?.(chip.state)}>
              {chip.label} <span aria-hidden="true">×</span>
            </ListingLink>
          </li>
        ))}
        <li>
          <ListingLink href={listingHref(pathname, clearState)} className={styles.clearAll} onClick={() => onChange?.(clearState)}>
            {strings.clearAll}
          </ListingLink>
        </li>
      </ul>
    </div>
  );
}
