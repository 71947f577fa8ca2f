import { siteById } from "../../../../contracts/sites.ts";
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

const fr: CheckoutStrings = {
  ...en,
  heading: "Passer la commande",
  stepsLabel: "Étapes de la commande",
  step: { shipping: "Livraison", billing: "Paiement", summary: "Vérification" },
  stepOf: (index, count) => `Étape ${index} sur ${count}`,
  done: "terminée",
  loading: "Chargement de votre panier…",
  empty: "Votre panier est vide.",
  backToCart: "Retour au panier",
  loadFailed: "Votre panier n’a pas pu être chargé.",
  retry: "Réessayer",
  saving: "Enregistrement…",
  contactHeading: "Coordonnées",
  contactEmail: "Courriel",
  contactEmailHint: "La confirmation de commande est envoyée à cette adresse.",
  signedInAs: (email) => `Connecté en tant que ${email}`,
  addressHeading: "Adresse de livraison",
  savedAddresses: "Adresses enregistrées",
  newAddress: "Une nouvelle adresse",
  deliveryHeading: "Livraison",
  shipmentHeading: (index, count) => `Envoi ${index} sur ${count}`,
  shipmentItems: "Articles de cet envoi",
  deliveryMethod: "Mode de livraison",
  free: "Gratuit",
  deliveryTime: (time) => (/^\d+(-\d+)?$/.test(time) ? `${time.replace("-", " à ")} jours ouvrables` : time === "Same day" ? "Le jour même" : time),
  sentByEmail: "Envoyé par courriel à votre adresse",
  storeName: (name) => `Magasin : ${name}`,
  chooseStore: "Choisir un magasin",
  changeStore: "Changer de magasin",
  storeNeeded: "Choisissez un magasin pour ce mode de livraison.",
  storeListDescription: (method) => `${method} : vos articles sont livrés gratuitement au magasin choisi.`,
  loadingStores: "Chargement des magasins…",
  storesFailed: "Les magasins n’ont pas pu être chargés. Veuillez réessayer.",
  chooseThisStore: "Choisir ce magasin",
  pickupHeading: "Qui récupère la commande?",
  pickupHint: "Apportez une pièce d’identité à ce nom. Nous vous écrivons quand la commande est prête.",
  firstName: "Prénom",
  lastName: "Nom",
  email: "Courriel",
  giftOption: "Ajouter une option cadeau",
  giftEdit: "Modifier le message cadeau",
  giftTitle: "Option cadeau",
  giftDescription: "Ajoutez un message pour le destinataire.",
  giftMessage: "Message cadeau",
  giftSave: "Enregistrer le message",
  giftRemove: "Retirer le message",
  giftNote: (message) => `Message cadeau : « ${message} »`,
  giftOnlyHere: "Conservé avec votre commande sur cet appareil.",
  cancel: "Annuler",
  continueToBilling: "Continuer vers le paiement",
  moveTitle: "Changer le mode de livraison",
  moveDescription: (method) => `Ces articles seront livrés par ${method} :`,
  moveConfirm: "Changer le mode de livraison",
  methodsFailed: "Les options de livraison n’ont pas pu être chargées.",
  summaryIntro: "Vérifiez votre commande, puis passez-la.",
  expressBadge: "Commande express",
  expressNote: "Nous avons utilisé votre adresse et votre carte par défaut. Vérifiez votre commande et passez-la.",
  shipTo: "Livraison à",
  billingAddress: "Adresse de facturation",
  pickupAt: "Retrait à",
  pickupBy: (name) => `Récupéré par ${name}`,
  deliveryBy: (method) => `Livraison : ${method}`,
  paymentHeading: "Paiement",
  methodName: { ...en.methodName, CREDIT_CARD: "Carte", GIFT_CARD: "Carte-cadeau", LOYALTY_POINTS: "Points de fidélité", REWARD_CODE: "Code récompense", REWARD_CARD: "Carte récompense", KLARNA: "Payer plus tard", PAYPAL: "Portefeuille de paiement", ATHLETES_PAYMENT: "Paiement athlètes" },
  itemsHeading: "Articles",
  quantity: (qty) => `Qté ${qty}`,
  edit: "Modifier",
  editSection: (section) => `Modifier : ${section.toLowerCase()}`,
  checkingOrder: "Vérification de votre commande…",
  placeOrder: "Passer la commande",
  placing: "Commande en cours…",
  stillPlacing: "Votre commande est en cours. Veuillez patienter.",
  challengeTitle: "Confirmez votre paiement",
  challengeDescription: "Votre banque vous demande de confirmer ce paiement.",
  challengeFrame: "Confirmation du paiement par votre banque",
  challengeCancel: "Annuler le paiement",
  confirming: "Confirmation du paiement…",
  authenticationFailed: "Votre paiement n’a pas pu être authentifié : aucune commande n’a été passée et rien n’a été débité. Réessayez ou choisissez un autre mode de paiement.",
  cartRebuilt: "Vos articles sont toujours dans votre panier.",
};

const de: CheckoutStrings = {
  ...en,
  heading: "Kasse",
  stepsLabel: "Schritte der Bestellung",
  step: { shipping: "Versand", billing: "Zahlung", summary: "Prüfen" },
  stepOf: (index, count) => `Schritt ${index} von ${count}`,
  done: "erledigt",
  loading: "Dein Warenkorb wird geladen…",
  empty: "Dein Warenkorb ist leer.",
  backToCart: "Zurück zum Warenkorb",
  loadFailed: "Dein Warenkorb konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  saving: "Wird gespeichert…",
  contactHeading: "Kontakt",
  contactEmail: "E-Mail",
  contactEmailHint: "Hierhin senden wir die Bestellbestätigung.",
  signedInAs: (email) => `Angemeldet als ${email}`,
  addressHeading: "Lieferadresse",
  savedAddresses: "Gespeicherte Adressen",
  newAddress: "Eine neue Adresse",
  deliveryHeading: "Lieferung",
  shipmentHeading: (index, count) => `Sendung ${index} von ${count}`,
  shipmentItems: "Artikel dieser Sendung",
  deliveryMethod: "Versandart",
  free: "Kostenlos",
  deliveryTime: (time) => (/^\d+(-\d+)?$/.test(time) ? `${time.replace("-", "–")} Werktage` : time === "Same day" ? "Am selben Tag" : time),
  sentByEmail: "Per E-Mail an deine Kontaktadresse",
  storeName: (name) => `Geschäft: ${name}`,
  chooseStore: "Geschäft wählen",
  changeStore: "Geschäft ändern",
  storeNeeded: "Wähle ein Geschäft für diese Versandart.",
  storeListDescription: (method) => `${method}: Deine Artikel werden kostenlos in das gewählte Geschäft geliefert.`,
  loadingStores: "Geschäfte werden geladen…",
  storesFailed: "Die Geschäfte konnten nicht geladen werden. Bitte versuche es erneut.",
  chooseThisStore: "Dieses Geschäft wählen",
  pickupHeading: "Wer holt ab?",
  pickupHint: "Bring einen Ausweis auf diesen Namen mit. Wir schreiben dir, sobald die Bestellung bereit ist.",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  giftOption: "Geschenkoption hinzufügen",
  giftEdit: "Geschenknachricht ändern",
  giftTitle: "Geschenkoption",
  giftDescription: "Füge eine Nachricht für die beschenkte Person hinzu.",
  giftMessage: "Geschenknachricht",
  giftSave: "Nachricht speichern",
  giftRemove: "Nachricht entfernen",
  giftNote: (message) => `Geschenknachricht: „${message}“`,
  giftOnlyHere: "Auf diesem Gerät mit deiner Bestellung gespeichert.",
  cancel: "Abbrechen",
  continueToBilling: "Weiter zur Zahlung",
  moveTitle: "Versandart ändern",
  moveDescription: (method) => `Diese Artikel werden per ${method} geliefert:`,
  moveConfirm: "Versandart ändern",
  methodsFailed: "Die Versandoptionen konnten nicht geladen werden.",
  summaryIntro: "Prüfe deine Bestellung und schicke sie ab.",
  expressBadge: "Express-Kasse",
  expressNote: "Wir haben deine Standardadresse und -karte verwendet. Prüfe deine Bestellung und schicke sie ab.",
  shipTo: "Lieferung an",
  billingAddress: "Rechnungsadresse",
  pickupAt: "Abholung in",
  pickupBy: (name) => `Abholung durch ${name}`,
  deliveryBy: (method) => `Versand: ${method}`,
  paymentHeading: "Zahlung",
  methodName: { ...en.methodName, CREDIT_CARD: "Karte", GIFT_CARD: "Geschenkkarte", LOYALTY_POINTS: "Treuepunkte", REWARD_CODE: "Prämiencode", REWARD_CARD: "Prämienkarte", KLARNA: "Später bezahlen", PAYPAL: "Zahlungs-Wallet", ATHLETES_PAYMENT: "Athletenzahlung" },
  itemsHeading: "Artikel",
  quantity: (qty) => `Menge ${qty}`,
  edit: "Ändern",
  editSection: (section) => `${section} ändern`,
  checkingOrder: "Deine Bestellung wird geprüft…",
  placeOrder: "Zahlungspflichtig bestellen",
  placing: "Deine Bestellung wird aufgegeben…",
  stillPlacing: "Deine Bestellung wird aufgegeben. Bitte warte.",
  challengeTitle: "Zahlung bestätigen",
  challengeDescription: "Deine Bank bittet dich, diese Zahlung zu bestätigen.",
  challengeFrame: "Zahlungsbestätigung deiner Bank",
  challengeCancel: "Zahlung abbrechen",
  confirming: "Deine Zahlung wird bestätigt…",
  authenticationFailed: "Deine Zahlung konnte nicht authentifiziert werden: Es wurde keine Bestellung aufgegeben und nichts abgebucht. Versuche es erneut oder wähle eine andere Zahlungsart.",
  cartRebuilt: "Deine Artikel sind weiterhin im Warenkorb.",
};

const BY_LANGUAGE: Readonly<Record<string, CheckoutStrings>> = { en, fr, de };

export function checkoutStrings(siteId: string): CheckoutStrings {
  return BY_LANGUAGE[siteById(siteId).language] ?? en;
}
