import type { PriceWords, SuggestionGroupKind } from "../../commerce/search/suggestions.ts";

/** The fixed words of the header's search, per site language. */
export interface SearchStrings {
  /** Accessible name of the button that opens and closes the search panel. */
  toggle: string;
  /** Name of the search landmark. */
  landmark: string;
  /** Label of the search field. */
  label: string;
  /** Accessible name of the form's submit button. */
  submit: string;
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

const en: SearchStrings = {
  toggle: "Search",
  landmark: "Site search",
  label: "Search for products and stories",
  submit: "Submit search",
  suggestions: "Suggestions",
  groups: { terms: "Suggested searches", categories: "Categories", products: "Products" },
  productCount: (count) => `${count} ${count === 1 ? "product" : "products"}`,
  noSuggestions: "No suggestions",
  suggestionCount: (count) => `${count} ${count === 1 ? "suggestion" : "suggestions"} available, use the up and down arrow keys to browse.`,
  price: { sale: "Sale price", was: "was", price: "Price" },
};

const fr: SearchStrings = {
  toggle: "Rechercher",
  landmark: "Recherche sur le site",
  label: "Rechercher des produits et des articles",
  submit: "Lancer la recherche",
  suggestions: "Suggestions",
  groups: { terms: "Recherches suggérées", categories: "Catégories", products: "Produits" },
  productCount: (count) => `${count} ${count <= 1 ? "produit" : "produits"}`,
  noSuggestions: "Aucune suggestion",
  suggestionCount: (count) => `${count} ${count <= 1 ? "suggestion disponible" : "suggestions disponibles"}, parcourez-les avec les flèches haut et bas.`,
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
};

const de: SearchStrings = {
  toggle: "Suche",
  landmark: "Websitesuche",
  label: "Nach Produkten und Artikeln suchen",
  submit: "Suche starten",
  suggestions: "Vorschläge",
  groups: { terms: "Suchvorschläge", categories: "Kategorien", products: "Produkte" },
  productCount: (count) => `${count} ${count === 1 ? "Produkt" : "Produkte"}`,
  noSuggestions: "Keine Vorschläge",
  suggestionCount: (count) => `${count} ${count === 1 ? "Vorschlag verfügbar" : "Vorschläge verfügbar"}, mit den Pfeiltasten nach oben und unten blättern.`,
  price: { sale: "Angebotspreis", was: "statt", price: "Preis" },
};

const BY_LANGUAGE: Record<string, SearchStrings> = { en, fr, de };

/** The strings of `language`; English for a language without its own. */
export const searchStrings = (language: string): SearchStrings => BY_LANGUAGE[language] ?? en;
