import { lazyWords, needsEveryLanguage, loadPageWords } from "../../../i18n/lazy-words.ts";
import type { AdjustmentCheckWords, AdjustmentReason, AdjustmentType } from "./price-adjustment-rules.ts";

/** The cart screen's words, per site language (English for a language without its own). */
export interface CartStrings {
  heading: string;
  loading: string;
  itemCount: (units: number) => string;
  lines: string;
  colour: (colour: string) => string;
  size: (size: string) => string;
  priceLabel: (current: string, original: string | undefined) => string;
  each: string;
  rowTotal: string;
  afterDiscounts: string;
  freeGift: string;
  giftLine: string;
  quantity: string;
  quantityOf: (name: string) => string;
  decrease: (name: string) => string;
  increase: (name: string) => string;
  maximum: (count: number) => string;
  quantityUpdated: (name: string, count: number) => string;
  remove: string;
  removeLabel: (name: string) => string;
  saveForLater: string;
  saveForLaterLabel: (name: string) => string;
  working: string;
  delivery: string;
  deliveryFor: (name: string) => string;
  shipToHome: string;
  pickupInStore: string;
  pickupAt: (store: string) => string;
  shipToStore: (store: string | undefined) => string;
  collectionPoint: string;
  digital: string;
  madeToOrder: string;
  changeStore: string;
  changeStoreLabel: (name: string) => string;
  unknownStore: string;
  changeStoreTitle: string;
  changeStoreText: (name: string, from: string, to: string) => string;
  changeStoreConfirm: string;
  cancel: string;
  storeChangedTitle: string;
  storeChangedText: (name: string, store: string) => string;
  ok: string;
  shipmentMovedTogether: string;
  couponLabel: string;
  couponApply: string;
  couponRequired: string;
  couponApplied: (code: string) => string;
  couponRemove: (code: string) => string;
  couponRemoved: (code: string) => string;
  couponNotApplied: string;
  /** Between a name and what is said of it ("Not applied: …"): French sets a space before the colon. */
  colon: string;
  couponIsApplied: string;
  couponNotEarned: string;
  appliedCoupons: string;
  offers: string;
  spendMore: (amount: string) => string;
  calloutKind: { gift: string; guest: string; registered: string };
  giftUnavailable: string;
  savedHeading: string;
  savedEmpty: string;
  moveToCart: string;
  moveToCartLabel: (name: string) => string;
  removeSavedLabel: (name: string) => string;
  savedUnavailable: string;
  savedQuantity: (count: number) => string;
  checkout: string;
  continueShopping: string;
  emptyTitle: string;
  emptyText: string;
  emptyCta: string;
  merged: string;
  partialTop: (name: string, available: number) => string;
  partialItem: (missing: number, available: number) => string;
  partialActions: string;
  fullMissing: (name: string) => string;
  notAvailable: (name: string) => string;
  orderCannotBeCompleted: (name: string) => string;
  orderUpdated: (message: string) => string;
  transitionTop: Record<TransitionKey, (name: string, store: string | undefined) => string>;
  transitionItem: Record<TransitionKey, (store: string | undefined) => string>;
  reloading: string;
  removed: (name: string) => string;
  savedDone: (name: string) => string;
  movedToCart: (name: string) => string;
  loadFailed: string;
  retry: string;
  /** The stored cart belongs to another regional site (its prices are in that site's currency). */
  otherSite: string;
  toOtherSite: string;
  /** Buy-in-store mode (commerce spec §3, §6): the associate's store and name over the cart. */
  associateBanner: (store: string, employee: string) => string;
  associate: AssociateStrings;
}

/** The in-store associate's price adjustments (buy-in-store mode only). */
export interface AssociateStrings extends AdjustmentCheckWords {
  adjustPrice: string;
  adjustPriceOf: (name: string) => string;
  adjustOrder: string;
  edit: string;
  editOf: (name: string) => string;
  removeOf: (name: string) => string;
  /** How the order is named in the labels above. */
  theOrder: string;
  lineTitle: (name: string) => string;
  orderTitle: string;
  orderHeading: string;
  type: string;
  types: Record<AdjustmentType, string>;
  /** The value field's label for each kind (a line's amount and new price are per unit). */
  valueLabel: Record<AdjustmentType, string>;
  orderAmountLabel: string;
  reason: string;
  chooseReason: string;
  reasons: Record<AdjustmentReason, string>;
  save: string;
  saving: string;
  saved: string;
  removed: string;
  /** "Price adjusted: -$20.00 (Damaged item)"; `terms` says more than the amount when it is a percent or per unit. */
  adjusted: (amount: string, reason: string, terms?: string) => string;
  percentOff: (percent: number) => string;
  amountOffEach: (amount: string) => string;
  newPriceEach: (amount: string) => string;
}

export type TransitionKey = "PickupToShipToHome" | "PickupToShipToStore" | "ShipToStoreToShipToHome" | "ShipToStoreToPickup" | "ShipToHomeToPickup" | "ShippingMethodDowngraded";

const at = (store: string | undefined, word: string) => (store ? ` ${word} ${store}` : "");

const en: CartStrings = {
  heading: "Your cart",
  loading: "Loading your cart…",
  itemCount: (units) => `${units} ${units === 1 ? "item" : "items"}`,
  lines: "Items in your cart",
  colour: (colour) => `Colour: ${colour}`,
  size: (size) => `Size: ${size}`,
  priceLabel: (current, original) => (original ? `Sale price ${current}, was ${original}` : `Price ${current}`),
  each: "each",
  rowTotal: "Item total",
  afterDiscounts: "After discounts",
  freeGift: "Free gift",
  giftLine: "Gift with purchase",
  quantity: "Quantity",
  quantityOf: (name) => `Quantity of ${name}`,
  decrease: (name) => `One less ${name}`,
  increase: (name) => `One more ${name}`,
  maximum: (count) => `Maximum ${count}`,
  quantityUpdated: (name, count) => `The quantity of ${name} is now ${count}.`,
  remove: "Remove",
  removeLabel: (name) => `Remove: ${name}`,
  saveForLater: "Save for later",
  saveForLaterLabel: (name) => `Save for later: ${name}`,
  working: "Updating…",
  delivery: "Delivery",
  deliveryFor: (name) => `Delivery of ${name}`,
  shipToHome: "Ship to my address",
  pickupInStore: "Pick up in store",
  pickupAt: (store) => `Pick up at ${store}`,
  shipToStore: (store) => `Ship to store${at(store, "–")}`,
  collectionPoint: "Collection point",
  digital: "Delivered by email",
  madeToOrder: "Made to order, shipped to your address",
  changeStore: "Change store",
  changeStoreLabel: (name) => `Change store: ${name}`,
  unknownStore: "the store",
  changeStoreTitle: "Change store?",
  changeStoreText: (name, from, to) => `Pick up ${name} at ${to} instead of ${from}?`,
  changeStoreConfirm: "Change store",
  cancel: "Cancel",
  storeChangedTitle: "Store changed",
  storeChangedText: (name, store) => `${name} will be waiting for you at ${store}.`,
  ok: "OK",
  shipmentMovedTogether: "The other items shipped to the same store will be shipped to your address too.",
  couponLabel: "Promo code",
  couponApply: "Apply",
  couponRequired: "Enter a promo code.",
  couponApplied: (code) => `Promo code ${code} applied.`,
  couponRemove: (code) => `Remove: promo code ${code}`,
  couponRemoved: (code) => `Promo code ${code} removed.`,
  couponNotApplied: "Not applied",
  colon: ": ",
  couponIsApplied: "Applied",
  couponNotEarned: "Add more to your cart to use this code.",
  appliedCoupons: "Promo codes on your cart",
  offers: "Offers",
  spendMore: (amount) => `Spend ${amount} more`,
  calloutKind: { gift: "Gift with purchase", guest: "Guest offer", registered: "Member offer" },
  giftUnavailable: "You have earned a gift, but it is out of stock right now.",
  savedHeading: "Saved for later",
  savedEmpty: "Nothing saved for later.",
  moveToCart: "Move to cart",
  moveToCartLabel: (name) => `Move to cart: ${name}`,
  removeSavedLabel: (name) => `Remove: ${name}, saved for later`,
  savedUnavailable: "Out of stock online",
  savedQuantity: (count) => `Qty ${count}`,
  checkout: "Checkout",
  continueShopping: "Continue shopping",
  emptyTitle: "Your cart is empty",
  emptyText: "Find something you love and it will wait for you here.",
  emptyCta: "Start shopping",
  merged: "We added the items of your earlier visit to your cart.",
  partialTop: (name, available) => `Only ${available} of ${name} ${available === 1 ? "is" : "are"} available: we reduced the quantity in your cart.`,
  partialItem: (missing, available) => `${missing} fewer than you asked for: only ${available} in stock.`,
  partialActions: "Keep this quantity, remove the item or save it for later.",
  fullMissing: (name) => `${name} is out of stock and was removed from your cart.`,
  notAvailable: (name) => `${name} is no longer available and was removed from your cart.`,
  orderCannotBeCompleted: (name) => `Your order cannot be completed: ${name} is no longer available.`,
  orderUpdated: (message) => `Your order was updated. ${message}`,
  transitionTop: {
    PickupToShipToHome: (name, store) => `${name} can no longer be picked up${at(store, "at")}: it will be shipped to your address.`,
    PickupToShipToStore: (name, store) => `${name} is not in stock${at(store, "at")} now: we will ship it there for you to pick up.`,
    ShipToStoreToShipToHome: (name) => `${name} can no longer be shipped to the store: it will be shipped to your address.`,
    ShipToStoreToPickup: (name, store) => `${name} is ready for pickup${at(store, "at")} instead of being shipped there.`,
    ShipToHomeToPickup: (name, store) => `${name} is out of stock online but waiting for you${at(store, "at")}: it is now to be picked up there.`,
    ShippingMethodDowngraded: (name) => `The delivery method of ${name} is no longer available: it will come by standard delivery.`,
  },
  transitionItem: {
    PickupToShipToHome: () => "No longer available for pickup: shipped to your address instead.",
    PickupToShipToStore: () => "Not in stock at the store now: shipped there for pickup.",
    ShipToStoreToShipToHome: () => "Cannot be shipped to the store: shipped to your address instead.",
    ShipToStoreToPickup: (store) => `Already in stock: ready for pickup${at(store, "at")}.`,
    ShipToHomeToPickup: (store) => `Out of stock online: to be picked up${at(store, "at")}.`,
    ShippingMethodDowngraded: () => "Its delivery method is no longer offered: standard delivery instead.",
  },
  reloading: "The page will reload in a moment.",
  removed: (name) => `${name} was removed from your cart.`,
  savedDone: (name) => `${name} was saved for later.`,
  movedToCart: (name) => `${name} was moved to your cart.`,
  loadFailed: "Your cart could not be loaded.",
  retry: "Try again",
  otherSite: "Your cart was started on another of our regional sites, with its prices and currency.",
  toOtherSite: "Go to that cart",
  associateBanner: (store, employee) => `Buy in store: ${store} · ${employee}`,
  associate: {
    adjustPrice: "Adjust price",
    adjustPriceOf: (name) => `Adjust price: ${name}`,
    adjustOrder: "Adjust the order's price",
    edit: "Edit",
    editOf: (name) => `Edit price adjustment: ${name}`,
    removeOf: (name) => `Remove price adjustment: ${name}`,
    theOrder: "order",
    lineTitle: (name) => `Adjust the price of ${name}`,
    orderTitle: "Adjust the order's price",
    orderHeading: "Order price adjustment",
    type: "Adjustment",
    types: { AMOUNT: "Amount off", PERCENT: "Percent off", FIXED_PRICE: "New price" },
    valueLabel: { AMOUNT: "Amount off each unit", PERCENT: "Percent off (whole number)", FIXED_PRICE: "New price of each unit" },
    orderAmountLabel: "Amount off the order",
    reason: "Reason",
    chooseReason: "Choose a reason",
    reasons: { PRICE_MATCH: "Price match", DAMAGED_ITEM: "Damaged item", CUSTOMER_SERVICE: "Customer service", DISPLAY_MODEL: "Display model", MANAGER_OVERRIDE: "Manager override" },
    save: "Save adjustment",
    saving: "Saving…",
    saved: "Price adjusted.",
    removed: "Price adjustment removed.",
    adjusted: (amount, reason, terms) => `Price adjusted: ${amount} (${terms ? `${terms}, ` : ""}${reason})`,
    percentOff: (percent) => `${percent}% off`,
    amountOffEach: (amount) => `${amount} off each`,
    newPriceEach: (amount) => `new price ${amount} each`,
    valuePositive: "Enter a value greater than zero",
    percentWhole: "Enter a whole percentage",
    percentMax: "A percentage cannot be more than 100",
    amountCents: "Enter at most two decimals",
    amountOverLimit: (limit) => `The amount off cannot be more than ${limit}`,
    fixedPriceBelow: (price) => `The new price must be below ${price}`,
  },
};

/** The cart's words: English here, French and German in chunks of their own (i18n/lazy-words.ts). */
export const cartWords = lazyWords<CartStrings>(en, { fr: () => import("./cart-strings.fr.ts"), de: () => import("./cart-strings.de.ts") });
if (needsEveryLanguage) await cartWords.loadAll();
else await loadPageWords(cartWords);

/** The site's cart words, once the cart screen has loaded them (`cartWords.useWords`). */
export const cartStrings = (siteId: string): CartStrings => cartWords.of(siteId);
