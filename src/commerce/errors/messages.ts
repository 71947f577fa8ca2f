import type { ErrorId } from "../../../contracts/errors/catalogue.ts";
import { siteById } from "../../../contracts/sites.ts";
import { lazyWords, loadPageWords, needsEveryLanguage } from "../../i18n/lazy-words.ts";
import { GENERIC_ERROR_MESSAGE } from "./generic-message.ts";

/**
 * What a shopper reads for an error id (commerce spec §7 "Handling of answers"): a message for
 * the id with placeholders filled from the error's details, else the server's own message. Our
 * wording; the spec does not show the texts.
 *
 * Every id the reference backend can answer to the cart, saved-for-later and checkout calls has
 * a message here (messages.test.ts scans the backend's sources for them), but for the few the
 * test lists as worded elsewhere (the server's message names the field, or a screen words it in
 * the site's language).
 *
 * In the site's language (docs/decisions/0034): English here, the fallback; French and German in
 * modules of their own (messages.fr.ts, messages.de.ts) that only their pages load (lazyWords,
 * decision 0023), each with a message for every id of the English table and the same
 * placeholders (messages.test.ts).
 */

/** A message naming a detail of the error, and the message to show when the error lacks it. */
export interface Template {
  template: string;
  otherwise: string;
}

export type Message = string | Template;

const GENERIC = GENERIC_ERROR_MESSAGE;
const GIFT_CARD_INVALID = "The gift card number or PIN is not valid.";
const ORDER_NOT_FOUND = "We could not find this order.";
const REQUEST_REFUSED = "Your request could not be completed. Please refresh the page and try again.";
/** A coupon error: naming the code the shopper typed (`couponCode` of the details). */
const coupon = (template: string, otherwise: string): Template => ({ template, otherwise });

const ENGLISH = {
  // ---- the session and the cart
  BSK404: "Your cart could not be found. We have started a new one for you.",
  AUT498: "Your session has changed. We are refreshing your cart.",
  AUT403: "The security check did not pass. Please try again.",
  API415: REQUEST_REFUSED,
  GEN500: GENERIC,
  // ---- items and stock
  INV700: { template: "Sorry, {productName} is out of stock.", otherwise: "Sorry, this item is out of stock." },
  INV701: "Sorry, this item is not in stock.",
  INV702: "This item cannot be bought right now.",
  INV406: "Some items in your cart are out of stock.",
  INV405: "Some items are no longer available in the quantity you chose. We have updated your cart: please check it before ordering.",
  INV407: "Some items are no longer available. We have updated your cart.",
  INV409: "We cannot check the stock of some items right now. Please try again in a moment.",
  INV408: { template: "You can add at most {maxAllowedQuantity} of this item.", otherwise: "You have reached the maximum quantity for this item." },
  GWP403: "Gift items cannot be added or changed.",
  ORD404: "This item is not available.",
  ORD430: "This item is no longer in your cart.",
  PLP400: "We could not find this item.",
  PRC400: "This price change is not valid.",
  STR404: "We could not find this store.",
  // ---- delivery
  ORD516: "An item will now be picked up in store instead of being delivered.",
  ORD517: "An item can no longer be picked up in store. It will be delivered to your address instead.",
  ORD518: "An item can no longer be picked up in store right away. It will be shipped to the store for you to collect.",
  SHP404: "This delivery method is not available for your items.",
  SHP500: "We cannot deliver to a P.O. box or a military address. Please enter a street address or choose pickup in store.",
  SHP410: "Please enter a phone number for delivery.",
  CHK380: "Please check your delivery address: some details are missing or not valid.",
  CHK320: "We could not validate this address. Please check it.",
  PAY401: "We cannot deliver to this country from this shop. Please choose an address in the shop's country.",
  // ---- coupons and gifts
  PRM130: coupon("The code {couponCode} is not valid.", "This code is not valid."),
  PRM160: coupon("The code {couponCode} cannot be used with the items in your cart.", "This code cannot be used with the items in your cart."),
  PRM135: coupon("The code {couponCode} is not active yet.", "This code is not active yet."),
  PRM140: coupon("The code {couponCode} has reached its usage limit.", "This code has reached its usage limit."),
  PRM150: coupon("The code {couponCode} has already been used.", "This code has already been used."),
  PRM155: coupon("The code {couponCode} has expired.", "This code has expired."),
  PRM416: coupon("The code {couponCode} is already applied.", "This code is already applied."),
  PRM175: coupon("The code {couponCode} could not be applied. Please try again.", "This code could not be applied. Please try again."),
  GFS800: "This gift is no longer available.",
  // ---- gift cards
  GFC400: "Please enter the gift card number and PIN.",
  GFC800: GIFT_CARD_INVALID,
  GFC700: GIFT_CARD_INVALID,
  GFC760: GIFT_CARD_INVALID,
  GFC812: "This gift card has expired.",
  GFC740: "This gift card has no balance left.",
  GFC755: "This gift card is already applied.",
  GFC725: "A gift card cannot pay this order.",
  GFC410: "You have reached the maximum number of gift cards for one order.",
  GFC799: "We could not check this gift card right now. Please try again later.",
  GFO405: "This gift card cannot be used in this shop's currency.",
  // ---- payment and billing
  FE309: "The card's expiry date is not valid, or the card has expired.",
  PAY400: "The payment could not be completed. Please check your details or choose another payment method.",
  PYT400: "Your payment does not cover the order total yet. Please add a payment method.",
  PYT402: "We could not verify this payment. Please choose another payment method.",
  PYT404: "This payment method is no longer on your order. Please add it again.",
  PYT405: "We could not find this address. Please choose or enter it again.",
  PYT406: "Some address details are missing. Please complete them.",
  BIL400: "Please enter a billing address.",
  BILL410: "Please enter a phone number for billing.",
  REW401: "Please sign in to use your rewards.",
  REW130: "Rewards are for loyalty members.",
  REW135: "Your loyalty membership is not confirmed yet.",
  REW140: { template: "You have {availablePoints} points: not enough for this reward.", otherwise: "You do not have enough points for this reward." },
  // ---- totals and the order
  TAX309: "We could not calculate the tax on your order. Please try again.",
  TAX310: "The tax on your order has changed. Please check the new total.",
  ORD415: "We could not calculate your order total. Please try again.",
  ORD409: ORDER_NOT_FOUND,
  OHS4004: ORDER_NOT_FOUND,
  // ---- signing in
  AUT401: "The email address or password is not right.",
  AUT426: "One more failed attempt will lock your account for a while.",
  AUT423: "Your account is locked for a while after too many attempts.",
  AUT441: "Your account is locked. Please try again later or reset your password.",
  AUT418: "The email address or password is not right.",
  AUT437: "The email address or password is not right.",
  AUT438: "The email address or password is not right.",
  AUT439: "An account already uses this email address. Sign in instead.",
  AUT440: "We could not find your account.",
  AUT450: "The current password is not right.",
  AUT451: "Choose a password you have not used before.",
  AUT452: "Choose a password you have not used before.",
  AUT453: "Please enter a valid email address.",
  AUT442: "An account already uses this phone number.",
  AUT444: "An account already uses this phone number.",
  AUT409: "Signing in took two tries at once. Please try again.",
  AUT404: "We could not sign you in. Please try again.",
  AUT500: "Signing in is not working right now. Please try again in a moment.",
  AUT402: "This reset link has expired or was already used. Ask for a new one.",
  // ---- the profile
  PRO400: "An account already uses this email address.",
  PRO404: "We could not find your profile.",
  PRO410: "You must be at least 13 years old.",
  PRO411: "Please add your birth date first.",
  PRO412: "We could not save your profile. Please try again.",
  PRO414: "We could not delete this address. Please try again.",
  PRO415: "We could not change your password. Please try again.",
  PRO418: "We could not save your profile. Please try again.",
  ORD400: "We could not find an order with this number for this email address.",
  FE340: "The passwords do not match.",
  FE872: "Your password needs at least 8 characters with an upper-case letter, a lower-case letter and a number.",
} satisfies Partial<Record<ErrorId, Message>>;

/** The ids that have a message of ours (the English table's): every language words each of them. */
export type MessageId = keyof typeof ENGLISH;

/** The error messages of one language. */
export interface ErrorWords {
  /** The message of an error without a message of its own (no answer, an answer off its contract, an id without a message and no server text). */
  generic: string;
  messages: Readonly<Record<MessageId, Message>>;
}

/** English, the fallback: in this module; French and German load by language (decision 0023). */
export const ENGLISH_ERROR_WORDS: ErrorWords = { generic: GENERIC, messages: ENGLISH };

export const errorWords = lazyWords<ErrorWords>(ENGLISH_ERROR_WORDS, { fr: () => import("./messages.fr.ts"), de: () => import("./messages.de.ts") });
// Every language on the server and in tests, the page's in the browser: a hydrating page never
// suspends on them, and a call's error is worded at once (src/i18n/lazy-words.ts).
if (needsEveryLanguage) await errorWords.loadAll();
else await loadPageWords(errorWords);

export { GENERIC_ERROR_MESSAGE };

/** The general message in the site's language (English for an unknown site or language). */
export const genericMessage = (siteId: string | undefined): string => errorWords.of(siteById(siteId).siteId).generic;

/**
 * The shopper's message for an error id, in the language of the site (`siteId`; the default site,
 * en-US, when none is given or it is unknown), with number details written as the site writes
 * them (2,600 points; 2.600 Punkte). An id without a message: the server's message, else the
 * general one.
 */
export function messageFor(errorId: string, serverMessage: string | undefined, details: Record<string, unknown> = {}, siteId?: string): string {
  const site = siteById(siteId);
  const words = errorWords.of(site.siteId);
  const message = Object.hasOwn(words.messages, errorId) ? words.messages[errorId as MessageId] : undefined;
  if (message === undefined) return serverMessage || words.generic;
  if (typeof message === "string") return message;
  const missing = [...message.template.matchAll(/\{(\w+)\}/g)].some(([, name]) => !isShown(details[name!]));
  const shown = (value: unknown) => (typeof value === "number" ? new Intl.NumberFormat(site.locale).format(value) : String(value));
  return missing ? message.otherwise : message.template.replace(/\{(\w+)\}/g, (_match, name: string) => shown(details[name]));
}

/** A detail worth putting in a sentence: a number, or a short line of text. */
function isShown(value: unknown): boolean {
  return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value.trim() !== "" && value.length <= 64);
}
