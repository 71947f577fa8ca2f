import { lazyWords, loadPageWords, needsEveryLanguage } from "../../../i18n/lazy-words.ts";
import type { CheckoutStep } from "./checkout-steps.ts";

/** The checkout's words (shell, shipping step, summary, 3-D Secure), per site language. */
export interface CheckoutStrings {
  heading: string;
  stepsLabel: string;
  step: Record<CheckoutStep, string>;
  stepOf: (index: number, count: number) => string;
  done: string;
  loading: string;
  empty: string;
  backToCart: string;
  loadFailed: string;
  retry: string;
  saving: string;

  // ---- shipping step
  contactHeading: string;
  contactEmail: string;
  contactEmailHint: string;
  signedInAs: (email: string) => string;
  addressHeading: string;
  savedAddresses: string;
  newAddress: string;
  deliveryHeading: string;
  shipmentHeading: (index: number, count: number) => string;
  shipmentItems: string;
  deliveryMethod: string;
  free: string;
  deliveryTime: (time: string) => string;
  sentByEmail: string;
  storeName: (name: string) => string;
  chooseStore: string;
  changeStore: string;
  storeNeeded: string;
  storeListDescription: (method: string) => string;
  loadingStores: string;
  storesFailed: string;
  chooseThisStore: string;
  pickupHeading: string;
  pickupHint: string;
  firstName: string;
  lastName: string;
  email: string;
  giftOption: string;
  giftEdit: string;
  giftTitle: string;
  giftDescription: string;
  giftMessage: string;
  giftSave: string;
  giftRemove: string;
  giftNote: (message: string) => string;
  giftOnlyHere: string;
  cancel: string;
  continueToBilling: string;
  moveTitle: string;
  moveDescription: (method: string) => string;
  moveConfirm: string;
  methodsFailed: string;

  // ---- summary
  summaryIntro: string;
  expressBadge: string;
  expressNote: string;
  shipTo: string;
  billingAddress: string;
  pickupAt: string;
  pickupBy: (name: string) => string;
  deliveryBy: (method: string) => string;
  paymentHeading: string;
  instrument: (method: string, detail: string) => string;
  methodName: Record<string, string>;
  itemsHeading: string;
  quantity: (qty: number) => string;
  variant: (colour: string, size: string) => string;
  edit: string;
  editSection: (section: string) => string;
  checkingOrder: string;
  placeOrder: string;
  placing: string;
  stillPlacing: string;

  // ---- 3-D Secure
  challengeTitle: string;
  challengeDescription: string;
  challengeFrame: string;
  challengeCancel: string;
  confirming: string;
  authenticationFailed: string;
  cartRebuilt: string;
}

const en: CheckoutStrings = {
  heading: "Checkout",
  stepsLabel: "Checkout steps",
  step: { shipping: "Shipping", billing: "Payment", summary: "Review" },
  stepOf: (index, count) => `Step ${index} of ${count}`,
  done: "completed",
  loading: "Loading your cart…",
  empty: "Your cart is empty.",
  backToCart: "Back to cart",
  loadFailed: "Your cart could not be loaded.",
  retry: "Try again",
  saving: "Saving…",

  contactHeading: "Contact",
  contactEmail: "Email",
  contactEmailHint: "We send your order confirmation here.",
  signedInAs: (email) => `Signed in as ${email}`,
  addressHeading: "Shipping address",
  savedAddresses: "Saved addresses",
  newAddress: "A new address",
  deliveryHeading: "Delivery",
  shipmentHeading: (index, count) => `Shipment ${index} of ${count}`,
  shipmentItems: "Items in this shipment",
  deliveryMethod: "Delivery method",
  free: "Free",
  deliveryTime: (time) => (/^\d+(-\d+)?$/.test(time) ? `${time.replace("-", "–")} business days` : time),
  sentByEmail: "Sent by email to your contact address",
  storeName: (name) => `Store: ${name}`,
  chooseStore: "Choose a store",
  changeStore: "Change store",
  storeNeeded: "Choose a store for this delivery method.",
  storeListDescription: (method) => `${method}: your items travel to the store you choose, free of charge.`,
  loadingStores: "Loading stores…",
  storesFailed: "Stores could not be loaded. Please try again.",
  chooseThisStore: "Choose this store",
  pickupHeading: "Who picks up?",
  pickupHint: "Bring an ID matching this name. We email you when your order is ready.",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  giftOption: "Add a gift option",
  giftEdit: "Edit gift message",
  giftTitle: "Gift option",
  giftDescription: "Add a message for the recipient.",
  giftMessage: "Gift message",
  giftSave: "Save gift message",
  giftRemove: "Remove gift message",
  giftNote: (message) => `Gift message: “${message}”`,
  giftOnlyHere: "Kept with your checkout on this device.",
  cancel: "Cancel",
  continueToBilling: "Continue to payment",
  moveTitle: "Change delivery method",
  moveDescription: (method) => `These items will be delivered by ${method}:`,
  moveConfirm: "Change delivery method",
  methodsFailed: "Delivery options could not be loaded.",

  summaryIntro: "Check your order, then place it.",
  expressBadge: "Express checkout",
  expressNote: "We used your default address and card. Check your order and place it.",
  shipTo: "Shipping to",
  billingAddress: "Billing address",
  pickupAt: "Pick up at",
  pickupBy: (name) => `Picked up by ${name}`,
  deliveryBy: (method) => `Delivery: ${method}`,
  paymentHeading: "Payment",
  instrument: (method, detail) => (detail ? `${method} ${detail}` : method),
  methodName: {
    CREDIT_CARD: "Card",
    GIFT_CARD: "Gift card",
    LOYALTY_POINTS: "Loyalty points",
    REWARD_CODE: "Reward code",
    REWARD_CARD: "Reward card",
    KLARNA: "Pay later",
    PAYPAL: "Payment wallet",
    ATHLETES_PAYMENT: "Athletes payment",
  },
  itemsHeading: "Items",
  quantity: (qty) => `Qty ${qty}`,
  variant: (colour, size) => `${colour} / ${size}`,
  edit: "Edit",
  editSection: (section) => `Edit ${section.toLowerCase()}`,
  checkingOrder: "Checking your order…",
  placeOrder: "Place order",
  placing: "Placing your order…",
  stillPlacing: "Your order is being placed. Please wait.",

  challengeTitle: "Confirm your payment",
  challengeDescription: "Your bank asks you to confirm this payment.",
  challengeFrame: "Payment confirmation by your bank",
  challengeCancel: "Cancel payment",
  confirming: "Confirming your payment…",
  authenticationFailed: "Your payment could not be authenticated, so no order was placed and nothing was charged. Try again or choose another payment method.",
  cartRebuilt: "Your items are still in your cart.",
};

/** A language's words over the English ones (`...en`, `methodName: { ...en.methodName, … }`). */
type OverEnglish = () => Promise<{ default: (en: CheckoutStrings) => CheckoutStrings }>;
const over = (load: OverEnglish) => () => load().then((module) => ({ default: module.default(en) }));

/**
 * English here, the fallback; French and German load by language (decisions 0023, 0034): they
 * were two thirds of the checkout's words, which every checkout page loaded in three languages.
 */
export const checkoutWords = lazyWords<CheckoutStrings>(en, { fr: over(() => import("./checkout-strings.fr.ts")), de: over(() => import("./checkout-strings.de.ts")) });
if (needsEveryLanguage) await checkoutWords.loadAll();
else await loadPageWords(checkoutWords);

export function checkoutStrings(siteId: string): CheckoutStrings {
  return checkoutWords.of(siteId);
}
