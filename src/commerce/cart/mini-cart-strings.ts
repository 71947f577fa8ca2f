import { siteById } from "../../../contracts/sites.ts";

/** The fixed words of the mini cart and the header's cart link, in each site language. */
export interface MiniCartStrings {
  title: string;
  close: string;
  quantity: (count: number) => string;
  colourSize: (colour: string, size: string) => string;
  subtotal: string;
  /** A gift with purchase's line (a bonus line: nothing to pay). */
  freeGift: string;
  viewCart: string;
  checkout: string;
  /** "$20.00 each". */
  each: (price: string) => string;
  /** For screen readers: "Unit price $20.00, was $30.00". */
  unitPriceLabel: (current: string, original: string | undefined) => string;
  continueShopping: string;
  empty: string;
}

const en: MiniCartStrings = {
  title: "Added to your cart",
  close: "Close",
  quantity: (count) => `Qty ${count}`,
  colourSize: (colour, size) => [colour, size].filter(Boolean).join(" · "),
  subtotal: "Subtotal",
  freeGift: "Free gift",
  viewCart: "View cart",
  checkout: "Checkout",
  each: (price) => `${price} each`,
  unitPriceLabel: (current, original) => (original ? `Unit price ${current}, was ${original}` : `Unit price ${current}`),
  continueShopping: "Continue shopping",
  empty: "Your cart is empty.",
};

const fr: MiniCartStrings = {
  title: "Ajouté à votre panier",
  close: "Fermer",
  quantity: (count) => `Qté ${count}`,
  colourSize: en.colourSize,
  subtotal: "Sous-total",
  freeGift: "Cadeau offert",
  viewCart: "Voir le panier",
  checkout: "Passer la commande",
  each: (price) => `${price} l'unité`,
  unitPriceLabel: (current, original) => (original ? `Prix unitaire ${current}, au lieu de ${original}` : `Prix unitaire ${current}`),
  continueShopping: "Continuer mes achats",
  empty: "Votre panier est vide.",
};

const de: MiniCartStrings = {
  title: "Zum Warenkorb hinzugefügt",
  close: "Schließen",
  quantity: (count) => `Menge ${count}`,
  colourSize: en.colourSize,
  subtotal: "Zwischensumme",
  freeGift: "Gratis-Geschenk",
  viewCart: "Warenkorb ansehen",
  checkout: "Zur Kasse",
  each: (price) => `${price} pro Stück`,
  unitPriceLabel: (current, original) => (original ? `Stückpreis ${current}, statt ${original}` : `Stückpreis ${current}`),
  continueShopping: "Weiter einkaufen",
  empty: "Ihr Warenkorb ist leer.",
};

const BY_LANGUAGE: Record<string, MiniCartStrings> = { en, fr, de };

/** The strings of the site's language; English for a language without its own. */
export const miniCartStrings = (siteId: string): MiniCartStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
