import type { PriceWords, SuggestionGroupKind } from "../../commerce/search/suggestions.ts";

/**
 * The words of the header search's suggestions, per site language: in the suggestions' chunk
 * (search-combobox.tsx), which loads when a shopper reaches for the search, not on every page.
 */
export interface SuggestionStrings {
  /** Name of the suggestions popup (the listbox). */
  suggestions: string;
  /** Heading of each group of suggestions. */
  groups: Record<SuggestionGroupKind, string>;
  /** Beside a suggested term or a category: how many products it finds. */
  productCount: (count: number) => string;
  /** Shown (and announced) when the typed words suggest nothing. */
  noSuggestions: string;
  /** Announced when suggestions arrive. */
  suggestionCount: (count: number) => string;
  /** How a product's price is read out. */
  price: PriceWords;
}

const en: SuggestionStrings = {
  suggestions: "Suggestions",
  groups: { terms: "Suggested searches", categories: "Categories", products: "Products" },
  productCount: (count) => `${count} ${count === 1 ? "product" : "products"}`,
  noSuggestions: "No suggestions",
  suggestionCount: (count) => `${count} ${count === 1 ? "suggestion" : "suggestions"} available, use the up and down arrow keys to browse.`,
  price: { sale: "Sale price", was: "was", price: "Price" },
};

const fr: SuggestionStrings = {
  suggestions: "Suggestions",
  groups: { terms: "Recherches suggérées", categories: "Catégories", products: "Produits" },
  productCount: (count) => `${count} ${count <= 1 ? "produit" : "produits"}`,
  noSuggestions: "Aucune suggestion",
  suggestionCount: (count) => `${count} ${count <= 1 ? "suggestion disponible" : "suggestions disponibles"}, parcourez-les avec les flèches haut et bas.`,
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
};

const de: SuggestionStrings = {
  suggestions: "Vorschläge",
  groups: { terms: "Suchvorschläge", categories: "Kategorien", products: "Produkte" },
  productCount: (count) => `${count} ${count === 1 ? "Produkt" : "Produkte"}`,
  noSuggestions: "Keine Vorschläge",
  suggestionCount: (count) => `${count} ${count === 1 ? "Vorschlag verfügbar" : "Vorschläge verfügbar"}, mit den Pfeiltasten nach oben und unten blättern.`,
  price: { sale: "Angebotspreis", was: "statt", price: "Preis" },
};

const BY_LANGUAGE: Record<string, SuggestionStrings> = { en, fr, de };

/** The strings of `language`; English for a language without its own. */
export const suggestionStrings = (language: string): SuggestionStrings => BY_LANGUAGE[language] ?? en;
