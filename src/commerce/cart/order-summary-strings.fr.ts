import type { OrderSummaryStrings } from "./order-summary-strings.ts";

/** The order summary's words in French (loaded on French pages only: order-summary-strings.ts). */
const words: OrderSummaryStrings = {
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

export default words;
