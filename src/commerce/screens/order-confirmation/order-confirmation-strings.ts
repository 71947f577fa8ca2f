import { siteById } from "../../../../contracts/sites.ts";

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

const fr: OrderConfirmationStrings = {
  ...en,
  heading: "Merci pour votre commande",
  message: (email) => `Nous avons envoyé une confirmation à ${email}.`,
  loading: "Chargement de votre commande…",
  notFound: "Cette commande est introuvable dans votre session. Votre courriel de confirmation en contient tous les détails.",
  noOrder: "Aucune commande à afficher.",
  continueShopping: "Continuer mes achats",
  orderNumber: "Numéro de commande",
  placedOn: "Passée le",
  items: "Articles",
  quantity: (qty) => `Quantité ${qty}`,
  freeGift: "Cadeau offert",
  delivery: "Livraison",
  deliveryKinds: { standard: "Livraison à votre adresse", pickup: "Retrait en magasin", sts: "Livraison en magasin", pudo: "Point relais", digital: "Par courriel", customs: "Sur mesure" },
  storeId: (id) => `Magasin ${id}`,
  deliveryTime: (time) => `Délai : ${businessDays(time, "jours ouvrables")}`,
  payment: "Paiement",
  cardEnding: (brand, last4) => `${brand} se terminant par ${last4}`,
  billingAddress: "Adresse de facturation",
  totals: "Total de la commande",
  subtotal: "Sous-total",
  discount: "Remises",
  shipping: "Livraison",
  free: "Gratuite",
  tax: "Taxes",
  total: "Total",
  guestTitle: "Enregistrer cette commande dans un compte",
  guestText: "Connectez-vous ou créez un compte pour suivre cette commande et payer plus vite la prochaine fois.",
  signInTab: "J’ai un compte",
  createAccountTab: "Je suis nouveau",
  email: "Courriel",
  password: "Mot de passe",
  passwordHint: "Au moins 8 caractères avec une majuscule, une minuscule et un chiffre.",
  firstName: "Prénom",
  lastName: "Nom",
  signIn: "Se connecter",
  createAccount: "Créer le compte",
  working: "Un instant…",
  attached: "Cette commande est maintenant dans votre compte.",
  required: "Ce champ est obligatoire.",
};

const de: OrderConfirmationStrings = {
  ...en,
  heading: "Vielen Dank für Ihre Bestellung",
  message: (email) => `Wir haben eine Bestätigung an ${email} gesendet.`,
  loading: "Ihre Bestellung wird geladen…",
  notFound: "Diese Bestellung ist in Ihrer Sitzung nicht zu finden. Ihre Bestätigungs-E-Mail enthält alle Details.",
  noOrder: "Hier gibt es keine Bestellung.",
  continueShopping: "Weiter einkaufen",
  orderNumber: "Bestellnummer",
  placedOn: "Bestellt am",
  items: "Artikel",
  quantity: (qty) => `Menge ${qty}`,
  freeGift: "Gratisgeschenk",
  delivery: "Lieferung",
  deliveryKinds: { standard: "Lieferung an Ihre Adresse", pickup: "Abholung im Geschäft", sts: "Lieferung ins Geschäft", pudo: "Abholstation", digital: "Per E-Mail", customs: "Maßanfertigung" },
  storeId: (id) => `Geschäft ${id}`,
  deliveryTime: (time) => `Lieferzeit: ${businessDays(time, "Werktage")}`,
  payment: "Zahlung",
  paymentNames: { ...en.paymentNames, CREDIT_CARD: "Karte", GIFT_CARD: "Geschenkkarte", LOYALTY_POINTS: "Treuepunkte", REWARD_CODE: "Prämiencode", REWARD_CARD: "Prämienkarte", ATHLETES_PAYMENT: "Athletenzahlung" },
  cardEnding: (brand, last4) => `${brand} mit Endziffern ${last4}`,
  billingAddress: "Rechnungsadresse",
  totals: "Bestellsumme",
  subtotal: "Zwischensumme",
  discount: "Rabatte",
  shipping: "Versand",
  free: "Kostenlos",
  tax: "MwSt.",
  total: "Gesamt",
  guestTitle: "Diese Bestellung in einem Konto speichern",
  guestText: "Melden Sie sich an oder erstellen Sie ein Konto, um diese Bestellung zu verfolgen und nächstes Mal schneller zu bezahlen.",
  signInTab: "Ich habe ein Konto",
  createAccountTab: "Ich bin neu hier",
  email: "E-Mail",
  password: "Passwort",
  passwordHint: "Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben und einer Ziffer.",
  firstName: "Vorname",
  lastName: "Nachname",
  signIn: "Anmelden",
  createAccount: "Konto erstellen",
  working: "Einen Moment…",
  attached: "Diese Bestellung ist jetzt in Ihrem Konto.",
  required: "Dieses Feld ist erforderlich.",
};

const BY_LANGUAGE: Record<string, OrderConfirmationStrings> = { en, fr, de };

export const orderConfirmationStrings = (siteId: string): OrderConfirmationStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
