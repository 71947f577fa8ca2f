import { siteById } from "../../../../contracts/sites.ts";
import { PHONE_COUNTRIES, isPhoneNumber, phoneCountryOf, toE164, type PhoneCountry } from "../../../forms/phone.ts";
import { compose, rulesFor, type Validator } from "../../../forms/validators.ts";
import type { AddressBody } from "../../api/client-checkout.ts";
import { addressFormStrings } from "./address-form-strings.ts";

/**
 * The checkout address form's client rules (commerce spec §3 Address, §5): the same rules the
 * reference backend checks (backend/checkout/addresses.ts), told to the shopper before the
 * request. The backend stays the judge: P.O. boxes (SHP500) and the site country (PAY401) are
 * left to it, since billing addresses may be P.O. boxes.
 */

/** The address fields a form holds, in their order. */
export const ADDRESS_FIELDS = [
  "recipientFirstName",
  "recipientLastName",
  "addressLine1",
  "addressLine2",
  "city",
  "stateCityProvDept",
  "postalCode",
  "country",
  "recipientContactPhone",
  "recipientContactEmail",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The contract's lengths (contracts/api/checkout.ts addressInput). */
export const ADDRESS_MAX_LENGTHS: Readonly<Record<AddressField, number>> = {
  recipientFirstName: 50,
  recipientLastName: 50,
  addressLine1: 100,
  addressLine2: 100,
  city: 60,
  stateCityProvDept: 60,
  postalCode: 12,
  country: 2,
  recipientContactPhone: 32,
  recipientContactEmail: 254,
};

/** Postal codes per country, upper-cased before the test (US 12345-6789, CA A1A 1A1, GB, DE). */
const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  DE: /^\d{5}$/,
};

/** US and Canadian addresses need a state or province. */
export const requiresRegion = (country: string) => country === "US" || country === "CA";

export function isPostalCode(value: string, country: string): boolean {
  const pattern = POSTAL_CODES[country];
  return !pattern || pattern.test(value.trim().toUpperCase().replace(/\s+/g, " "));
}

/** The phone country of an address: its country's, else the site's. */
export function phoneCountryFor(country: string, siteId: string): PhoneCountry {
  return PHONE_COUNTRIES[country] ?? phoneCountryOf(siteById(siteId));
}

/** A typed phone number in E.164 (spec §5), or the typed text when it is not a number of the country. */
export function normalisedPhone(value: string, country: PhoneCountry): string {
  const trimmed = value.trim();
  return trimmed && isPhoneNumber(trimmed, country) ? toE164(trimmed, country) : trimmed;
}

/**
 * The message of every field that breaks a rule. Phone and email are checked (and required)
 * only when the address carries them as text (the form had the field): `undefined` means the
 * form did not ask.
 */
export function addressErrors(address: AddressBody, siteId: string): Partial<Record<string, string>> {
  const site = siteById(siteId);
  const rules = rulesFor(site.language);
  const strings = addressFormStrings(siteId);
  const country = (address.country || site.country).toUpperCase();
  const maxLength = (field: AddressField) => rules.maxLength(ADDRESS_MAX_LENGTHS[field]);
  const postalCode: Validator = (value) => (typeof value === "string" && value.trim() && !isPostalCode(value, country) ? strings.postalCodeInvalid : undefined);
  const phoneCountry = phoneCountryFor(country, siteId);

  const validators: Partial<Record<AddressField, Validator>> = {
    recipientFirstName: compose(rules.required(), rules.name(), maxLength("recipientFirstName")),
    recipientLastName: compose(rules.required(), rules.name(), maxLength("recipientLastName")),
    addressLine1: compose(rules.required(), maxLength("addressLine1")),
    addressLine2: maxLength("addressLine2"),
    city: compose(rules.required(), maxLength("city")),
    stateCityProvDept: requiresRegion(country) ? compose(rules.required(), maxLength("stateCityProvDept")) : maxLength("stateCityProvDept"),
    postalCode: compose(rules.required(), postalCode),
  };
  if (typeof address.recipientContactPhone === "string") {
    validators.recipientContactPhone = compose(rules.required(), rules.phone({ masks: phoneCountry.masks, northAmerican: phoneCountry.northAmerican, dialCode: phoneCountry.dialCode }));
  }
  if (typeof address.recipientContactEmail === "string") {
    validators.recipientContactEmail = compose(rules.required(), rules.email(), maxLength("recipientContactEmail"));
  }

  const values = address as unknown as Record<string, string | undefined>;
  const errors: Partial<Record<string, string>> = {};
  for (const [field, validate] of Object.entries(validators)) {
    const message = validate(values[field] ?? undefined, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * An answered (or saved) address as the address calls take it: the address fields only, empty
 * ones left out (an address book entry's id and flags are not sent).
 */
export function addressBodyOfAnswer(address: Readonly<Record<AddressField, string | null | undefined>>): AddressBody {
  const body: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (typeof value === "string" && value !== "") body[field] = value;
  }
  return body as unknown as AddressBody;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toLowerCase().replace(/\s+/g, " ") === (b ?? "").trim().toLowerCase().replace(/\s+/g, " ");
type AddressValues = Partial<Readonly<Record<AddressField, string | null | undefined>>>;
/** Whether two addresses are the same one (case and spacing aside): the cart already has it, nothing to send again. */
export const isSameAddress = (address: AddressValues, current: AddressValues | undefined) => !!current && ADDRESS_FIELDS.every((key) => same(address[key], current[key]));

/**
 * The form field an answer's `details.field` names (`postalCode`, `address.postalCode`,
 * `shippingAddress.city`, `phone`), or undefined when it is no address field.
 */
export function addressFieldOf(field: unknown): AddressField | undefined {
  if (typeof field !== "string") return undefined;
  const last = field.split(".").pop() ?? "";
  if (last === "phone") return "recipientContactPhone";
  if (last === "email") return "recipientContactEmail";
  return (ADDRESS_FIELDS as readonly string[]).includes(last) ? (last as AddressField) : undefined;
}
