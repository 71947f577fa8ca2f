import { siteById } from "../../../../contracts/sites.ts";

/** The gift card balance's words, per site language. */
export interface GiftCardBalanceStrings {
  heading: string;
  intro: string;
  number: string;
  numberHint: string;
  pin: string;
  pinHint: string;
  numberRequired: string;
  pinRequired: string;
  check: string;
  checking: string;
  resultHeading: string;
  card: string;
  cardEnding: (last4: string) => string;
  balance: string;
  validUntil: string;
  noExpiry: string;
  spendIt: string;
}

const en: GiftCardBalanceStrings = {
  heading: "Check your gift card balance",
  intro: "Enter the number and PIN from the back of your gift card, or from the email of your e-gift card.",
  number: "Gift card number",
  numberHint: "16 to 19 digits; spaces are fine.",
  pin: "PIN",
  pinHint: "Under the silver strip on the back of the card.",
  numberRequired: "Enter the gift card number.",
  pinRequired: "Enter the PIN.",
  check: "Check balance",
  checking: "Checking…",
  resultHeading: "Your gift card",
  card: "Card",
  cardEnding: (last4) => `ending ${last4}`,
  balance: "Balance",
  validUntil: "Valid until",
  noExpiry: "No expiry date",
  spendIt: "Spend it online at checkout or in any of our stores.",
};

const fr: GiftCardBalanceStrings = {
  heading: "Vérifier le solde de votre carte-cadeau",
  intro: "Saisissez le numéro et le NIP au dos de votre carte-cadeau, ou dans le courriel de votre carte-cadeau électronique.",
  number: "Numéro de la carte-cadeau",
  numberHint: "16 à 19 chiffres; les espaces sont acceptées.",
  pin: "NIP",
  pinHint: "Sous la bande argentée au dos de la carte.",
  numberRequired: "Saisissez le numéro de la carte-cadeau.",
  pinRequired: "Saisissez le NIP.",
  check: "Vérifier le solde",
  checking: "Vérification…",
  resultHeading: "Votre carte-cadeau",
  card: "Carte",
  cardEnding: (last4) => `se terminant par ${last4}`,
  balance: "Solde",
  validUntil: "Valide jusqu’au",
  noExpiry: "Sans date d’expiration",
  spendIt: "Utilisez-la en ligne au moment de payer ou dans nos magasins.",
};

const de: GiftCardBalanceStrings = {
  heading: "Guthaben Ihrer Geschenkkarte prüfen",
  intro: "Geben Sie die Nummer und die PIN von der Rückseite Ihrer Geschenkkarte oder aus der E-Mail Ihrer E-Geschenkkarte ein.",
  number: "Nummer der Geschenkkarte",
  numberHint: "16 bis 19 Ziffern; Leerzeichen sind erlaubt.",
  pin: "PIN",
  pinHint: "Unter dem Silberstreifen auf der Rückseite der Karte.",
  numberRequired: "Geben Sie die Nummer der Geschenkkarte ein.",
  pinRequired: "Geben Sie die PIN ein.",
  check: "Guthaben prüfen",
  checking: "Wird geprüft…",
  resultHeading: "Ihre Geschenkkarte",
  card: "Karte",
  cardEnding: (last4) => `mit Endziffern ${last4}`,
  balance: "Guthaben",
  validUntil: "Gültig bis",
  noExpiry: "Kein Ablaufdatum",
  spendIt: "Lösen Sie sie online an der Kasse oder in einem unserer Stores ein.",
};

const BY_LANGUAGE: Record<string, GiftCardBalanceStrings> = { en, fr, de };

export const giftCardBalanceStrings = (siteId: string): GiftCardBalanceStrings => BY_LANGUAGE[siteById(siteId).language] ?? en;
