/** The fixed words of the header's search button and form, per site language (its suggestions': suggestion-strings.ts, loaded with them). */
export interface SearchStrings {
  /** Accessible name of the button that opens and closes the search panel. */
  toggle: string;
  /** Name of the search landmark. */
  landmark: string;
  /** Label of the search field. */
  label: string;
  /** Accessible name of the form's submit button. */
  submit: string;
}

const en: SearchStrings = {
  toggle: "Search",
  landmark: "Site search",
  label: "Search for products and stories",
  submit: "Submit search",
};

const fr: SearchStrings = {
  toggle: "Rechercher",
  landmark: "Recherche sur le site",
  label: "Rechercher des produits et des articles",
  submit: "Lancer la recherche",
};

const de: SearchStrings = {
  toggle: "Suche",
  landmark: "Websitesuche",
  label: "Nach Produkten und Artikeln suchen",
  submit: "Suche starten",
};

const BY_LANGUAGE: Record<string, SearchStrings> = { en, fr, de };

/** The strings of `language`; English for a language without its own. */
export const searchStrings = (language: string): SearchStrings => BY_LANGUAGE[language] ?? en;
