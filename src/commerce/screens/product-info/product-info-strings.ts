import { siteById } from "../../../../contracts/sites.ts";

/** The product information screen's fixed words, per site language. */
export interface ProductInfoStrings {
  heading: string;
  details: string;
  specifications: string;
  noSpecifications: string;
  sizeChart: string;
  sizeChartLoading: string;
  sizeChartUnavailable: string;
  /** The table's caption: the chart's title and unit. */
  sizeChartCaption: (title: string, unit: "cm" | "in") => string;
  completeTheSet: string;
  /** Accessible name of a set's list of products. */
  setProducts: (setName: string) => string;
  price: { sale: string; was: string; price: string };
}

const en: ProductInfoStrings = {
  heading: "Product information",
  details: "Details",
  specifications: "Specifications",
  noSpecifications: "No specifications for this product.",
  sizeChart: "Size chart",
  sizeChartLoading: "Loading the size chart…",
  sizeChartUnavailable: "Size chart unavailable",
  sizeChartCaption: (title, unit) => `${title}: body measurements in ${unit === "in" ? "inches" : "centimetres"}`,
  completeTheSet: "Complete the set",
  setProducts: (setName) => `Products of the set ${setName}`,
  price: { sale: "Sale price", was: "was", price: "Price" },
};

const fr: ProductInfoStrings = {
  heading: "Informations sur le produit",
  details: "Détails",
  specifications: "Caractéristiques",
  noSpecifications: "Aucune caractéristique pour ce produit.",
  sizeChart: "Guide des tailles",
  sizeChartLoading: "Chargement du guide des tailles…",
  sizeChartUnavailable: "Guide des tailles indisponible",
  sizeChartCaption: (title, unit) => `${title} : mensurations en ${unit === "in" ? "pouces" : "centimètres"}`,
  completeTheSet: "Complétez l'ensemble",
  setProducts: (setName) => `Produits de l'ensemble ${setName}`,
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
};

const de: ProductInfoStrings = {
  heading: "Produktinformationen",
  details: "Details",
  specifications: "Technische Daten",
  noSpecifications: "Keine technischen Daten zu diesem Produkt.",
  sizeChart: "Größentabelle",
  sizeChartLoading: "Größentabelle wird geladen …",
  sizeChartUnavailable: "Größentabelle nicht verfügbar",
  sizeChartCaption: (title, unit) => `${title}: Körpermaße in ${unit === "in" ? "Zoll" : "Zentimetern"}`,
  completeTheSet: "Das Set vervollständigen",
  setProducts: (setName) => `Produkte des Sets ${setName}`,
  price: { sale: "Sonderpreis", was: "statt", price: "Preis" },
};

const BY_LANGUAGE = { en, fr, de } as const;

export const productInfoStrings = (siteId: string): ProductInfoStrings => BY_LANGUAGE[siteById(siteId).language as keyof typeof BY_LANGUAGE] ?? en;
