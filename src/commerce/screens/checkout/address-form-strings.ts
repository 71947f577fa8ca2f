import { siteById } from "../../../../contracts/sites.ts";

/** The address form's words, per site language. */
export interface AddressFormStrings {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** The state or province field's label, by country (US state, CA province, else region). */
  region: (country: string) => string;
  chooseRegion: string;
  postalCode: (country: string) => string;
  country: string;
  phone: string;
  phoneHint: (example: string) => string;
  email: string;
  emailHint: string;
  optional: (label: string) => string;
  postalCodeInvalid: string;
}

const en: AddressFormStrings = {
  firstName: "First name",
  lastName: "Last name",
  addressLine1: "Address",
  addressLine2: "Apartment, suite, building",
  city: "City",
  region: (country) => (country === "US" ? "State" : country === "CA" ? "Province" : "County"),
  chooseRegion: "Choose…",
  postalCode: (country) => (country === "US" ? "ZIP code" : country === "GB" ? "Postcode" : "Postal code"),
  country: "Country",
  phone: "Phone",
  phoneHint: (example) => `For delivery questions, e.g. ${example}`,
  email: "Email",
  emailHint: "Your order confirmation is sent here.",
  optional: (label) => `${label} (optional)`,
  postalCodeInvalid: "Enter a valid postal code",
};

const fr: AddressFormStrings = {
  firstName: "Prénom",
  lastName: "Nom",
  addressLine1: "Adresse",
  addressLine2: "Appartement, bureau, bâtiment",
  city: "Ville",
  region: (country) => (country === "US" ? "État" : country === "CA" ? "Province" : "Région"),
  chooseRegion: "Choisir…",
  postalCode: () => "Code postal",
  country: "Pays",
  phone: "Téléphone",
  phoneHint: (example) => `Pour les questions de livraison, p. ex. ${example}`,
  email: "Courriel",
  emailHint: "La confirmation de commande est envoyée à cette adresse.",
  optional: (label) => `${label} (facultatif)`,
  postalCodeInvalid: "Saisissez un code postal valide",
};

const de: AddressFormStrings = {
  firstName: "Vorname",
  lastName: "Nachname",
  addressLine1: "Adresse",
  addressLine2: "Wohnung, Gebäude, Zusatz",
  city: "Ort",
  region: (country) => (country === "US" ? "Bundesstaat" : country === "CA" ? "Provinz" : "Bundesland"),
  chooseRegion: "Auswählen…",
  postalCode: () => "Postleitzahl",
  country: "Land",
  phone: "Telefon",
  phoneHint: (example) => `Für Rückfragen zur Lieferung, z. B. ${example}`,
  email: "E-Mail",
  emailHint: "Die Bestellbestätigung wird an diese Adresse gesendet.",
  optional: (label) => `${label} (optional)`,
  postalCodeInvalid: "Geben Sie eine gültige Postleitzahl ein",
};

const BY_LANGUAGE: Readonly<Record<string, AddressFormStrings>> = { en, fr, de };

export function addressFormStrings(siteId: string): AddressFormStrings {
  return BY_LANGUAGE[siteById(siteId).language] ?? en;
}
