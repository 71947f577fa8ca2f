import type { AutoSuggestAnswer } from "../../catalogue/catalogue-queries.ts";

/**
 * Autosuggest answers for tests and stories, shaped as the reference backend answers
 * `GET /products/v2/search/autoSuggest` (contracts/api/products.ts `autoSuggestAnswer`).
 */

type Tile = AutoSuggestAnswer["products"][number];

/** A product tile as search answers carry it; `partial` overrides. */
export function suggestedTile(partial: Partial<Tile> & Pick<Tile, "productId" | "name">): Tile {
  const slug = partial.name.toLowerCase().replace(/'/g, "").replace(/[^a-z0-9]+/g, "-").replace(/(^-|-$)/g, "");
  return {
    slug,
    pdpUrl: `/en-us/p/${slug}-${partial.productId}`,
    categoryId: "100200",
    gender: "men",
    badge: null,
    badges: [],
    rating: { score: 4.2, reviewsCount: 31 },
    price: { currency: "USD", lowCurrent: 195, highCurrent: 195, lowOriginal: 195, highOriginal: 195, onSale: false, percentageDiscount: 0 },
    colors: ["Black"],
    inStock: true,
    ...partial,
  };
}

/** An answer for `searchTerm`; `partial` overrides. */
export function autoSuggestAnswerFor(searchTerm: string, partial: Partial<AutoSuggestAnswer> = {}): AutoSuggestAnswer {
  return { searchTerm, correctedTerm: null, suggestedTerms: [], categories: [], products: [], ...partial };
}

/** "jack": a term, three categories, two products (one on sale). */
export const JACKET_SUGGESTIONS = autoSuggestAnswerFor("jack", {
  suggestedTerms: [{ term: "jacket", productCount: 52 }],
  categories: [
    { id: "100200", name: "Jackets", url: "/en-us/c/jackets-100200", productCount: 48 },
    { id: "100220", name: "Down jackets", url: "/en-us/c/down-jackets-100220", productCount: 16 },
  ],
  products: [
    suggestedTile({ productId: "RLMO0IY8", name: "Men's Basecamp Down Jacket", categoryId: "100220", colors: ["Ember Orange", "Granite Grey", "Summit Navy"], price: { currency: "USD", lowCurrent: 195, highCurrent: 200, lowOriginal: 195, highOriginal: 200, onSale: false, percentageDiscount: 0 } }),
    suggestedTile({ productId: "RLSH1001", name: "Men's Cascade Rain Jacket", categoryId: "100210", badge: "Sale", badges: ["Sale"], colors: ["Summit Navy", "Fiery Red"], price: { currency: "USD", lowCurrent: 286.99, highCurrent: 286.99, lowOriginal: 410, highOriginal: 410, onSale: true, percentageDiscount: 30 } }),
  ],
});

/** "rain sh": a term, two categories, one product. */
export const RAIN_SHELL_SUGGESTIONS = autoSuggestAnswerFor("rain sh", {
  suggestedTerms: [{ term: "rain shell", productCount: 5 }],
  categories: [{ id: "100210", name: "Shells", url: "/en-us/c/shells-100210", productCount: 5 }],
  products: [suggestedTile({ productId: "RL075WEQ", name: "Men's Everyday Rain Parka", categoryId: "100210", colors: ["Forest", "Black"] })],
});

/** Words that suggest nothing. */
export const NO_SUGGESTIONS = autoSuggestAnswerFor("zzzz");
