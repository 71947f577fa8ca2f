import { lazyWords, loadPageWords, needsEveryLanguage } from "../../i18n/lazy-words.ts";

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

/**
 * English here, the fallback; French and German load by language (decision 0023): they were a
 * third of the summary's code on the cart, checkout and confirmation pages, which load one.
 */
export const orderSummaryWords = lazyWords<OrderSummaryStrings>(en, { fr: () => import("./order-summary-strings.fr.ts"), de: () => import("./order-summary-strings.de.ts") });
if (needsEveryLanguage) await orderSummaryWords.loadAll();
else await loadPageWords(orderSummaryWords);

export const orderSummaryStrings = (siteId: string): OrderSummaryStrings => orderSummaryWords.of(siteId);
