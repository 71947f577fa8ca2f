import { siteById } from "../../../contracts/sites.ts";
import type { SearchSort } from "../../../contracts/api/products.ts";

/** The fixed words of the product listings (category grid, search results, quick shop), per site language. */
export interface ListingStrings {
  products: (count: number) => string;
  sortBy: string;
  sorts: Record<SearchSort, string>;
  filter: string;
  /** The "Filter" button with the number of active refinements. */
  filterWithCount: (count: number) => string;
  filters: string;
  apply: string;
  showProducts: (count: number) => string;
  clearAll: string;
  /** Accessible name of a chip's remove button. */
  remove: (label: string) => string;
  selectedFilters: string;
  /** A refinement's checkbox label suffix (count of products). */
  valueWithCount: (label: string, count: number) => string;
  categories: string;
  noMatches: string;
  clearFilters: string;
  pagination: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  loadMore: string;
  showing: (shown: number, total: number) => string;
  /** The star rating's accessible text. */
  rating: (score: number, count: number) => string;
  moreColours: (count: number) => string;
  colours: (count: number) => string;
  quickShop: string;
  quickShopFor: (name: string) => string;
  close: string;
  colour: string;
  size: string;
  quantity: string;
  addToCart: string;
  adding: string;
  chooseSize: string;
  stock: Record<"IN_STOCK" | "LOW_STOCK" | "IN_STORE_ONLY" | "OUT_OF_STOCK", string>;
  viewDetails: string;
  loading: string;
  loadFailed: string;
  price: { sale: string; was: string; price: string };
  resultsFor: (term: string) => string;
  showingResultsFor: string;
  searchInsteadFor: string;
  nothingFound: (term: string) => string;
  suggestions: string[];
  searchResults: string;
}

const en: ListingStrings = {
  products: (count) => `${count} ${count === 1 ? "product" : "products"}`,
  sortBy: "Sort by",
  sorts: { relevance: "Recommended", "price-asc": "Price: low to high", "price-desc": "Price: high to low", newest: "Newest", rating: "Top rated" },
  filter: "Filter",
  filterWithCount: (count) => (count ? `Filter (${count})` : "Filter"),
  filters: "Filters",
  apply: "Apply",
  showProducts: (count) => `Show ${count} ${count === 1 ? "product" : "products"}`,
  clearAll: "Clear all",
  remove: (label) => `Remove filter ${label}`,
  selectedFilters: "Selected filters",
  valueWithCount: (label, count) => `${label} (${count})`,
  categories: "Categories",
  noMatches: "No products match these filters.",
  clearFilters: "Clear filters",
  pagination: "Pages",
  previous: "Previous",
  next: "Next",
  page: (page) => `Page ${page}`,
  loadMore: "Load more",
  showing: (shown, total) => `Showing ${shown} of ${total} products`,
  rating: (score, count) => `Rated ${score} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`,
  moreColours: (count) => `+${count}`,
  colours: (count) => `${count} ${count === 1 ? "colour" : "colours"}`,
  quickShop: "Quick shop",
  quickShopFor: (name) => `Quick shop ${name}`,
  close: "Close",
  colour: "Colour",
  size: "Size",
  quantity: "Quantity",
  addToCart: "Add to cart",
  adding: "Adding…",
  chooseSize: "Choose a size",
  stock: { IN_STOCK: "In stock", LOW_STOCK: "Only a few left", IN_STORE_ONLY: "In stores only", OUT_OF_STOCK: "Out of stock" },
  viewDetails: "View full details",
  loading: "Loading…",
  loadFailed: "This product could not be loaded. Please try again.",
  price: { sale: "Sale price", was: "was", price: "Price" },
  resultsFor: (term) => `Results for “${term}”`,
  showingResultsFor: "Showing results for",
  searchInsteadFor: "Search instead for",
  nothingFound: (term) => `We found nothing for “${term}”`,
  suggestions: ["Check the spelling", "Use fewer or more general words", "Browse our categories from the menu"],
  searchResults: "Search results",
};

const fr: ListingStrings = {
  products: (count) => `${count} produit${count === 1 ? "" : "s"}`,
  sortBy: "Trier par",
  sorts: { relevance: "Recommandés", "price-asc": "Prix croissant", "price-desc": "Prix décroissant", newest: "Nouveautés", rating: "Mieux notés" },
  filter: "Filtrer",
  filterWithCount: (count) => (count ? `Filtrer (${count})` : "Filtrer"),
  filters: "Filtres",
  apply: "Appliquer",
  showProducts: (count) => `Voir ${count} produit${count === 1 ? "" : "s"}`,
  clearAll: "Tout effacer",
  remove: (label) => `Retirer le filtre ${label}`,
  selectedFilters: "Filtres choisis",
  valueWithCount: (label, count) => `${label} (${count})`,
  categories: "Catégories",
  noMatches: "Aucun produit ne correspond à ces filtres.",
  clearFilters: "Effacer les filtres",
  pagination: "Pages",
  previous: "Précédente",
  next: "Suivante",
  page: (page) => `Page ${page}`,
  loadMore: "Charger plus",
  showing: (shown, total) => `${shown} produit${shown === 1 ? "" : "s"} sur ${total}`,
  rating: (score, count) => `Noté ${String(score).replace(".", ",")} sur 5, ${count} avis`,
  moreColours: (count) => `+${count}`,
  colours: (count) => `${count} couleur${count === 1 ? "" : "s"}`,
  quickShop: "Achat rapide",
  quickShopFor: (name) => `Achat rapide : ${name}`,
  close: "Fermer",
  colour: "Couleur",
  size: "Taille",
  quantity: "Quantité",
  addToCart: "Ajouter au panier",
  adding: "Ajout…",
  chooseSize: "Choisissez une taille",
  stock: { IN_STOCK: "En stock", LOW_STOCK: "Plus que quelques pièces", IN_STORE_ONLY: "En magasin uniquement", OUT_OF_STOCK: "Épuisé" },
  viewDetails: "Voir tous les détails",
  loading: "Chargement…",
  loadFailed: "Ce produit n’a pas pu être chargé. Veuillez réessayer.",
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
  resultsFor: (term) => `Résultats pour « ${term} »`,
  showingResultsFor: "Résultats affichés pour",
  searchInsteadFor: "Rechercher plutôt",
  nothingFound: (term) => `Aucun résultat pour « ${term} »`,
  suggestions: ["Vérifiez l’orthographe", "Utilisez des mots moins nombreux ou plus généraux", "Parcourez nos catégories depuis le menu"],
  searchResults: "Résultats de recherche",
};

const de: ListingStrings = {
  products: (count) => `${count} ${count === 1 ? "Produkt" : "Produkte"}`,
  sortBy: "Sortieren nach",
  sorts: { relevance: "Empfohlen", "price-asc": "Preis aufsteigend", "price-desc": "Preis absteigend", newest: "Neueste", rating: "Beste Bewertung" },
  filter: "Filtern",
  filterWithCount: (count) => (count ? `Filtern (${count})` : "Filtern"),
  filters: "Filter",
  apply: "Anwenden",
  showProducts: (count) => `${count} ${count === 1 ? "Produkt" : "Produkte"} anzeigen`,
  clearAll: "Alle löschen",
  remove: (label) => `Filter ${label} entfernen`,
  selectedFilters: "Gewählte Filter",
  valueWithCount: (label, count) => `${label} (${count})`,
  categories: "Kategorien",
  noMatches: "Keine Produkte passen zu diesen Filtern.",
  clearFilters: "Filter löschen",
  pagination: "Seiten",
  previous: "Zurück",
  next: "Weiter",
  page: (page) => `Seite ${page}`,
  loadMore: "Mehr laden",
  showing: (shown, total) => `${shown} von ${total} Produkten`,
  rating: (score, count) => `Bewertet mit ${String(score).replace(".", ",")} von 5, ${count} ${count === 1 ? "Bewertung" : "Bewertungen"}`,
  moreColours: (count) => `+${count}`,
  colours: (count) => `${count} ${count === 1 ? "Farbe" : "Farben"}`,
  quickShop: "Schnellkauf",
  quickShopFor: (name) => `Schnellkauf: ${name}`,
  close: "Schließen",
  colour: "Farbe",
  size: "Größe",
  quantity: "Menge",
  addToCart: "In den Warenkorb",
  adding: "Wird hinzugefügt…",
  chooseSize: "Größe wählen",
  stock: { IN_STOCK: "Auf Lager", LOW_STOCK: "Nur noch wenige", IN_STORE_ONLY: "Nur im Geschäft", OUT_OF_STOCK: "Ausverkauft" },
  viewDetails: "Alle Details ansehen",
  loading: "Wird geladen…",
  loadFailed: "Dieses Produkt konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  price: { sale: "Sonderpreis", was: "statt", price: "Preis" },
  resultsFor: (term) => `Ergebnisse für „${term}“`,
  showingResultsFor: "Ergebnisse für",
  searchInsteadFor: "Stattdessen suchen nach",
  nothingFound: (term) => `Wir haben nichts zu „${term}“ gefunden`,
  suggestions: ["Prüfen Sie die Schreibweise", "Verwenden Sie weniger oder allgemeinere Wörter", "Stöbern Sie in unseren Kategorien im Menü"],
  searchResults: "Suchergebnisse",
};

const BY_LANGUAGE: Record<string, ListingStrings> = { en, fr, de };

/** The strings of the site's language; English for a language without its own. */
export function listingStrings(siteId: string): ListingStrings {
  return BY_LANGUAGE[siteById(siteId).language] ?? en;
}
