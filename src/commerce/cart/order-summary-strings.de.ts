import type { OrderSummaryStrings } from "./order-summary-strings.ts";

/** The order summary's words in German (loaded on German pages only: order-summary-strings.ts). */
const words: OrderSummaryStrings = {
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
  youSave: (amount, percent) => `Sie sparen ${amount} (${percent})`,
};

export default words;
