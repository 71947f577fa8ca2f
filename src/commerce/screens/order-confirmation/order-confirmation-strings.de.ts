import type { OrderConfirmationStrings } from "./order-confirmation-strings.ts";

/** A copy of order-confirmation-strings.ts's: importing it from there would be a cycle with that module's top-level await of this one (a deadlock). */
const businessDays = (time: string, unit: string) => (/^\d+(-\d+)?$/.test(time) ? `${time.replace("-", "–")} ${unit}` : time);

/**
 * The order confirmation's words in German, over the English ones (loaded on German pages only:
 * order-confirmation-strings.ts). English is handed in, not imported (the same cycle).
 */
const words = (en: OrderConfirmationStrings): OrderConfirmationStrings => ({
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
});

export default words;
