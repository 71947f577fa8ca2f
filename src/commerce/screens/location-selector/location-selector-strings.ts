import { siteById, type SiteConfig } from "../../../../contracts/sites.ts";

/**
 * The location selector's words, per site language (English for a language without its own): the
 * title, intro and regions of the front-end API's selector (fixtures/fapi/location-selector.json).
 */
export interface LocationSelectorStrings {
  heading: string;
  intro: string;
  regions: Record<SiteConfig["region"], string>;
  countries: Record<string, string>;
  current: string;
  prices: (currency: string) => string;
  confirmTitle: (target: string) => string;
  confirmText: (target: string, currency: string, current: string) => string;
  confirm: (target: string) => string;
  cancel: string;
}

const en: LocationSelectorStrings = {
  heading: "Choose your location",
  intro: "Prices, delivery and content depend on where you shop.",
  regions: { NORA: "North America", EMEA: "Europe" },
  countries: { US: "United States", CA: "Canada", GB: "United Kingdom", DE: "Germany" },
  current: "You are here",
  prices: (currency) => `Prices in ${currency}`,
  confirmTitle: (target) => `Switch to ${target}?`,
  confirmText: (target, currency, current) => `You are about to switch to ${target}, with prices in ${currency}. Your cart stays on ${current}: its items do not move with you.`,
  confirm: (target) => `Go to ${target}`,
  cancel: "Stay here",
};

const fr: LocationSelectorStrings = {
  heading: "Choisissez votre région",
  intro: "Les prix, la livraison et le contenu dépendent de l’endroit où vous magasinez.",
  regions: { NORA: "Amérique du Nord", EMEA: "Europe" },
  countries: { US: "États-Unis", CA: "Canada", GB: "Royaume-Uni", DE: "Allemagne" },
  current: "Vous êtes ici",
  prices: (currency) => `Prix en ${currency}`,
  confirmTitle: (target) => `Passer à ${target}?`,
  confirmText: (target, currency, current) => `Vous allez passer à ${target}, avec des prix en ${currency}. Votre panier reste sur ${current} : ses articles ne vous suivent pas.`,
  confirm: (target) => `Aller à ${target}`,
  cancel: "Rester ici",
};

const de: LocationSelectorStrings = {
  heading: "Wählen Sie Ihr Land",
  intro: "Preise, Lieferung und Inhalte richten sich nach Ihrem Land.",
  regions: { NORA: "Nordamerika", EMEA: "Europa" },
  countries: { US: "Vereinigte Staaten", CA: "Kanada", GB: "Vereinigtes Königreich", DE: "Deutschland" },
  current: "Sie sind hier",
  prices: (currency) => `Preise in ${currency}`,
  confirmTitle: (target) => `Zu ${target} wechseln?`,
  confirmText: (target, currency, current) => `Sie wechseln gleich zu ${target}, mit Preisen in ${currency}. Ihr Warenkorb bleibt auf ${current}: Seine Artikel wechseln nicht mit.`,
  confirm: (target) => `Weiter zu ${target}`,
  cancel: "Hier bleiben",
};

const BY_LANGUAGE: Record<string, LocationSelectorStrings> = { en, fr, de };

export const locationSelectorStrings = (siteId: string): LocationSelectorStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;

/** Each language by its own name: a shopper finds their language whatever the page's. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: "English", fr: "Français", de: "Deutsch" };

/** A site as a shopper of `strings`' language reads it: "Canada — Français". */
export const siteLabel = (site: SiteConfig, strings: LocationSelectorStrings) => `${strings.countries[site.country] ?? site.country} — ${LANGUAGE_NAMES[site.language] ?? site.language}`;
