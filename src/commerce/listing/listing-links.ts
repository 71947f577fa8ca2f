import type { ProductSearchAnswer } from "../../../contracts/api/products.ts";
import { categoryPath } from "../../../contracts/paths.ts";
import { clearRefinements, readListingState, REFINEMENT_PARAMS, writeListingState, type ListingState, type RefinementParam } from "../catalogue/listing-url.ts";

/**
 * Pure helpers of the listing UI: every control of a grid is a link (or a GET form) to the URL
 * of the state it asks for, so that the server renders it, it can be shared and back restores it.
 */

/** The URL of a listing state on the page at `pathname`. */
export function listingHref(pathname: string, state: ListingState): string {
  const search = writeListingState(state);
  return search ? `${pathname}?${search}` : pathname;
}

export type FacetAnswer = ProductSearchAnswer["facets"][number];

/** A refinement the URL carries, with the values the answer offers (selected ones always listed). */
export interface Refinement {
  param: RefinementParam;
  label: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
}

const isRefinementParam = (id: string): id is RefinementParam => (REFINEMENT_PARAMS as readonly string[]).includes(id);

/**
 * The answer's facets the URL can refine by (colour, size, gender, price…, in the answer's
 * order), without empty ones; a value the URL selects is listed even when the answer does not
 * (so that it can be removed).
 */
export function refinementsOf(answer: ProductSearchAnswer | undefined, state: ListingState): Refinement[] {
  const refinements: Refinement[] = [];
  for (const facet of answer?.facets ?? []) {
    if (!isRefinementParam(facet.id)) continue;
    const selected: readonly string[] = state[facet.id];
    // The URL decides what is checked (the answer agrees; a change shows before its answer arrives).
    const values = facet.values.map((value) => ({ ...value, selected: selected.includes(value.value) }));
    for (const value of selected) if (!values.some((item) => item.value === value)) values.push({ value, label: value, count: 0, selected: true });
    if (values.length > 0) refinements.push({ param: facet.id, label: facet.label, values });
  }
  return refinements;
}

/** The category facet's values as links to their category pages (the current one left out). */
export function categoryLinks(answer: ProductSearchAnswer | undefined, localePath: string, currentCategoryId?: string) {
  const facet = answer?.facets.find((item) => item.id === "category");
  return (facet?.values ?? [])
    .filter((value) => value.count > 0 && value.value !== currentCategoryId)
    .map((value) => ({ label: value.label, count: value.count, href: categoryPath(localePath, slugOf(value.label), value.value) }));
}

/** A category name as the slug of its path (the route reads only the id). */
export const slugOf = (label: string) =>
  label
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "category";

export interface RefinementChip {
  key: string;
  label: string;
  /** The listing without this value. */
  state: ListingState;
}

/** The selected refinements as removable chips, labelled as the answer labels them. */
export function selectedChips(refinements: readonly Refinement[], state: ListingState): RefinementChip[] {
  const chips: RefinementChip[] = [];
  for (const param of REFINEMENT_PARAMS) {
    for (const value of state[param]) {
      const label = refinements.find((item) => item.param === param)?.values.find((item) => item.value === value)?.label ?? value;
      chips.push({ key: `${param}:${value}`, label, state: { ...state, [param]: state[param].filter((item) => item !== value), page: 1 } });
    }
  }
  return chips;
}

/** How many refinement values are selected (the "Filter (3)" button). */
export const activeRefinementCount = (state: ListingState) => REFINEMENT_PARAMS.reduce((count, param) => count + state[param].length, 0) + (state.inStock ? 1 : 0);

export const hasRefinements = (state: ListingState) => activeRefinementCount(state) > 0;

/** The state a listing's GET form asks for (as the browser would write its URL). */
export function stateOfForm(form: HTMLFormElement): ListingState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return readListingState(params);
}

export { clearRefinements };

/** Pages of a listing. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The numbered pages to link: the first, the last and two around the current one, with `null`
 * for a gap ("…"). `[1, null, 4, 5, 6, null, 12]`.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
