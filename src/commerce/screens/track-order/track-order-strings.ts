import { siteById } from "../../../../contracts/sites.ts";

/** The order tracking's words, per site language (English for a language without its own). */
export interface TrackOrderStrings {
  heading: string;
  intro: string;
  orderNumber: string;
  orderNumberHint: string;
  orderNumberFormat: string;
  email: string;
  emailHint: string;
  submit: string;
  working: string;
  formLabel: string;
  resultTitle: (orderNumber: string) => string;
  placedOn: string;
  status: string;
  noShipment: string;
  /** Commerce spec §8 OHS4004, ORD409: no order with this number and email (the backend's one answer for either miss). */
  notFound: string;
  /** Commerce spec §8 ORD400: invalid order email. */
  wrongEmail: string;
  tooMany: string;
}

const en: TrackOrderStrings = {
  heading: "Track your order",
  intro: "Enter your order number and the email address you used when you placed the order.",
  orderNumber: "Order number",
  orderNumberHint: "It starts with RL, as in RL12345678: you will find it in your confirmation email.",
  orderNumberFormat: "Enter an order number like RL12345678.",
  email: "Email",
  emailHint: "The address the order confirmation went to.",
  submit: "Track order",
  working: "Looking for your order…",
  formLabel: "Find your order",
  resultTitle: (orderNumber) => `Order ${orderNumber}`,
  placedOn: "Placed on",
  status: "Status",
  noShipment: "Your order is being prepared. Tracking appears here once it ships.",
  notFound: "We could not find an order with this order number and email address. Please check both.",
  wrongEmail: "This email address does not match the order. Use the address the order confirmation went to.",
  tooMany: "Too many attempts. Please wait 15 minutes and try again.",
};

const fr: TrackOrderStrings = {
  heading: "Suivre votre commande",
  intro: "Saisissez votre numéro de commande et l’adresse courriel utilisée pour passer la commande.",
  orderNumber: "Numéro de commande",
  orderNumberHint: "Il commence par RL, comme RL12345678 : vous le trouverez dans votre courriel de confirmation.",
  orderNumberFormat: "Saisissez un numéro de commande comme RL12345678.",
  email: "Courriel",
  emailHint: "L’adresse à laquelle la confirmation de commande a été envoyée.",
  submit: "Suivre la commande",
  working: "Recherche de votre commande…",
  formLabel: "Retrouver votre commande",
  resultTitle: (orderNumber) => `Commande ${orderNumber}`,
  placedOn: "Passée le",
  status: "Statut",
  noShipment: "Votre commande est en préparation. Le suivi s’affichera ici dès son expédition.",
  notFound: "Aucune commande ne correspond à ce numéro et à cette adresse courriel. Veuillez vérifier les deux.",
  wrongEmail: "Cette adresse courriel ne correspond pas à la commande. Utilisez l’adresse à laquelle la confirmation a été envoyée.",
  tooMany: "Trop de tentatives. Veuillez patienter 15 minutes et réessayer.",
};

const de: TrackOrderStrings = {
  heading: "Bestellung verfolgen",
  intro: "Geben Sie Ihre Bestellnummer und die E-Mail-Adresse ein, mit der Sie bestellt haben.",
  orderNumber: "Bestellnummer",
  orderNumberHint: "Sie beginnt mit RL, etwa RL12345678: Sie finden sie in Ihrer Bestätigungs-E-Mail.",
  orderNumberFormat: "Geben Sie eine Bestellnummer wie RL12345678 ein.",
  email: "E-Mail",
  emailHint: "Die Adresse, an die die Bestellbestätigung ging.",
  submit: "Bestellung verfolgen",
  working: "Ihre Bestellung wird gesucht…",
  formLabel: "Ihre Bestellung finden",
  resultTitle: (orderNumber) => `Bestellung ${orderNumber}`,
  placedOn: "Bestellt am",
  status: "Status",
  noShipment: "Ihre Bestellung wird vorbereitet. Die Sendungsverfolgung erscheint hier, sobald sie versandt ist.",
  notFound: "Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfen Sie beides.",
  wrongEmail: "Diese E-Mail-Adresse passt nicht zur Bestellung. Verwenden Sie die Adresse, an die die Bestätigung ging.",
  tooMany: "Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.",
};

const BY_LANGUAGE: Record<string, TrackOrderStrings> = { en, fr, de };

export const trackOrderStrings = (siteId: string): TrackOrderStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
