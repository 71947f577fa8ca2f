/** The fixed words of the header's search, per site language. */
export interface SearchStrings {
  /** Accessible name of the button that opens and closes the search panel. */
  toggle: string;
  /** Name of the search landmark. */
  landmark: string;
  /** Label of the search field. */
  label: string;
}

const BY_LANGUAGE: Record<string, SearchStrings> = {
  en: { toggle: "Search", landmark: "Site search", label: "Search for products and stories" },
  fr: { toggle: "Rechercher", landmark: "Recherche sur le site", label: "Rechercher des produits et des articles" },
  de: { toggle: "Suche", landmark: "Websitesuche", label: "Nach Produkten und Artikeln suchen" },
};

/** The strings of `language`; English for a language without its own. */
export const searchStrings = (language: string): SearchStrings => BY_LANGUAGE[language] ?? BY_LANGUAGE.en!;
