import { siteById } from "../../../../contracts/sites.ts";
import type { DistanceUnit, StoreService } from "./store-search.ts";

type Day = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

/** The store locator's words, per site language (English for a language without its own). */
export interface StoreLocatorStrings {
  heading: string;
  intro: string;
  searchLabel: string;
  searchHint: (postalCode: string, city: string) => string;
  find: string;
  useLocation: string;
  locating: string;
  searching: string;
  required: string;
  postalCodeUnknown: string;
  searchFailed: string;
  locationDenied: string;
  locationUnavailable: string;
  found: (count: number, place: string) => string;
  nearYou: (count: number) => string;
  noStores: (place: string) => string;
  noStoresNearYou: string;
  noCity: (city: string) => string;
  results: string;
  distance: (value: string, unit: DistanceUnit) => string;
  yourStore: string;
  yourStoreIs: (name: string) => string;
  setAsMyStore: string;
  storeSet: (name: string) => string;
  forgetStore: string;
  storeForgotten: string;
  details: string;
  openingHours: string;
  days: Record<Day, string>;
  closed: string;
  hoursRange: (opens: string, closes: string) => string;
  services: string;
  serviceNames: Record<StoreService, string>;
  phone: string;
  directions: string;
  newTab: string;
}

const en: StoreLocatorStrings = {
  heading: "Find a store",
  intro: "Search by postal code or city to see a store’s opening hours and services, and choose your store for pickups.",
  searchLabel: "Postal code or city",
  searchHint: (postalCode, city) => `For example ${postalCode} or ${city}.`,
  find: "Find stores",
  useLocation: "Use my location",
  locating: "Finding your location…",
  searching: "Looking for stores…",
  required: "Enter a postal code or a city.",
  postalCodeUnknown: "We cannot find this postal code. Check it, or try a nearby one or your location.",
  searchFailed: "We could not search for stores just now. Please try again.",
  locationDenied: "Your browser did not share your location. Search by postal code or city instead.",
  locationUnavailable: "We could not find your location. Search by postal code or city instead.",
  found: (count, place) => `${count} ${count === 1 ? "store" : "stores"} near ${place}`,
  nearYou: (count) => `${count} ${count === 1 ? "store" : "stores"} near you`,
  noStores: (place) => `We have no store near ${place} yet. Try another postal code or city.`,
  noStoresNearYou: "We have no store near you yet. Try a postal code or city.",
  noCity: (city) => `We have no store in “${city}”. Try a postal code or your location.`,
  results: "Stores",
  distance: (value, unit) => `${value} ${unit === "mi" ? "mi" : "km"} away`,
  yourStore: "Your store",
  yourStoreIs: (name) => `Your store: ${name}`,
  setAsMyStore: "Set as my store",
  storeSet: (name) => `${name} is now your store.`,
  forgetStore: "Remove",
  storeForgotten: "You have no store chosen now.",
  details: "Store details",
  openingHours: "Opening hours",
  days: { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" },
  closed: "Closed",
  hoursRange: (opens, closes) => `${opens} – ${closes}`,
  services: "Services",
  serviceNames: { pickup: "Pick up in store", shipToStore: "Ship to store" },
  phone: "Phone",
  directions: "Directions",
  newTab: "(opens in a new tab)",
};

const fr: StoreLocatorStrings = {
  heading: "Trouver un magasin",
  intro: "Cherchez par code postal ou par ville pour voir les heures d’ouverture et les services d’un magasin, et choisir votre magasin pour vos retraits.",
  searchLabel: "Code postal ou ville",
  searchHint: (postalCode, city) => `Par exemple ${postalCode} ou ${city}.`,
  find: "Trouver des magasins",
  useLocation: "Utiliser ma position",
  locating: "Recherche de votre position…",
  searching: "Recherche des magasins…",
  required: "Entrez un code postal ou une ville.",
  postalCodeUnknown: "Ce code postal est introuvable. Vérifiez-le, ou essayez un code voisin ou votre position.",
  searchFailed: "La recherche de magasins a échoué. Veuillez réessayer.",
  locationDenied: "Votre navigateur n’a pas partagé votre position. Cherchez plutôt par code postal ou par ville.",
  locationUnavailable: "Votre position est introuvable. Cherchez plutôt par code postal ou par ville.",
  found: (count, place) => `${count} ${count === 1 ? "magasin" : "magasins"} près de ${place}`,
  nearYou: (count) => `${count} ${count === 1 ? "magasin" : "magasins"} près de vous`,
  noStores: (place) => `Nous n’avons pas encore de magasin près de ${place}. Essayez un autre code postal ou une autre ville.`,
  noStoresNearYou: "Nous n’avons pas encore de magasin près de vous. Essayez un code postal ou une ville.",
  noCity: (city) => `Nous n’avons pas de magasin à « ${city} ». Essayez un code postal ou votre position.`,
  results: "Magasins",
  distance: (value, unit) => `à ${value} ${unit === "mi" ? "mi" : "km"}`,
  yourStore: "Votre magasin",
  yourStoreIs: (name) => `Votre magasin : ${name}`,
  setAsMyStore: "Choisir comme mon magasin",
  storeSet: (name) => `${name} est maintenant votre magasin.`,
  forgetStore: "Retirer",
  storeForgotten: "Vous n’avez plus de magasin choisi.",
  details: "Détails du magasin",
  openingHours: "Heures d’ouverture",
  days: { mon: "Lundi", tue: "Mardi", wed: "Mercredi", thu: "Jeudi", fri: "Vendredi", sat: "Samedi", sun: "Dimanche" },
  closed: "Fermé",
  hoursRange: (opens, closes) => `${opens} – ${closes}`,
  services: "Services",
  serviceNames: { pickup: "Retrait en magasin", shipToStore: "Livraison en magasin" },
  phone: "Téléphone",
  directions: "Itinéraire",
  newTab: "(s’ouvre dans un nouvel onglet)",
};

const de: StoreLocatorStrings = {
  heading: "Geschäft finden",
  intro: "Suchen Sie nach Postleitzahl oder Ort, um Öffnungszeiten und Services eines Geschäfts zu sehen, und wählen Sie Ihr Geschäft für Abholungen.",
  searchLabel: "Postleitzahl oder Ort",
  searchHint: (postalCode, city) => `Zum Beispiel ${postalCode} oder ${city}.`,
  find: "Geschäfte finden",
  useLocation: "Meinen Standort verwenden",
  locating: "Ihr Standort wird ermittelt…",
  searching: "Geschäfte werden gesucht…",
  required: "Geben Sie eine Postleitzahl oder einen Ort ein.",
  postalCodeUnknown: "Diese Postleitzahl finden wir nicht. Prüfen Sie sie, oder versuchen Sie eine benachbarte oder Ihren Standort.",
  searchFailed: "Die Suche nach Geschäften hat nicht geklappt. Bitte versuchen Sie es noch einmal.",
  locationDenied: "Ihr Browser hat Ihren Standort nicht freigegeben. Suchen Sie stattdessen nach Postleitzahl oder Ort.",
  locationUnavailable: "Ihr Standort ließ sich nicht ermitteln. Suchen Sie stattdessen nach Postleitzahl oder Ort.",
  found: (count, place) => `${count} ${count === 1 ? "Geschäft" : "Geschäfte"} in der Nähe von ${place}`,
  nearYou: (count) => `${count} ${count === 1 ? "Geschäft" : "Geschäfte"} in Ihrer Nähe`,
  noStores: (place) => `In der Nähe von ${place} haben wir noch kein Geschäft. Versuchen Sie eine andere Postleitzahl oder einen anderen Ort.`,
  noStoresNearYou: "In Ihrer Nähe haben wir noch kein Geschäft. Versuchen Sie eine Postleitzahl oder einen Ort.",
  noCity: (city) => `In „${city}“ haben wir kein Geschäft. Versuchen Sie eine Postleitzahl oder Ihren Standort.`,
  results: "Geschäfte",
  distance: (value, unit) => `${value} ${unit === "mi" ? "mi" : "km"} entfernt`,
  yourStore: "Ihr Geschäft",
  yourStoreIs: (name) => `Ihr Geschäft: ${name}`,
  setAsMyStore: "Als mein Geschäft wählen",
  storeSet: (name) => `${name} ist jetzt Ihr Geschäft.`,
  forgetStore: "Entfernen",
  storeForgotten: "Sie haben jetzt kein Geschäft gewählt.",
  details: "Details zum Geschäft",
  openingHours: "Öffnungszeiten",
  days: { mon: "Montag", tue: "Dienstag", wed: "Mittwoch", thu: "Donnerstag", fri: "Freitag", sat: "Samstag", sun: "Sonntag" },
  closed: "Geschlossen",
  hoursRange: (opens, closes) => `${opens} – ${closes} Uhr`,
  services: "Services",
  serviceNames: { pickup: "Abholung im Geschäft", shipToStore: "Lieferung ins Geschäft" },
  phone: "Telefon",
  directions: "Route planen",
  newTab: "(öffnet in einem neuen Tab)",
};

const BY_LANGUAGE: Record<string, StoreLocatorStrings> = { en, fr, de };

export const storeLocatorStrings = (siteId: string): StoreLocatorStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;

/** A postal code and a city with a store, per site, for the search field's hint. */
export const SEARCH_EXAMPLES: Readonly<Record<string, { postalCode: string; city: string }>> = {
  "RL-US": { postalCode: "10012", city: "Boston" },
  "RL-CA": { postalCode: "M5B 2H1", city: "Toronto" },
  "RL-CAFR": { postalCode: "H3A 1T5", city: "Montréal" },
  "RL-GB": { postalCode: "WC2E 9LZ", city: "London" },
  "RL-DE": { postalCode: "10789", city: "Berlin" },
};
