import { searchPageUrl } from "./search-url.ts";
import type { AutoSuggestAnswer } from "../catalogue/catalogue-queries.ts";
import { priceText, type PriceText } from "../ui/money.ts";
import { productImageUrl, SWATCH_CODES_BY_NAME } from "../ui/product-media.ts";

/**
 * The header search's suggestions as the popup lists them: one flat list of options (the order
 * the arrow keys walk) split into groups (suggested searches, categories, products). Pure: the
 * combobox (search-combobox.tsx) draws them.
 */

/** Suggestions are asked for from this many typed characters on. */
export const MIN_SUGGEST_LENGTH = 2;
/** Typing pauses this long (ms) before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

export type SuggestionGroupKind = "terms" | "categories" | "products";

export type Suggestion =
  | { kind: "term"; key: string; term: string; productCount: number }
  | { kind: "category"; key: string; name: string; url: string; productCount: number }
  | { kind: "product"; key: string; name: string; url: string; image: string | undefined; price: PriceText };

export interface SuggestionGroup {
  kind: SuggestionGroupKind;
  options: Suggestion[];
}

export interface Suggestions {
  groups: SuggestionGroup[];
  /** Every option in the order of the groups: what ArrowDown and ArrowUp walk through. */
  options: Suggestion[];
}

/** The words `priceText` reads a price with, in the site's language. */
export type PriceWords = { sale: string; was: string; price: string };

/** A tile's picture: its first colour whose name the swatch table knows, front view; none when it knows none. */
export function tileImage(productId: string, colourNames: readonly string[]): string | undefined {
  const code = colourNames.map((name) => SWATCH_CODES_BY_NAME[name]).find((found) => found !== undefined);
  return code ? productImageUrl(productId, code, "front") : undefined;
}

/** The groups of an autosuggest answer, empty groups left out. */
export function suggestionsOf(answer: AutoSuggestAnswer, siteId: string, words?: PriceWords): Suggestions {
  const terms: Suggestion[] = answer.suggestedTerms.map((entry) => ({ kind: "term", key: `term:${entry.term}`, term: entry.term, productCount: entry.productCount }));
  const categories: Suggestion[] = answer.categories.map((category) => ({ kind: "category", key: `category:${category.id}`, name: category.name, url: category.url, productCount: category.productCount }));
  const products: Suggestion[] = answer.products.map((tile) => ({
    kind: "product",
    key: `product:${tile.productId}`,
    name: tile.name,
    url: tile.pdpUrl,
    image: tileImage(tile.productId, tile.colors),
    price: priceText(tile.price, siteId, words),
  }));
  const groups = (
    [
      { kind: "terms", options: terms },
      { kind: "categories", options: categories },
      { kind: "products", options: products },
    ] satisfies SuggestionGroup[]
  ).filter((group) => group.options.length > 0);
  return { groups, options: groups.flatMap((group) => group.options) };
}

/** The option `step` places after `index` (-1: none active), wrapping at both ends; -1 when there is none. */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}


export { searchPageUrl };
