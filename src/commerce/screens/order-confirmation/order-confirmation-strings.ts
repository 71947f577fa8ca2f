import { lazyWords, loadPageWords, needsEveryLanguage } from "../../../i18n/lazy-words.ts";

/** The order confirmation's words, per site language. */
export interface OrderConfirmationStrings {
  heading: string;
  message: (email: string) => string;
  loading: string;
  notFound: string;
  noOrder: string;
  continueShopping: string;
  orderNumber: string;
  placedOn: string;
  items: string;
  quantity: (qty: number) => string;
  colourSize: (colour: string, size: string) => string;
  freeGift: string;
  delivery: string;
  deliveryKinds: Record<string, string>;
  storeId: (id: string) => string;
  deliveryTime: (time: string) => string;
  payment: string;
  paymentNames: Record<string, string>;
  cardEnding: (brand: string, last4: string) => string;
  billingAddress: string;
  totals: string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  tax: string;
  total: string;
  guestTitle: string;
  guestText: string;
  signInTab: string;
  createAccountTab: string;
  email: string;
  password: string;
  passwordHint: string;
  firstName: string;
  lastName: string;
  signIn: string;
  createAccount: string;
  working: string;
  attached: string;
  required: string;
}

/** The commerce API's delivery times are bare ranges of days ("3-5"); any other text is shown as it is. */
const businessDays = (time: string, unit: string) => (/^\d+(-\d+)?$/.test(time) ? `${time.replace("-", "–")} ${unit}` : time);

const en: OrderConfirmationStrings = {
  heading: "Thank you for your order",
  message: (email) => `We have sent a confirmation to ${email}.`,
  loading: "Loading your order…",
  notFound: "We could not find this order in your session. Your confirmation email has all its details.",
  noOrder: "There is no order to show here.",
  continueShopping: "Continue shopping",
  orderNumber: "Order number",
  placedOn: "Placed on",
  items: "Items",
  quantity: (qty) => `Quantity ${qty}`,
  colourSize: (colour, size) => [colour, size].filter(Boolean).join(" · "),
  freeGift: "Free gift",
  delivery: "Delivery",
  deliveryKinds: { standard: "Delivery to your address", pickup: "Pick up in store", sts: "Ship to store", pudo: "Collection point", digital: "By email", customs: "Made to order" },
  storeId: (id) => `Store ${id}`,
  deliveryTime: (time) => `Delivery time: ${businessDays(time, "business days")}`,
  payment: "Payment",
  paymentNames: {
    CREDIT_CARD: "Card",
    GIFT_CARD: "Gift card",
    LOYALTY_POINTS: "Loyalty points",
    REWARD_CODE: "Reward code",
    REWARD_CARD: "Reward card",
    KLARNA: "Klarna",
    PAYPAL: "PayPal",
    ATHLETES_PAYMENT: "Athletes payment",
  },
  cardEnding: (brand, last4) => `${brand} ending ${last4}`,
  billingAddress: "Billing address",
  totals: "Order total",
  subtotal: "Subtotal",
  discount: "Discounts",
  shipping: "Shipping",
  free: "Free",
  tax: "Tax",
  total: "Total",
  guestTitle: "Save this order to an account",
  guestText: "Sign in or create an account to follow this order and check out faster next time.",
  signInTab: "I have an account",
  createAccountTab: "I am new here",
  email: "Email",
  password: "Password",
  passwordHint: "At least 8 characters with an upper-case letter, a lower-case letter and a number.",
  firstName: "First name",
  lastName: "Last name",
  signIn: "Sign in",
  createAccount: "Create account",
  working: "One moment…",
  attached: "This order is now in your account.",
  required: "This field is required.",
};

/** A language's words over the English ones (`...en`, `paymentNames: { ...en.paymentNames, … }`). */
type OverEnglish = () => Promise<{ default: (en: OrderConfirmationStrings) => OrderConfirmationStrings }>;
const over = (load: OverEnglish) => () => load().then((module) => ({ default: module.default(en) }));

/**
 * English here, the fallback; French and German load by language (decisions 0023, 0034): the
 * confirmation page loaded its words in three languages.
 */
export const orderConfirmationWords = lazyWords<OrderConfirmationStrings>(en, { fr: over(() => import("./order-confirmation-strings.fr.ts")), de: over(() => import("./order-confirmation-strings.de.ts")) });
if (needsEveryLanguage) await orderConfirmationWords.loadAll();
else await loadPageWords(orderConfirmationWords);

export const orderConfirmationStrings = (siteId: string): OrderConfirmationStrings => orderConfirmationWords.of(siteId);
