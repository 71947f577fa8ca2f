import { siteById } from "../../../../contracts/sites.ts";

/**
 * The upsell's fixed words, per site language. All three in one module, as the mini cart's: a
 * few lines each, fewer bytes than loading a language apart (decision 0023 splits a screen whose
 * words weigh most of its code).
 */
export interface UpsellStrings {
  /** The heading when the editor gave none. */
  title: string;
  /** The button's text: its accessible name (`addLabel`) holds it, as it must (WCAG 2.5.3, label in name). */
  add: string;
  adding: string;
  /**
   * The button's accessible name: "Add Summit Parka to cart". It names the product, and never
   * holds the product page's own button name ("Add to cart", "In den Warenkorb") whole.
   */
  addLabel: (name: string) => string;
  addingLabel: (name: string) => string;
  added: string;
  /** Content spec §8: the failure's title, above the cart's message. */
  failed: string;
  price: { sale: string; was: string; price: string };
}

const en: UpsellStrings = {
  title: "Complete the look",
  add: "Add",
  adding: "Adding…",
  addLabel: (name) => `Add ${name} to cart`,
  addingLabel: (name) => `Adding ${name} to cart…`,
  added: "Added to your cart",
  failed: "Something went wrong",
  price: { sale: "Sale price", was: "was", price: "Price" },
};

const fr: UpsellStrings = {
  title: "Complétez le look",
  add: "Ajouter",
  adding: "Ajout…",
  addLabel: (name) => `Ajouter ${name} au panier`,
  addingLabel: (name) => `Ajout de ${name} au panier…`,
  added: "Ajouté à votre panier",
  failed: "Une erreur s'est produite",
  price: { sale: "Prix soldé", was: "au lieu de", price: "Prix" },
};

const de: UpsellStrings = {
  title: "Den Look komplettieren",
  add: "Hinzufügen",
  adding: "Wird hinzugefügt…",
  addLabel: (name) => `${name} zum Warenkorb hinzufügen`,
  addingLabel: (name) => `${name} wird hinzugefügt…`,
  added: "Zum Warenkorb hinzugefügt",
  failed: "Etwas ist schiefgelaufen",
  price: { sale: "Sonderpreis", was: "statt", price: "Preis" },
};

const BY_LANGUAGE: Record<string, UpsellStrings> = { en, fr, de };

/** The strings of the site's language; English for a language without its own. */
export const upsellStrings = (siteId: string): UpsellStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
