import type { z } from "zod";
import { PRICE_BUCKETS, type searchFacetAnswer } from "../../../contracts/api/products.ts";
import { compareSizes } from "../catalogue-rules.ts";
import type { SearchFilters, SearchResult } from "./product-search.ts";

/**
 * Facets of a search answer from the counts of the query (pure; facets.test.ts): labels, an
 * order a shopper expects per facet, and selected values always listed (with 0 when the other
 * filters leave none) so that they can be unselected.
 */

export type SearchFacet = z.infer<typeof searchFacetAnswer>;

export interface CategoryLabel {
  id: string;
  name: string;
}

const GENDER_LABELS: [string, string][] = [
  ["men", "Men"],
  ["women", "Women"],
  ["kids", "Kids"],
  ["unisex", "Unisex"],
];

type Value = SearchFacet["values"][number];

function withSelected(counted: readonly [string, number][], selected: readonly string[], sameValue: (a: string, b: string) => boolean = (a, b) => a === b): [string, number][] {
  const values = [...counted];
  for (const value of selected) if (!values.some(([known]) => sameValue(known, value))) values.push([value, 0]);
  return values;
}

const lowerEquals = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * @param categories the category tree in display order (depth first): the category facet
 *   follows it, and its labels come from it.
 */
export function buildFacets(raw: SearchResult["facets"], filters: SearchFilters, categories: readonly CategoryLabel[]): SearchFacet[] {
  const position = new Map(categories.map((category, index) => [category.id, index]));
  const names = new Map(categories.map((category) => [category.id, category.name]));

  const category: Value[] = withSelected(raw.category, filters.categoryId ? [filters.categoryId] : [])
    .filter(([id]) => names.has(id))
    .sort(([a], [b]) => position.get(a)! - position.get(b)!)
    .map(([id, count]) => ({ value: id, label: names.get(id)!, count, selected: id === filters.categoryId }));

  const color: Value[] = withSelected(raw.color, filters.colors, lowerEquals)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([name, count]) => ({ value: name, label: name, count, selected: filters.colors.some((chosen) => lowerEquals(chosen, name)) }));

  const size: Value[] = withSelected(raw.size, filters.sizes)
    .sort(([a], [b]) => compareSizes(a, b))
    .map(([value, count]) => ({ value, label: value, count, selected: filters.sizes.includes(value) }));

  const genderCounts = new Map(withSelected(raw.gender, filters.genders));
  const gender: Value[] = GENDER_LABELS.filter(([value]) => genderCounts.has(value)).map(([value, label]) => ({ value, label, count: genderCounts.get(value)!, selected: filters.genders.includes(value) }));

  const priceCounts = new Map(withSelected(raw.price, filters.prices));
  const price: Value[] = PRICE_BUCKETS.filter((bucket) => priceCounts.has(bucket.id)).map((bucket) => ({
    value: bucket.id,
    label: bucket.label,
    count: priceCounts.get(bucket.id)!,
    selected: filters.prices.includes(bucket.id),
  }));

  return [
    { id: "category", label: "Category", values: category },
    { id: "color", label: "Colour", values: color },
    { id: "size", label: "Size", values: size },
    { id: "gender", label: "Gender", values: gender },
    { id: "price", label: "Price", values: price },
  ];
}
