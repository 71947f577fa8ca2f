import { siteById } from "../../../../contracts/sites.ts";
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

const fr: CartStrings = {
  heading: "Votre panier",
  loading: "Chargement de votre panier…",
  itemCount: (units) => `${units} article${units === 1 ? "" : "s"}`,
  lines: "Articles de votre panier",
  colour: (colour) => `Couleur : ${colour}`,
  size: (size) => `Taille : ${size}`,
  priceLabel: (current, original) => (original ? `Prix soldé ${current}, au lieu de ${original}` : `Prix ${current}`),
  each: "l'unité",
  rowTotal: "Total de l'article",
  afterDiscounts: "Après remises",
  freeGift: "Cadeau offert",
  giftLine: "Cadeau avec achat",
  quantity: "Quantité",
  quantityOf: (name) => `Quantité de ${name}`,
  decrease: (name) => `Un ${name} de moins`,
  increase: (name) => `Un ${name} de plus`,
  maximum: (count) => `Maximum ${count}`,
  quantityUpdated: (name, count) => `La quantité de ${name} est maintenant de ${count}.`,
  remove: "Retirer",
  removeLabel: (name) => `Retirer : ${name}`,
  saveForLater: "Mettre de côté",
  saveForLaterLabel: (name) => `Mettre de côté : ${name}`,
  working: "Mise à jour…",
  delivery: "Livraison",
  deliveryFor: (name) => `Livraison de ${name}`,
  shipToHome: "Livraison à mon adresse",
  pickupInStore: "Retrait en magasin",
  pickupAt: (store) => `Retrait à ${store}`,
  shipToStore: (store) => `Livraison en magasin${at(store, "–")}`,
  collectionPoint: "Point relais",
  digital: "Livré par courriel",
  madeToOrder: "Fabriqué sur commande, livré à votre adresse",
  changeStore: "Changer de magasin",
  changeStoreLabel: (name) => `Changer de magasin : ${name}`,
  unknownStore: "le magasin",
  changeStoreTitle: "Changer de magasin ?",
  changeStoreText: (name, from, to) => `Retirer ${name} à ${to} au lieu de ${from} ?`,
  changeStoreConfirm: "Changer de magasin",
  cancel: "Annuler",
  storeChangedTitle: "Magasin modifié",
  storeChangedText: (name, store) => `${name} vous attendra à ${store}.`,
  ok: "OK",
  shipmentMovedTogether: "Les autres articles livrés au même magasin seront aussi livrés à votre adresse.",
  couponLabel: "Code promo",
  couponApply: "Appliquer",
  couponRequired: "Saisissez un code promo.",
  couponApplied: (code) => `Code promo ${code} appliqué.`,
  couponRemove: (code) => `Retirer : code promo ${code}`,
  couponRemoved: (code) => `Code promo ${code} retiré.`,
  couponNotApplied: "Non appliqué",
  couponIsApplied: "Appliqué",
  couponNotEarned: "Ajoutez des articles pour utiliser ce code.",
  appliedCoupons: "Codes promo de votre panier",
  offers: "Offres",
  spendMore: (amount) => `Encore ${amount} d'achats`,
  calloutKind: { gift: "Cadeau avec achat", guest: "Offre invité", registered: "Offre membre" },
  giftUnavailable: "Vous avez gagné un cadeau, mais il est en rupture de stock pour le moment.",
  savedHeading: "Mis de côté",
  savedEmpty: "Aucun article mis de côté.",
  moveToCart: "Remettre dans le panier",
  moveToCartLabel: (name) => `Remettre dans le panier : ${name}`,
  removeSavedLabel: (name) => `Retirer : ${name}, mis de côté`,
  savedUnavailable: "En rupture de stock en ligne",
  savedQuantity: (count) => `Qté ${count}`,
  checkout: "Passer la commande",
  continueShopping: "Continuer mes achats",
  emptyTitle: "Votre panier est vide",
  emptyText: "Trouvez ce qui vous plaît : il vous attendra ici.",
  emptyCta: "Commencer mes achats",
  merged: "Nous avons ajouté à votre panier les articles de votre visite précédente.",
  partialTop: (name, available) => `Seulement ${available} ${name} disponible(s) : nous avons réduit la quantité dans votre panier.`,
  partialItem: (missing, available) => `${missing} de moins que demandé : seulement ${available} en stock.`,
  partialActions: "Gardez cette quantité, retirez l'article ou mettez-le de côté.",
  fullMissing: (name) => `${name} est en rupture de stock et a été retiré de votre panier.`,
  notAvailable: (name) => `${name} n'est plus disponible et a été retiré de votre panier.`,
  orderCannotBeCompleted: (name) => `Votre commande ne peut pas être finalisée : ${name} n'est plus disponible.`,
  orderUpdated: (message) => `Votre commande a été mise à jour. ${message}`,
  transitionTop: {
    PickupToShipToHome: (name, store) => `${name} ne peut plus être retiré${at(store, "à")} : il sera livré à votre adresse.`,
    PickupToShipToStore: (name, store) => `${name} n'est pas en stock${at(store, "à")} pour le moment : nous l'y livrerons pour que vous le retiriez.`,
    ShipToStoreToShipToHome: (name) => `${name} ne peut plus être livré en magasin : il sera livré à votre adresse.`,
    ShipToStoreToPickup: (name, store) => `${name} est prêt à être retiré${at(store, "à")} au lieu d'y être livré.`,
    ShipToHomeToPickup: (name, store) => `${name} est en rupture en ligne mais vous attend${at(store, "à")} : il est maintenant à retirer sur place.`,
    ShippingMethodDowngraded: (name) => `Le mode de livraison de ${name} n'est plus proposé : il sera livré en livraison standard.`,
  },
  transitionItem: {
    PickupToShipToHome: () => "Retrait impossible : livré à votre adresse.",
    PickupToShipToStore: () => "Pas en stock au magasin : livré au magasin pour retrait.",
    ShipToStoreToShipToHome: () => "Livraison en magasin impossible : livré à votre adresse.",
    ShipToStoreToPickup: (store) => `Déjà en stock : prêt à être retiré${at(store, "à")}.`,
    ShipToHomeToPickup: (store) => `En rupture en ligne : à retirer${at(store, "à")}.`,
    ShippingMethodDowngraded: () => "Ce mode de livraison n'est plus proposé : livraison standard.",
  },
  reloading: "La page va se recharger dans un instant.",
  removed: (name) => `${name} a été retiré de votre panier.`,
  savedDone: (name) => `${name} a été mis de côté.`,
  movedToCart: (name) => `${name} a été remis dans votre panier.`,
  loadFailed: "Votre panier n'a pas pu être chargé.",
  retry: "Réessayer",
  otherSite: "Votre panier a été commencé sur un autre de nos sites régionaux, avec ses prix et sa devise.",
  toOtherSite: "Aller à ce panier",
  associateBanner: (store, employee) => `Achat en magasin : ${store} · ${employee}`,
  associate: {
    adjustPrice: "Ajuster le prix",
    adjustPriceOf: (name) => `Ajuster le prix : ${name}`,
    adjustOrder: "Ajuster le prix de la commande",
    edit: "Modifier",
    editOf: (name) => `Modifier l’ajustement de prix : ${name}`,
    removeOf: (name) => `Retirer l’ajustement de prix : ${name}`,
    theOrder: "commande",
    lineTitle: (name) => `Ajuster le prix de ${name}`,
    orderTitle: "Ajuster le prix de la commande",
    orderHeading: "Ajustement du prix de la commande",
    type: "Ajustement",
    types: { AMOUNT: "Montant de la remise", PERCENT: "Pourcentage de remise", FIXED_PRICE: "Nouveau prix" },
    valueLabel: { AMOUNT: "Remise par unité", PERCENT: "Remise en pourcentage (nombre entier)", FIXED_PRICE: "Nouveau prix unitaire" },
    orderAmountLabel: "Remise sur la commande",
    reason: "Motif",
    chooseReason: "Choisissez un motif",
    reasons: { PRICE_MATCH: "Alignement de prix", DAMAGED_ITEM: "Article endommagé", CUSTOMER_SERVICE: "Service à la clientèle", DISPLAY_MODEL: "Modèle d’exposition", MANAGER_OVERRIDE: "Décision du gérant" },
    save: "Enregistrer l’ajustement",
    saving: "Enregistrement…",
    saved: "Prix ajusté.",
    removed: "Ajustement de prix retiré.",
    adjusted: (amount, reason, terms) => `Prix ajusté : ${amount} (${terms ? `${terms}, ` : ""}${reason})`,
    percentOff: (percent) => `${percent} % de remise`,
    amountOffEach: (amount) => `${amount} de remise par unité`,
    newPriceEach: (amount) => `nouveau prix ${amount} l’unité`,
    valuePositive: "Saisissez une valeur supérieure à zéro",
    percentWhole: "Saisissez un pourcentage entier",
    percentMax: "Un pourcentage ne peut pas dépasser 100",
    amountCents: "Saisissez au plus deux décimales",
    amountOverLimit: (limit) => `La remise ne peut pas dépasser ${limit}`,
    fixedPriceBelow: (price) => `Le nouveau prix doit être inférieur à ${price}`,
  },
};

const de: CartStrings = {
  heading: "Dein Warenkorb",
  loading: "Dein Warenkorb wird geladen …",
  itemCount: (units) => `${units} Artikel`,
  lines: "Artikel in deinem Warenkorb",
  colour: (colour) => `Farbe: ${colour}`,
  size: (size) => `Größe: ${size}`,
  priceLabel: (current, original) => (original ? `Angebotspreis ${current}, statt ${original}` : `Preis ${current}`),
  each: "pro Stück",
  rowTotal: "Artikelsumme",
  afterDiscounts: "Nach Rabatten",
  freeGift: "Gratis-Geschenk",
  giftLine: "Geschenk zum Einkauf",
  quantity: "Menge",
  quantityOf: (name) => `Menge von ${name}`,
  decrease: (name) => `${name}: eins weniger`,
  increase: (name) => `${name}: eins mehr`,
  maximum: (count) => `Höchstens ${count}`,
  quantityUpdated: (name, count) => `Die Menge von ${name} ist jetzt ${count}.`,
  remove: "Entfernen",
  removeLabel: (name) => `Entfernen: ${name}`,
  saveForLater: "Für später merken",
  saveForLaterLabel: (name) => `Für später merken: ${name}`,
  working: "Wird aktualisiert …",
  delivery: "Lieferung",
  deliveryFor: (name) => `Lieferung von ${name}`,
  shipToHome: "An meine Adresse liefern",
  pickupInStore: "Im Geschäft abholen",
  pickupAt: (store) => `Abholung in ${store}`,
  shipToStore: (store) => `Lieferung ins Geschäft${at(store, "–")}`,
  collectionPoint: "Abholstation",
  digital: "Per E-Mail geliefert",
  madeToOrder: "Auf Bestellung gefertigt, an deine Adresse geliefert",
  changeStore: "Geschäft ändern",
  changeStoreLabel: (name) => `Geschäft ändern: ${name}`,
  unknownStore: "dem Geschäft",
  changeStoreTitle: "Geschäft ändern?",
  changeStoreText: (name, from, to) => `${name} in ${to} statt in ${from} abholen?`,
  changeStoreConfirm: "Geschäft ändern",
  cancel: "Abbrechen",
  storeChangedTitle: "Geschäft geändert",
  storeChangedText: (name, store) => `${name} wartet in ${store} auf dich.`,
  ok: "OK",
  shipmentMovedTogether: "Die anderen Artikel für dasselbe Geschäft werden ebenfalls an deine Adresse geliefert.",
  couponLabel: "Gutscheincode",
  couponApply: "Einlösen",
  couponRequired: "Gib einen Gutscheincode ein.",
  couponApplied: (code) => `Gutscheincode ${code} eingelöst.`,
  couponRemove: (code) => `Entfernen: Gutscheincode ${code}`,
  couponRemoved: (code) => `Gutscheincode ${code} entfernt.`,
  couponNotApplied: "Nicht eingelöst",
  couponIsApplied: "Eingelöst",
  couponNotEarned: "Leg mehr in den Warenkorb, um diesen Code zu nutzen.",
  appliedCoupons: "Gutscheincodes in deinem Warenkorb",
  offers: "Angebote",
  spendMore: (amount) => `Noch ${amount}`,
  calloutKind: { gift: "Geschenk zum Einkauf", guest: "Gastangebot", registered: "Mitgliederangebot" },
  giftUnavailable: "Du hast ein Geschenk verdient, es ist aber gerade nicht auf Lager.",
  savedHeading: "Für später gemerkt",
  savedEmpty: "Nichts für später gemerkt.",
  moveToCart: "In den Warenkorb",
  moveToCartLabel: (name) => `In den Warenkorb: ${name}`,
  removeSavedLabel: (name) => `Entfernen: ${name}, für später gemerkt`,
  savedUnavailable: "Online nicht auf Lager",
  savedQuantity: (count) => `Menge ${count}`,
  checkout: "Zur Kasse",
  continueShopping: "Weiter einkaufen",
  emptyTitle: "Dein Warenkorb ist leer",
  emptyText: "Finde etwas, das dir gefällt – es wartet hier auf dich.",
  emptyCta: "Jetzt einkaufen",
  merged: "Wir haben die Artikel deines letzten Besuchs in deinen Warenkorb gelegt.",
  partialTop: (name, available) => `Nur ${available} × ${name} verfügbar: Wir haben die Menge in deinem Warenkorb verringert.`,
  partialItem: (missing, available) => `${missing} weniger als gewünscht: nur ${available} auf Lager.`,
  partialActions: "Behalte diese Menge, entferne den Artikel oder merke ihn für später.",
  fullMissing: (name) => `${name} ist nicht mehr auf Lager und wurde aus deinem Warenkorb entfernt.`,
  notAvailable: (name) => `${name} ist nicht mehr erhältlich und wurde aus deinem Warenkorb entfernt.`,
  orderCannotBeCompleted: (name) => `Deine Bestellung kann nicht abgeschlossen werden: ${name} ist nicht mehr erhältlich.`,
  orderUpdated: (message) => `Deine Bestellung wurde aktualisiert. ${message}`,
  transitionTop: {
    PickupToShipToHome: (name, store) => `${name} kann nicht mehr${at(store, "in")} abgeholt werden: Es wird an deine Adresse geliefert.`,
    PickupToShipToStore: (name, store) => `${name} ist${at(store, "in")} gerade nicht auf Lager: Wir liefern es zur Abholung dorthin.`,
    ShipToStoreToShipToHome: (name) => `${name} kann nicht mehr ins Geschäft geliefert werden: Es wird an deine Adresse geliefert.`,
    ShipToStoreToPickup: (name, store) => `${name} liegt${at(store, "in")} schon zur Abholung bereit, statt dorthin geliefert zu werden.`,
    ShipToHomeToPickup: (name, store) => `${name} ist online ausverkauft, wartet aber${at(store, "in")} auf dich: Es wird jetzt dort abgeholt.`,
    ShippingMethodDowngraded: (name) => `Die Versandart von ${name} wird nicht mehr angeboten: Es kommt per Standardversand.`,
  },
  transitionItem: {
    PickupToShipToHome: () => "Abholung nicht mehr möglich: wird an deine Adresse geliefert.",
    PickupToShipToStore: () => "Im Geschäft nicht auf Lager: wird zur Abholung dorthin geliefert.",
    ShipToStoreToShipToHome: () => "Lieferung ins Geschäft nicht möglich: wird an deine Adresse geliefert.",
    ShipToStoreToPickup: (store) => `Schon auf Lager: abholbereit${at(store, "in")}.`,
    ShipToHomeToPickup: (store) => `Online ausverkauft: Abholung${at(store, "in")}.`,
    ShippingMethodDowngraded: () => "Diese Versandart wird nicht mehr angeboten: Standardversand.",
  },
  reloading: "Die Seite wird gleich neu geladen.",
  removed: (name) => `${name} wurde aus deinem Warenkorb entfernt.`,
  savedDone: (name) => `${name} wurde für später gemerkt.`,
  movedToCart: (name) => `${name} liegt wieder in deinem Warenkorb.`,
  loadFailed: "Dein Warenkorb konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  otherSite: "Dein Warenkorb wurde auf einer anderen unserer regionalen Seiten begonnen, mit deren Preisen und Währung.",
  toOtherSite: "Zu diesem Warenkorb",
  associateBanner: (store, employee) => `Kauf im Geschäft: ${store} · ${employee}`,
  associate: {
    adjustPrice: "Preis anpassen",
    adjustPriceOf: (name) => `Preis anpassen: ${name}`,
    adjustOrder: "Preis der Bestellung anpassen",
    edit: "Ändern",
    editOf: (name) => `Preisanpassung ändern: ${name}`,
    removeOf: (name) => `Preisanpassung entfernen: ${name}`,
    theOrder: "Bestellung",
    lineTitle: (name) => `Preis von ${name} anpassen`,
    orderTitle: "Preis der Bestellung anpassen",
    orderHeading: "Preisanpassung der Bestellung",
    type: "Anpassung",
    types: { AMOUNT: "Betrag", PERCENT: "Prozent", FIXED_PRICE: "Neuer Preis" },
    valueLabel: { AMOUNT: "Nachlass je Stück", PERCENT: "Nachlass in Prozent (ganze Zahl)", FIXED_PRICE: "Neuer Preis je Stück" },
    orderAmountLabel: "Nachlass auf die Bestellung",
    reason: "Grund",
    chooseReason: "Grund wählen",
    reasons: { PRICE_MATCH: "Preisangleichung", DAMAGED_ITEM: "Beschädigter Artikel", CUSTOMER_SERVICE: "Kundenservice", DISPLAY_MODEL: "Ausstellungsstück", MANAGER_OVERRIDE: "Entscheidung der Filialleitung" },
    save: "Anpassung speichern",
    saving: "Wird gespeichert …",
    saved: "Preis angepasst.",
    removed: "Preisanpassung entfernt.",
    adjusted: (amount, reason, terms) => `Preis angepasst: ${amount} (${terms ? `${terms}, ` : ""}${reason})`,
    percentOff: (percent) => `${percent} % Nachlass`,
    amountOffEach: (amount) => `${amount} Nachlass je Stück`,
    newPriceEach: (amount) => `neuer Preis ${amount} je Stück`,
    valuePositive: "Gib einen Wert größer als null ein",
    percentWhole: "Gib einen ganzzahligen Prozentsatz ein",
    percentMax: "Ein Prozentsatz kann nicht über 100 liegen",
    amountCents: "Gib höchstens zwei Nachkommastellen ein",
    amountOverLimit: (limit) => `Der Nachlass kann nicht höher sein als ${limit}`,
    fixedPriceBelow: (price) => `Der neue Preis muss unter ${price} liegen`,
  },
};

const BY_LANGUAGE: Record<string, CartStrings> = { en, fr, de };

export const cartStrings = (siteId: string): CartStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
