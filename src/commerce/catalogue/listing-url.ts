import type { GENDERS, SearchSort } from "../../../contracts/api/products.ts";
import type { ProductSearch } from "../api/client-products.ts";

/**
 * A listing's state (a category's grid, a search's results) in the page's URL, so that a grid is
 * shareable, the back button restores it and the server renders any URL: `?q=` (search only),
 * refinements as repeated parameters (`color=Black&color=Ochre&size=M`), `sort` and `page`
 * (1-based). Unknown values are dropped when read; the server's answer says which still apply.
 */
export interface ListingState {
  q?: string;
  color: string[];
  size: string[];
  gender: (typeof GENDERS)[number][];
  price: string[];
  inStock: boolean;
  sort?: SearchSort;
  /** 1-based. */
  page: number;
}

export const LISTING_SORTS: readonly SearchSort[] = ["relevance", "price-asc", "price-desc", "newest", "rating"];
const GENDER_VALUES: readonly string[] = ["men", "women", "kids", "unisex"];
/** Refinements the URL carries, by parameter name. */
export const REFINEMENT_PARAMS = ["color", "size", "gender", "price"] as const;
export type RefinementParam = (typeof REFINEMENT_PARAMS)[number];
/** Longest value and most values of one refinement the API takes (productSearchQuery). */
const MAX_VALUE_LENGTH = 40;
const MAX_VALUES = 20;
export const MAX_PAGE = 400;

const values = (params: URLSearchParams, name: string) =>
  [...new Set(params.getAll(name).flatMap((value) => value.split("|")).map((value) => value.trim()))].filter((value) => value && value.length <= MAX_VALUE_LENGTH && !value.includes("|")).slice(0, MAX_VALUES);

export function readListingState(search: string | URLSearchParams): ListingState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const sort = params.get("sort") ?? undefined;
  const page = Number(params.get("page") ?? "1");
  const q = params.get("q")?.trim().slice(0, 100);
  return {
    q: q || undefined,
    color: values(params, "color"),
    size: values(params, "size"),
    gender: values(params, "gender").filter((value) => GENDER_VALUES.includes(value)) as ListingState["gender"],
    price: values(params, "price"),
    inStock: params.get("inStock") === "true",
    sort: LISTING_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a state (without `?`), parameters in a fixed order; defaults left out. */
export function writeListingState(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const name of REFINEMENT_PARAMS) for (const value of [...state[name]].sort()) params.append(name, value);
  if (state.inStock) params.set("inStock", "true");
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/** The search a listing state asks of the commerce API: its page of `pageSize` products. */
export function listingSearch(state: ListingState, base: { categoryId?: string }, pageSize: number): ProductSearch {
  return {
    q: state.q,
    categoryId: base.categoryId,
    color: state.color,
    size: state.size,
    gender: state.gender,
    price: state.price,
    inStock: state.inStock || undefined,
    sort: state.sort,
    start: (state.page - 1) * pageSize,
    count: pageSize,
  };
}

/** A state with one refinement value toggled; refinements changed, the listing goes back to its first page. */
export function toggleRefinement(state: ListingState, name: RefinementParam, value: string): ListingState {
  const current: readonly string[] = state[name];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...state, [name]: next, page: 1 };
}

/** Every refinement cleared (the query and the sort stay). */
export const clearRefinements = (state: ListingState): ListingState => ({ ...state, color: [], size: [], gender: [], price: [], inStock: false, page: 1 });
