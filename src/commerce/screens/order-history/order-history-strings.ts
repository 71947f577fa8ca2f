import { siteById } from "../../../../contracts/sites.ts";

/** The order history's words, per site language (English for a language without its own). */
export interface OrderHistoryStrings {
  heading: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  startShopping: string;
  orders: string;
  orderNumber: string;
  placedOn: string;
  status: string;
  total: string;
  itemCount: (units: number) => string;
  viewDetails: string;
  /** Completes "View details" for screen readers: which order. */
  ofOrder: (orderNumber: string) => string;
  showMore: string;
  shownOf: (shown: number, total: number) => string;
  back: string;
  orderTitle: (orderNumber: string) => string;
  loadingOrder: string;
  items: string;
  colourSize: (colour: string | null, size: string | null) => string;
  quantity: (qty: number) => string;
  freeGift: string;
  eGiftCard: string;
  delivery: string;
  payment: string;
  paymentNames: Record<string, string>;
  summary: string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  tax: string;
  taxIncluded: string;
  actions: string;
  cancelOrder: string;
  cancelTitle: (orderNumber: string) => string;
  cancelText: string;
  confirmCancel: string;
  keepOrder: string;
  cancelled: string;
  downloadInvoice: string;
  returnLabel: string;
  resendGiftCard: string;
  resent: (email: string) => string;
  working: string;
  /** Why an action was refused, by the reason the API gives (backend/orders/README.md). */
  refusals: { shipped: string; cancelled: string; status: string; window: string; nothing_returnable: string };
  giftCardResendLimit: string;
  noGiftCard: string;
}

const en: OrderHistoryStrings = {
  heading: "Your orders",
  loading: "Loading your orders…",
  loadFailed: "Your orders could not be loaded.",
  retry: "Try again",
  empty: "You have not placed any orders yet.",
  startShopping: "Start shopping",
  orders: "Orders",
  orderNumber: "Order number",
  placedOn: "Placed on",
  status: "Status",
  total: "Total",
  itemCount: (units) => (units === 1 ? "1 item" : `${units} items`),
  viewDetails: "View details",
  ofOrder: (orderNumber) => `of order ${orderNumber}`,
  showMore: "Show more orders",
  shownOf: (shown, total) => `Showing ${shown} of ${total} orders`,
  back: "All orders",
  orderTitle: (orderNumber) => `Order ${orderNumber}`,
  loadingOrder: "Loading the order…",
  items: "Items",
  colourSize: (colour, size) => [colour, size].filter(Boolean).join(" · "),
  quantity: (qty) => `Quantity ${qty}`,
  freeGift: "Free gift",
  eGiftCard: "E-gift card",
  delivery: "Delivery",
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
  summary: "Order total",
  subtotal: "Subtotal",
  discount: "Discounts",
  shipping: "Shipping",
  free: "Free",
  tax: "Tax",
  taxIncluded: "Tax included",
  actions: "Order actions",
  cancelOrder: "Cancel order",
  cancelTitle: (orderNumber) => `Cancel order ${orderNumber}?`,
  cancelText: "The order will not ship and your payment will be given back. This cannot be undone.",
  confirmCancel: "Yes, cancel the order",
  keepOrder: "Keep the order",
  cancelled: "Your order is cancelled. Your payment will be given back.",
  downloadInvoice: "Download invoice",
  returnLabel: "Return label",
  resendGiftCard: "Resend gift card email",
  resent: (email) => `The gift card email is on its way again to ${email}.`,
  working: "One moment…",
  refusals: {
    shipped: "This order has already shipped and can no longer be cancelled. You can return it once it arrives.",
    cancelled: "This order has been cancelled.",
    status: "This cannot be done for the order in its current state.",
    window: "The return period for this order has ended.",
    nothing_returnable: "This order has no items that can be returned.",
  },
  giftCardResendLimit: "The gift card email has been sent again several times today. Please try again tomorrow.",
  noGiftCard: "This order has no e-gift card.",
};

const fr: OrderHistoryStrings = {
  ...en,
  heading: "Vos commandes",
  loading: "Chargement de vos commandes…",
  loadFailed: "Vos commandes n’ont pas pu être chargées.",
  retry: "Réessayer",
  empty: "Vous n’avez pas encore passé de commande.",
  startShopping: "Commencer vos achats",
  orders: "Commandes",
  orderNumber: "Numéro de commande",
  placedOn: "Passée le",
  status: "Statut",
  total: "Total",
  itemCount: (units) => (units === 1 ? "1 article" : `${units} articles`),
  viewDetails: "Voir le détail",
  ofOrder: (orderNumber) => `de la commande ${orderNumber}`,
  showMore: "Afficher plus de commandes",
  shownOf: (shown, total) => `${shown} commandes affichées sur ${total}`,
  back: "Toutes les commandes",
  orderTitle: (orderNumber) => `Commande ${orderNumber}`,
  loadingOrder: "Chargement de la commande…",
  items: "Articles",
  quantity: (qty) => `Quantité ${qty}`,
  freeGift: "Cadeau offert",
  eGiftCard: "Carte-cadeau électronique",
  delivery: "Livraison",
  payment: "Paiement",
  paymentNames: { ...en.paymentNames, CREDIT_CARD: "Carte", GIFT_CARD: "Carte-cadeau", LOYALTY_POINTS: "Points de fidélité", REWARD_CODE: "Code récompense", REWARD_CARD: "Carte récompense", ATHLETES_PAYMENT: "Paiement athlète" },
  summary: "Total de la commande",
  subtotal: "Sous-total",
  discount: "Remises",
  shipping: "Livraison",
  free: "Gratuite",
  tax: "Taxes",
  taxIncluded: "Taxes incluses",
  actions: "Actions sur la commande",
  cancelOrder: "Annuler la commande",
  cancelTitle: (orderNumber) => `Annuler la commande ${orderNumber}?`,
  cancelText: "La commande ne sera pas expédiée et votre paiement vous sera rendu. Cette action est définitive.",
  confirmCancel: "Oui, annuler la commande",
  keepOrder: "Garder la commande",
  cancelled: "Votre commande est annulée. Votre paiement vous sera rendu.",
  downloadInvoice: "Télécharger la facture",
  returnLabel: "Étiquette de retour",
  resendGiftCard: "Renvoyer le courriel de la carte-cadeau",
  resent: (email) => `Le courriel de la carte-cadeau a été renvoyé à ${email}.`,
  working: "Un instant…",
  refusals: {
    shipped: "Cette commande est déjà expédiée et ne peut plus être annulée. Vous pourrez la retourner à sa réception.",
    cancelled: "Cette commande a été annulée.",
    status: "Ce n’est pas possible pour cette commande dans son état actuel.",
    window: "Le délai de retour de cette commande est dépassé.",
    nothing_returnable: "Cette commande ne contient aucun article pouvant être retourné.",
  },
  giftCardResendLimit: "Le courriel de la carte-cadeau a déjà été renvoyé plusieurs fois aujourd’hui. Veuillez réessayer demain.",
  noGiftCard: "Cette commande ne contient pas de carte-cadeau électronique.",
};

const de: OrderHistoryStrings = {
  ...en,
  heading: "Ihre Bestellungen",
  loading: "Ihre Bestellungen werden geladen…",
  loadFailed: "Ihre Bestellungen konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  empty: "Sie haben noch keine Bestellung aufgegeben.",
  startShopping: "Jetzt einkaufen",
  orders: "Bestellungen",
  orderNumber: "Bestellnummer",
  placedOn: "Bestellt am",
  status: "Status",
  total: "Gesamt",
  itemCount: (units) => (units === 1 ? "1 Artikel" : `${units} Artikel`),
  viewDetails: "Details ansehen",
  ofOrder: (orderNumber) => `zu Bestellung ${orderNumber}`,
  showMore: "Weitere Bestellungen anzeigen",
  shownOf: (shown, total) => `${shown} von ${total} Bestellungen`,
  back: "Alle Bestellungen",
  orderTitle: (orderNumber) => `Bestellung ${orderNumber}`,
  loadingOrder: "Die Bestellung wird geladen…",
  items: "Artikel",
  quantity: (qty) => `Menge ${qty}`,
  freeGift: "Gratisgeschenk",
  eGiftCard: "E-Geschenkkarte",
  delivery: "Lieferung",
  payment: "Zahlung",
  paymentNames: { ...en.paymentNames, CREDIT_CARD: "Karte", GIFT_CARD: "Geschenkkarte", LOYALTY_POINTS: "Treuepunkte", REWARD_CODE: "Prämiencode", REWARD_CARD: "Prämienkarte", ATHLETES_PAYMENT: "Athletenzahlung" },
  summary: "Bestellsumme",
  subtotal: "Zwischensumme",
  discount: "Rabatte",
  shipping: "Versand",
  free: "Kostenlos",
  tax: "MwSt.",
  taxIncluded: "inkl. MwSt.",
  actions: "Aktionen zur Bestellung",
  cancelOrder: "Bestellung stornieren",
  cancelTitle: (orderNumber) => `Bestellung ${orderNumber} stornieren?`,
  cancelText: "Die Bestellung wird nicht versandt und Ihre Zahlung wird erstattet. Das lässt sich nicht rückgängig machen.",
  confirmCancel: "Ja, Bestellung stornieren",
  keepOrder: "Bestellung behalten",
  cancelled: "Ihre Bestellung ist storniert. Ihre Zahlung wird erstattet.",
  downloadInvoice: "Rechnung herunterladen",
  returnLabel: "Rücksendeetikett",
  resendGiftCard: "Geschenkkarten-E-Mail erneut senden",
  resent: (email) => `Die Geschenkkarten-E-Mail wurde erneut an ${email} gesendet.`,
  working: "Einen Moment…",
  refusals: {
    shipped: "Diese Bestellung ist bereits versandt und kann nicht mehr storniert werden. Sie können sie nach Erhalt zurücksenden.",
    cancelled: "Diese Bestellung wurde storniert.",
    status: "Das ist für diese Bestellung in ihrem aktuellen Zustand nicht möglich.",
    window: "Die Rückgabefrist für diese Bestellung ist abgelaufen.",
    nothing_returnable: "Diese Bestellung enthält keine Artikel, die zurückgesendet werden können.",
  },
  giftCardResendLimit: "Die Geschenkkarten-E-Mail wurde heute bereits mehrmals erneut gesendet. Bitte versuchen Sie es morgen wieder.",
  noGiftCard: "Diese Bestellung enthält keine E-Geschenkkarte.",
};

const BY_LANGUAGE: Record<string, OrderHistoryStrings> = { en, fr, de };

export const orderHistoryStrings = (siteId: string): OrderHistoryStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
