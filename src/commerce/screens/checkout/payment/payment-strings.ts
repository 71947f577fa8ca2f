import type { PaymentMethodId } from "../../../../../contracts/api/checkout.ts";
import { siteById } from "../../../../../contracts/sites.ts";

/** The billing step's words (billing address and payment), per site language. */
export interface PaymentStrings {
  // ---- billing address
  billingHeading: string;
  sameAsShipping: string;
  pickupNeedsBilling: string;
  newsletterConsent: string;
  useBillingAddress: string;
  changeBillingAddress: string;
  /** A member's saved billing addresses, and the choice of another one. */
  savedBillingAddresses: string;
  newBillingAddress: string;
  billingSaved: string;
  phone: string;

  // ---- payment methods
  paymentHeading: string;
  loadingMethods: string;
  methodsFailed: string;
  retry: string;
  methodName: Record<PaymentMethodId, string>;
  payTheRest: string;
  unavailableHeading: string;
  /** Why a method cannot be used here (its reason id from the payment methods answer). */
  unavailable: (method: PaymentMethodId, reason: string | null, currency: string) => string;

  // ---- credit card
  savedCards: string;
  savedCardLabel: (brand: string, last4: string, expiry: string) => string;
  expired: string;
  newCard: string;
  cardNumber: string;
  cardNumberHint: string;
  cardBrand: (brand: string) => string;
  brandName: (brand: string) => string;
  expiry: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  cvcHint: (digits: number) => string;
  cvcOptional: string;
  holder: string;
  saveCard: string;
  useCard: string;
  cardNumberInvalid: string;
  expiryInvalid: string;
  cvcInvalid: (digits: number) => string;
  holderRequired: string;
  cardSaved: string;
  cardSaveFailed: string;

  // ---- gift card
  giftCardHeading: string;
  giftCardNumber: string;
  giftCardPin: string;
  checkBalance: string;
  apply: string;
  /** `card`: "ending 0033". */
  giftCardBalance: (balance: string, card: string) => string;
  giftCardApplied: (amount: string) => string;
  giftCardRequired: string;

  // ---- loyalty, reward code and card, athletes
  loyaltyHeading: string;
  loyaltyPoints: (points: string) => string;
  useVoucher: (points: string, amount: string) => string;
  voucherApplied: (points: string, amount: string) => string;
  removeVoucher: string;
  pointsToUse: string;
  pointsHint: (points: string) => string;
  usePoints: string;
  pointsInvalid: (points: string) => string;
  rewardCode: string;
  rewardCard: string;
  rewardRequired: string;
  athletesHeading: string;
  athletesAllowance: (remaining: string, payable: string) => string;
  useAthletesPayment: string;
  athletesApplied: string;

  // ---- buy now, pay later
  klarnaIntro: string;
  klarnaStart: string;
  klarnaTitle: string;
  klarnaAmount: (amount: string, currency: string) => string;
  klarnaCategories: string;
  klarnaCategory: (category: string) => string;
  klarnaContinue: string;
  cancel: string;
  close: string;

  // ---- payment wallet
  walletIntro: string;
  walletStart: string;
  walletTitle: string;
  walletFrameTitle: string;
  walletCancelled: string;
  walletUnavailable: string;

  // ---- applied payments and totals
  appliedHeading: string;
  noPayments: string;
  instrumentLabel: (method: PaymentMethodId, detail: string) => string;
  endingIn: (last4: string) => string;
  pointsCount: (points: string) => string;
  remove: (label: string) => string;
  removeShort: string;
  orderTotal: string;
  remainingToPay: string;
  paidInFull: string;
  continueToSummary: string;
  needsBilling: string;
  needsPayment: (amount: string) => string;
  working: string;
}

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };
const brandName = (fallback: string) => (brand: string) => BRANDS[brand.toLowerCase()] ?? fallback;

const en: PaymentStrings = {
  billingHeading: "Billing address",
  sameAsShipping: "Same as shipping address",
  pickupNeedsBilling: "Your order is picked up in store: please enter a billing address.",
  newsletterConsent: "Send me news and offers by email",
  useBillingAddress: "Use this billing address",
  changeBillingAddress: "Change billing address",
  savedBillingAddresses: "Saved billing addresses",
  newBillingAddress: "Another address",
  billingSaved: "Billing address saved.",
  phone: "Phone",

  paymentHeading: "Payment method",
  loadingMethods: "Loading payment methods…",
  methodsFailed: "The payment methods could not be loaded.",
  retry: "Try again",
  methodName: {
    CREDIT_CARD: "Credit card",
    GIFT_CARD: "Gift card",
    LOYALTY_POINTS: "Loyalty points",
    REWARD_CODE: "Reward code",
    REWARD_CARD: "Reward card",
    KLARNA: "Klarna: buy now, pay later",
    PAYPAL: "PayPal",
    ATHLETES_PAYMENT: "Athletes payment",
  },
  payTheRest: "Pay with",
  unavailableHeading: "Not available for this order",
  unavailable: (method, reason, currency) => {
    if (method === "KLARNA") return `Klarna is not available for payments in ${currency}.`;
    if (method === "GIFT_CARD" && reason === "GFC410") return "You have applied the most gift cards an order can take.";
    if (method === "ATHLETES_PAYMENT") return "Nothing is left of your athletes allowance this year.";
    if (method === "PAYPAL") return "PayPal is not available right now.";
    if (reason === "REW135") return "Loyalty points and rewards open once your membership is confirmed.";
    if (reason === "REW140") return "You do not have enough points for a reward yet.";
    return "Not available for this order.";
  },

  savedCards: "Your saved cards",
  savedCardLabel: (brand, last4, expiry) => `${brand} ending ${last4}, expires ${expiry}`,
  expired: "Expired",
  newCard: "A new card",
  cardNumber: "Card number",
  cardNumberHint: "Spaces are fine.",
  cardBrand: (brand) => `Card type: ${brand}`,
  brandName: brandName("Card"),
  expiry: "Expiry date",
  expiryMonth: "Month (MM)",
  expiryYear: "Year (YYYY)",
  cvc: "Security code",
  cvcHint: (digits) => `${digits} digits, on the card.`,
  cvcOptional: "Security code (optional)",
  holder: "Name on card",
  saveCard: "Save this card to my account",
  useCard: "Use this card",
  cardNumberInvalid: "Enter a valid card number.",
  expiryInvalid: "The expiry date is not valid.",
  cvcInvalid: (digits) => `Enter the ${digits}-digit security code.`,
  holderRequired: "Enter the name on the card.",
  cardSaved: "The card is saved to your account.",
  cardSaveFailed: "The card could not be saved to your account. It still pays this order.",

  giftCardHeading: "Gift card",
  giftCardNumber: "Gift card number",
  giftCardPin: "PIN",
  checkBalance: "Check balance",
  apply: "Apply",
  giftCardBalance: (balance, card) => `Gift card ${card}: ${balance} available.`,
  giftCardApplied: (amount) => `Gift card applied: it pays ${amount}.`,
  giftCardRequired: "Enter the gift card number and PIN.",

  loyaltyHeading: "Loyalty points and rewards",
  loyaltyPoints: (points) => `You have ${points} points.`,
  useVoucher: (points, amount) => `Use ${points} points for ${amount} off`,
  voucherApplied: (points, amount) => `Reward applied: ${amount} off for ${points} points.`,
  removeVoucher: "Remove reward",
  pointsToUse: "Points to use",
  pointsHint: (points) => `Up to ${points}. Leave empty to use them all.`,
  usePoints: "Use points",
  pointsInvalid: (points) => `Enter a whole number of points up to ${points}.`,
  rewardCode: "Reward code",
  rewardCard: "Reward card number",
  rewardRequired: "Enter the code.",
  athletesHeading: "Athletes payment",
  athletesAllowance: (remaining, payable) => `Your allowance: ${remaining} left. It can pay ${payable} of this order.`,
  useAthletesPayment: "Use athletes payment",
  athletesApplied: "Athletes payment applied.",

  klarnaIntro: "Pay later or in instalments.",
  klarnaStart: "Pay with Klarna",
  klarnaTitle: "Klarna: buy now, pay later",
  klarnaAmount: (amount, currency) => `Amount: ${amount} (${currency})`,
  klarnaCategories: "How would you like to pay?",
  klarnaCategory: (category) => ({ pay_later: "Pay in 30 days", pay_over_time: "Pay over time in instalments" })[category] ?? category,
  klarnaContinue: "Continue with Klarna",
  cancel: "Cancel",
  close: "Close",

  walletIntro: "Approve the payment in your PayPal account.",
  walletStart: "Pay with PayPal",
  walletTitle: "Pay with PayPal",
  walletFrameTitle: "PayPal approval",
  walletCancelled: "The PayPal payment was cancelled. Choose another way to pay or try again.",
  walletUnavailable: "PayPal is not available right now.",

  appliedHeading: "Your payments",
  noPayments: "No payment added yet.",
  instrumentLabel: (method, detail) => `${en.methodName[method]}${detail ? ` ${detail}` : ""}`,
  endingIn: (last4) => `ending ${last4}`,
  pointsCount: (points) => `${points} points`,
  remove: (label) => `Remove ${label}`,
  removeShort: "Remove",
  orderTotal: "Order total",
  remainingToPay: "Remaining to pay",
  paidInFull: "Your order is fully paid.",
  continueToSummary: "Review your order",
  needsBilling: "Save a billing address to continue.",
  needsPayment: (amount) => `Add a payment for the remaining ${amount} to continue.`,
  working: "Please wait…",
};

const fr: PaymentStrings = {
  ...en,
  billingHeading: "Adresse de facturation",
  sameAsShipping: "Identique à l'adresse de livraison",
  pickupNeedsBilling: "Votre commande est retirée en magasin : veuillez saisir une adresse de facturation.",
  newsletterConsent: "Recevoir les nouveautés et les offres par courriel",
  useBillingAddress: "Utiliser cette adresse de facturation",
  changeBillingAddress: "Modifier l'adresse de facturation",
  savedBillingAddresses: "Adresses de facturation enregistrées",
  newBillingAddress: "Une autre adresse",
  billingSaved: "Adresse de facturation enregistrée.",
  phone: "Téléphone",
  paymentHeading: "Mode de paiement",
  loadingMethods: "Chargement des modes de paiement…",
  methodsFailed: "Les modes de paiement n'ont pas pu être chargés.",
  retry: "Réessayer",
  methodName: {
    CREDIT_CARD: "Carte de crédit",
    GIFT_CARD: "Carte-cadeau",
    LOYALTY_POINTS: "Points de fidélité",
    REWARD_CODE: "Code de récompense",
    REWARD_CARD: "Carte de récompense",
    KLARNA: "Klarna : achetez maintenant, payez plus tard",
    PAYPAL: "PayPal",
    ATHLETES_PAYMENT: "Paiement athlètes",
  },
  payTheRest: "Payer avec",
  unavailableHeading: "Non disponible pour cette commande",
  unavailable: (method, reason, currency) => {
    if (method === "KLARNA") return `Klarna n'est pas disponible pour les paiements en ${currency}.`;
    if (method === "GIFT_CARD" && reason === "GFC410") return "Vous avez appliqué le nombre maximal de cartes-cadeaux.";
    if (method === "ATHLETES_PAYMENT") return "Votre allocation athlète est épuisée pour cette année.";
    if (method === "PAYPAL") return "PayPal n'est pas disponible pour le moment.";
    if (reason === "REW135") return "Les points et récompenses seront disponibles une fois votre adhésion confirmée.";
    if (reason === "REW140") return "Vous n'avez pas encore assez de points pour une récompense.";
    return "Non disponible pour cette commande.";
  },
  savedCards: "Vos cartes enregistrées",
  savedCardLabel: (brand, last4, expiry) => `${brand} se terminant par ${last4}, expire ${expiry}`,
  expired: "Expirée",
  newCard: "Une nouvelle carte",
  cardNumber: "Numéro de carte",
  cardNumberHint: "Les espaces sont acceptés.",
  cardBrand: (brand) => `Type de carte : ${brand}`,
  brandName: brandName("Carte"),
  expiry: "Date d'expiration",
  expiryMonth: "Mois (MM)",
  expiryYear: "Année (AAAA)",
  cvc: "Code de sécurité",
  cvcHint: (digits) => `${digits} chiffres, sur la carte.`,
  cvcOptional: "Code de sécurité (facultatif)",
  holder: "Nom sur la carte",
  saveCard: "Enregistrer cette carte dans mon compte",
  useCard: "Utiliser cette carte",
  cardNumberInvalid: "Saisissez un numéro de carte valide.",
  expiryInvalid: "La date d'expiration n'est pas valide.",
  cvcInvalid: (digits) => `Saisissez le code de sécurité à ${digits} chiffres.`,
  holderRequired: "Saisissez le nom figurant sur la carte.",
  cardSaved: "La carte est enregistrée dans votre compte.",
  cardSaveFailed: "La carte n'a pas pu être enregistrée dans votre compte. Elle paie tout de même cette commande.",
  giftCardHeading: "Carte-cadeau",
  giftCardNumber: "Numéro de la carte-cadeau",
  giftCardPin: "NIP",
  checkBalance: "Vérifier le solde",
  apply: "Appliquer",
  giftCardBalance: (balance, card) => `Carte-cadeau ${card} : ${balance} disponible.`,
  giftCardApplied: (amount) => `Carte-cadeau appliquée : elle paie ${amount}.`,
  giftCardRequired: "Saisissez le numéro et le NIP de la carte-cadeau.",
  loyaltyHeading: "Points de fidélité et récompenses",
  loyaltyPoints: (points) => `Vous avez ${points} points.`,
  useVoucher: (points, amount) => `Utiliser ${points} points pour ${amount} de réduction`,
  voucherApplied: (points, amount) => `Récompense appliquée : ${amount} de réduction pour ${points} points.`,
  removeVoucher: "Retirer la récompense",
  pointsToUse: "Points à utiliser",
  pointsHint: (points) => `Jusqu'à ${points}. Laissez vide pour tous les utiliser.`,
  usePoints: "Utiliser les points",
  pointsInvalid: (points) => `Saisissez un nombre entier de points jusqu'à ${points}.`,
  rewardCode: "Code de récompense",
  rewardCard: "Numéro de la carte de récompense",
  rewardRequired: "Saisissez le code.",
  athletesHeading: "Paiement athlètes",
  athletesAllowance: (remaining, payable) => `Votre allocation : il reste ${remaining}. Elle peut payer ${payable} de cette commande.`,
  useAthletesPayment: "Utiliser le paiement athlètes",
  athletesApplied: "Paiement athlètes appliqué.",
  klarnaIntro: "Payez plus tard ou en plusieurs versements.",
  klarnaStart: "Payer avec Klarna",
  klarnaTitle: "Klarna : achetez maintenant, payez plus tard",
  klarnaAmount: (amount, currency) => `Montant : ${amount} (${currency})`,
  klarnaCategories: "Comment souhaitez-vous payer ?",
  klarnaCategory: (category) => ({ pay_later: "Payer dans 30 jours", pay_over_time: "Payer en plusieurs versements" })[category] ?? category,
  klarnaContinue: "Continuer avec Klarna",
  cancel: "Annuler",
  close: "Fermer",
  walletIntro: "Approuvez le paiement dans votre compte PayPal.",
  walletStart: "Payer avec PayPal",
  walletTitle: "Payer avec PayPal",
  walletFrameTitle: "Approbation PayPal",
  walletCancelled: "Le paiement PayPal a été annulé. Choisissez un autre mode de paiement ou réessayez.",
  walletUnavailable: "PayPal n'est pas disponible pour le moment.",
  appliedHeading: "Vos paiements",
  noPayments: "Aucun paiement ajouté pour l'instant.",
  instrumentLabel: (method, detail) => `${fr.methodName[method]}${detail ? ` ${detail}` : ""}`,
  endingIn: (last4) => `se terminant par ${last4}`,
  pointsCount: (points) => `${points} points`,
  remove: (label) => `Retirer ${label}`,
  removeShort: "Retirer",
  orderTotal: "Total de la commande",
  remainingToPay: "Reste à payer",
  paidInFull: "Votre commande est entièrement payée.",
  continueToSummary: "Vérifier votre commande",
  needsBilling: "Enregistrez une adresse de facturation pour continuer.",
  needsPayment: (amount) => `Ajoutez un paiement pour les ${amount} restants pour continuer.`,
  working: "Veuillez patienter…",
};

const de: PaymentStrings = {
  ...en,
  billingHeading: "Rechnungsadresse",
  sameAsShipping: "Wie die Lieferadresse",
  pickupNeedsBilling: "Ihre Bestellung wird im Geschäft abgeholt: Bitte geben Sie eine Rechnungsadresse ein.",
  newsletterConsent: "Neuigkeiten und Angebote per E-Mail erhalten",
  useBillingAddress: "Diese Rechnungsadresse verwenden",
  changeBillingAddress: "Rechnungsadresse ändern",
  savedBillingAddresses: "Gespeicherte Rechnungsadressen",
  newBillingAddress: "Eine andere Adresse",
  billingSaved: "Rechnungsadresse gespeichert.",
  phone: "Telefon",
  paymentHeading: "Zahlungsart",
  loadingMethods: "Zahlungsarten werden geladen …",
  methodsFailed: "Die Zahlungsarten konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  methodName: {
    CREDIT_CARD: "Kreditkarte",
    GIFT_CARD: "Geschenkkarte",
    LOYALTY_POINTS: "Treuepunkte",
    REWARD_CODE: "Prämiencode",
    REWARD_CARD: "Prämienkarte",
    KLARNA: "Klarna: jetzt kaufen, später bezahlen",
    PAYPAL: "PayPal",
    ATHLETES_PAYMENT: "Athletenzahlung",
  },
  payTheRest: "Bezahlen mit",
  unavailableHeading: "Für diese Bestellung nicht verfügbar",
  unavailable: (method, reason, currency) => {
    if (method === "KLARNA") return `Klarna ist für Zahlungen in ${currency} nicht verfügbar.`;
    if (method === "GIFT_CARD" && reason === "GFC410") return "Sie haben die höchste Zahl an Geschenkkarten eingelöst.";
    if (method === "ATHLETES_PAYMENT") return "Ihr Athletenbudget ist für dieses Jahr aufgebraucht.";
    if (method === "PAYPAL") return "PayPal ist gerade nicht verfügbar.";
    if (reason === "REW135") return "Punkte und Prämien gibt es, sobald Ihre Mitgliedschaft bestätigt ist.";
    if (reason === "REW140") return "Sie haben noch nicht genug Punkte für eine Prämie.";
    return "Für diese Bestellung nicht verfügbar.";
  },
  savedCards: "Ihre gespeicherten Karten",
  savedCardLabel: (brand, last4, expiry) => `${brand} mit Endziffern ${last4}, gültig bis ${expiry}`,
  expired: "Abgelaufen",
  newCard: "Eine neue Karte",
  cardNumber: "Kartennummer",
  cardNumberHint: "Leerzeichen sind erlaubt.",
  cardBrand: (brand) => `Kartentyp: ${brand}`,
  brandName: brandName("Karte"),
  expiry: "Ablaufdatum",
  expiryMonth: "Monat (MM)",
  expiryYear: "Jahr (JJJJ)",
  cvc: "Sicherheitscode",
  cvcHint: (digits) => `${digits} Ziffern, auf der Karte.`,
  cvcOptional: "Sicherheitscode (optional)",
  holder: "Name auf der Karte",
  saveCard: "Diese Karte in meinem Konto speichern",
  useCard: "Diese Karte verwenden",
  cardNumberInvalid: "Geben Sie eine gültige Kartennummer ein.",
  expiryInvalid: "Das Ablaufdatum ist nicht gültig.",
  cvcInvalid: (digits) => `Geben Sie den ${digits}-stelligen Sicherheitscode ein.`,
  holderRequired: "Geben Sie den Namen auf der Karte ein.",
  cardSaved: "Die Karte ist in Ihrem Konto gespeichert.",
  cardSaveFailed: "Die Karte konnte nicht in Ihrem Konto gespeichert werden. Diese Bestellung wird trotzdem mit ihr bezahlt.",
  giftCardHeading: "Geschenkkarte",
  giftCardNumber: "Nummer der Geschenkkarte",
  giftCardPin: "PIN",
  checkBalance: "Guthaben prüfen",
  apply: "Einlösen",
  giftCardBalance: (balance, card) => `Geschenkkarte ${card}: ${balance} verfügbar.`,
  giftCardApplied: (amount) => `Geschenkkarte eingelöst: Damit werden ${amount} bezahlt.`,
  giftCardRequired: "Geben Sie die Nummer und die PIN der Geschenkkarte ein.",
  loyaltyHeading: "Treuepunkte und Prämien",
  loyaltyPoints: (points) => `Sie haben ${points} Punkte.`,
  useVoucher: (points, amount) => `${points} Punkte für ${amount} Rabatt einlösen`,
  voucherApplied: (points, amount) => `Prämie eingelöst: ${amount} Rabatt für ${points} Punkte.`,
  removeVoucher: "Prämie entfernen",
  pointsToUse: "Einzulösende Punkte",
  pointsHint: (points) => `Bis zu ${points}. Leer lassen, um alle einzulösen.`,
  usePoints: "Punkte einlösen",
  pointsInvalid: (points) => `Geben Sie eine ganze Zahl von Punkten bis ${points} ein.`,
  rewardCode: "Prämiencode",
  rewardCard: "Nummer der Prämienkarte",
  rewardRequired: "Geben Sie den Code ein.",
  athletesHeading: "Athletenzahlung",
  athletesAllowance: (remaining, payable) => `Ihr Budget: noch ${remaining}. Es kann ${payable} dieser Bestellung bezahlen.`,
  useAthletesPayment: "Athletenzahlung verwenden",
  athletesApplied: "Athletenzahlung eingelöst.",
  klarnaIntro: "Später oder in Raten bezahlen.",
  klarnaStart: "Mit Klarna bezahlen",
  klarnaTitle: "Klarna: jetzt kaufen, später bezahlen",
  klarnaAmount: (amount, currency) => `Betrag: ${amount} (${currency})`,
  klarnaCategories: "Wie möchten Sie bezahlen?",
  klarnaCategory: (category) => ({ pay_later: "In 30 Tagen bezahlen", pay_over_time: "In Raten bezahlen" })[category] ?? category,
  klarnaContinue: "Weiter mit Klarna",
  cancel: "Abbrechen",
  close: "Schließen",
  walletIntro: "Bestätigen Sie die Zahlung in Ihrem PayPal-Konto.",
  walletStart: "Mit PayPal bezahlen",
  walletTitle: "Mit PayPal bezahlen",
  walletFrameTitle: "PayPal-Bestätigung",
  walletCancelled: "Die PayPal-Zahlung wurde abgebrochen. Wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.",
  walletUnavailable: "PayPal ist gerade nicht verfügbar.",
  appliedHeading: "Ihre Zahlungen",
  noPayments: "Noch keine Zahlung hinzugefügt.",
  instrumentLabel: (method, detail) => `${de.methodName[method]}${detail ? ` ${detail}` : ""}`,
  endingIn: (last4) => `mit Endziffern ${last4}`,
  pointsCount: (points) => `${points} Punkte`,
  remove: (label) => `${label} entfernen`,
  removeShort: "Entfernen",
  orderTotal: "Gesamtsumme",
  remainingToPay: "Noch zu zahlen",
  paidInFull: "Ihre Bestellung ist vollständig bezahlt.",
  continueToSummary: "Bestellung prüfen",
  needsBilling: "Speichern Sie eine Rechnungsadresse, um fortzufahren.",
  needsPayment: (amount) => `Fügen Sie eine Zahlung für die restlichen ${amount} hinzu, um fortzufahren.`,
  working: "Bitte warten …",
};

const BY_LANGUAGE: Readonly<Record<string, PaymentStrings>> = { en, fr, de };

export const paymentStrings = (siteId: string): PaymentStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
