import { siteById } from "../../../contracts/sites.ts";

/** The pickup-in-store dialog's words, per site language. */
export interface PickupInStoreStrings {
  title: string;
  /** Under the title: which product is looked for. */
  description: (productName: string) => string;
  postalCode: string;
  findStores: string;
  searching: string;
  found: (count: number) => string;
  noStores: string;
  failed: string;
  storeList: string;
  distance: (distance: string, unit: "km" | "mi") => string;
  inStock: (quantity: number) => string;
  outOfStock: string;
  chooseStore: string;
  close: string;
}

const en: PickupInStoreStrings = {
  title: "Pick up in store",
  description: (productName) => `Find a store near you that has ${productName}.`,
  postalCode: "Postal code",
  findStores: "Find stores",
  searching: "Looking for stores…",
  found: (count) => `${count} ${count === 1 ? "store" : "stores"} found`,
  noStores: "No store near this postal code.",
  failed: "Stores could not be loaded. Please try again.",
  storeList: "Stores near you",
  distance: (distance, unit) => `${distance} ${unit === "mi" ? "miles" : "km"} away`,
  inStock: (quantity) => `In stock (${quantity})`,
  outOfStock: "Out of stock",
  chooseStore: "Choose this store",
  close: "Close",
};

const fr: PickupInStoreStrings = {
  title: "Retrait en magasin",
  description: (productName) => `Trouvez un magasin près de chez vous qui a ${productName}.`,
  postalCode: "Code postal",
  findStores: "Trouver des magasins",
  searching: "Recherche des magasins…",
  found: (count) => `${count} magasin${count === 1 ? "" : "s"} trouvé${count === 1 ? "" : "s"}`,
  noStores: "Aucun magasin près de ce code postal.",
  failed: "Les magasins n'ont pas pu être chargés. Veuillez réessayer.",
  storeList: "Magasins près de chez vous",
  distance: (distance, unit) => `à ${distance} ${unit === "mi" ? "milles" : "km"}`,
  inStock: (quantity) => `En stock (${quantity})`,
  outOfStock: "En rupture de stock",
  chooseStore: "Choisir ce magasin",
  close: "Fermer",
};

const de: PickupInStoreStrings = {
  title: "Im Geschäft abholen",
  description: (productName) => `Finden Sie ein Geschäft in Ihrer Nähe, das ${productName} hat.`,
  postalCode: "Postleitzahl",
  findStores: "Geschäfte finden",
  searching: "Geschäfte werden gesucht …",
  found: (count) => `${count} ${count === 1 ? "Geschäft" : "Geschäfte"} gefunden`,
  noStores: "Kein Geschäft in der Nähe dieser Postleitzahl.",
  failed: "Die Geschäfte konnten nicht geladen werden. Bitte versuchen Sie es erneut.",
  storeList: "Geschäfte in Ihrer Nähe",
  distance: (distance, unit) => `${distance} ${unit === "mi" ? "Meilen" : "km"} entfernt`,
  inStock: (quantity) => `Auf Lager (${quantity})`,
  outOfStock: "Nicht auf Lager",
  chooseStore: "Dieses Geschäft wählen",
  close: "Schließen",
};

const BY_LANGUAGE = { en, fr, de } as const;

export const pickupInStoreStrings = (siteId: string): PickupInStoreStrings => BY_LANGUAGE[siteById(siteId).language as keyof typeof BY_LANGUAGE] ?? en;
