import { siteById } from "../../../contracts/sites.ts";

/** The order summary's words (cart and checkout), per site language. */
export interface OrderSummaryStrings {
  heading: string;
  /** "Subtotal (3 items)": the list price of the units. */
  subtotal: (units: number) => string;
  /** Markdowns and product promotions: list price minus what the lines cost. */
  itemSavings: string;
  /** What an in-store associate's price adjustments take off (buy-in-store carts). */
  priceAdjustments: string;
  shipping: string;
  shippingAtCheckout: string;
  shippingFree: string;
  /** Sales tax added on top (North America). */
  tax: string;
  /** VAT contained in the prices (Europe). */
  taxIncluded: string;
  total: string;
  remainingToPay: string;
  /** For screen readers beside a discount's amount. */
  discount: string;
  youSave: (amount: string, percent: string) => string;
}

const en: OrderSummaryStrings = {
  heading: "Order summary",
  subtotal: (units) => `Subtotal (${units} ${units === 1 ? "item" : "items"})`,
  itemSavings: "Item discounts",
  priceAdjustments: "In-store price adjustments",
  shipping: "Shipping",
  shippingAtCheckout: "Calculated at checkout",
  shippingFree: "Free",
  tax: "Estimated tax",
  taxIncluded: "Tax included",
  total: "Total",
  remainingToPay: "Remaining to pay",
  discount: "Discount",
  youSave: (amount, percent) => `You save ${amount} (${percent})`,
};

const fr: OrderSummaryStrings = {
  heading: "Récapitulatif de la commande",
  subtotal: (units) => `Sous-total (${units} article${units === 1 ? "" : "s"})`,
  itemSavings: "Remises sur articles",
  priceAdjustments: "Ajustements de prix en magasin",
  shipping: "Livraison",
  shippingAtCheckout: "Calculée au paiement",
  shippingFree: "Gratuite",
  tax: "Taxes estimées",
  taxIncluded: "Taxes incluses",
  total: "Total",
  remainingToPay: "Reste à payer",
  discount: "Remise",
  youSave: (amount, percent) => `Vous économisez ${amount} (${percent})`,
};

const de: OrderSummaryStrings = {
  heading: "Bestellübersicht",
  subtotal: (units) => `Zwischensumme (${units} ${units === 1 ? "Artikel" : "Artikel"})`,
  itemSavings: "Artikelrabatte",
  priceAdjustments: "Preisanpassungen im Geschäft",
  shipping: "Versand",
  shippingAtCheckout: "Wird an der Kasse berechnet",
  shippingFree: "Kostenlos",
  tax: "Geschätzte Steuer",
  taxIncluded: "Enthaltene MwSt.",
  total: "Gesamt",
  remainingToPay: "Noch zu zahlen",
  discount: "Rabatt",
  youSave: (amount, percent) => `Du sparst ${amount} (${percent})`,
};

const BY_LANGUAGE: Record<string, OrderSummaryStrings> = { en, fr, de };

export const orderSummaryStrings = (siteId: string): OrderSummaryStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
