import type { AddressAnswer, AddressInput } from "../../contracts/api/checkout.ts";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import { normalizePhoneFor } from "../phone-numbers.ts";

/**
 * Address rules of checkout (commerce spec §3 Address, §5 phones, §8 CHK380, CHK320, SHP410,
 * SHP500, PAY401, BIL400, BILL410, PYT406). Pure.
 *
 * Decisions where the spec is silent:
 * - The shipping address serves door-to-door delivery (standard and made-to-order shipments).
 *   It must be in the cart's site country (PAY401 "cannot ship there"): each site ships to its
 *   own country only.
 * - **P.O. boxes are refused (SHP500) on every site**, and so are US military addresses
 *   (APO/FPO/DPO cities, AA/AE/AP states, PSC/UNIT/CMR boxes): couriers deliver to a door
 *   against a signature. Pickup, ship-to-store and collection points need no address. Billing
 *   addresses may be P.O. boxes.
 * - US and Canadian addresses need a state or province; postal codes are checked against the
 *   country's format (US 12345 or 12345-6789, CA A1A 1A1, GB outward and inward code, DE five
 *   digits) and normalised (upper case, one space).
 * - Phones are normalised to E.164 (spec §5): a national number with a leading 0 takes the
 *   country's dial code (UK 07700 900123 → +447700900123), ten digits take +1.
 */

export type AddressProblem = { errorId: ErrorId; field: string; message: string };

const POSTAL_CODES: Readonly<Record<string, { pattern: RegExp; normalise: (value: string) => string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, normalise: (value) => value },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, normalise: (value) => `${value.replace(/\s/g, "").slice(0, 3)} ${value.replace(/\s/g, "").slice(3)}` },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, normalise: (value) => `${value.replace(/\s/g, "").slice(0, -3)} ${value.replace(/\s/g, "").slice(-3)}` },
  DE: { pattern: /^\d{5}$/, normalise: (value) => value },
};
const STATE_REQUIRED = new Set(["US", "CA"]);

/** A P.O. box in an address line: English, German and French forms. */
const PO_BOX = /(?:\bp[\s.]*o[\s.]*box\b|\bp[\s.]*o[\s.]*b[\s.]*\d|\bpost(?:al)?\s+office\s+box\b|\bpobox\b|\bpostfach\b|\bcase\s+postale\b|\bbo[iî]te\s+postale\b|\bc\.\s*p\.\s*\d)/i;
/** US military post: the PSC/UNIT/CMR box forms. */
const MILITARY_LINE = /\b(?:psc|unit|cmr)\s*\d+\b.*\bbox\s*\d+/i;
const MILITARY_CITY = /^(?:apo|fpo|dpo)$/i;
const MILITARY_STATES = new Set(["AA", "AE", "AP"]);

export function isPoBox(line: string | undefined | null): boolean {
  return !!line && PO_BOX.test(line);
}

export function isMilitaryAddress(address: Pick<AddressInput, "addressLine1" | "addressLine2" | "city" | "stateCityProvDept" | "country">): boolean {
  if (MILITARY_CITY.test(address.city.trim())) return true;
  if (address.country === "US" && address.stateCityProvDept && MILITARY_STATES.has(address.stateCityProvDept.trim().toUpperCase())) return true;
  return [address.addressLine1, address.addressLine2].some((line) => !!line && MILITARY_LINE.test(line));
}

/** The address as stored and answered, phone left as given (callers normalise it). */
function toAnswer(input: AddressInput, phone: string | null, postalCode: string): AddressAnswer {
  return {
    recipientFirstName: input.recipientFirstName,
    recipientLastName: input.recipientLastName,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? null,
    city: input.city,
    stateCityProvDept: input.stateCityProvDept ?? null,
    postalCode,
    country: input.country,
    recipientContactEmail: input.recipientContactEmail?.toLowerCase() ?? null,
    recipientContactPhone: phone,
  };
}

function postalCodeProblem(input: AddressInput, errorId: ErrorId): AddressProblem | { postalCode: string } {
  const rule = POSTAL_CODES[input.country];
  const upper = input.postalCode.toUpperCase().replace(/\s+/g, " ");
  if (!rule) return { postalCode: upper };
  if (!rule.pattern.test(upper)) return { errorId, field: "postalCode", message: `postalCode: not a postal code of ${input.country}` };
  return { postalCode: rule.normalise(upper) };
}

/**
 * Checks a shipping address for the site's country. The first problem, in this order: another
 * country (PAY401); no state for US/CA or a malformed postal code (CHK380); no phone (SHP410) or
 * not a phone (CHK380); a P.O. box or military address (SHP500).
 */
export function checkShippingAddress(input: AddressInput, siteCountry: string): { address: AddressAnswer } | { problem: AddressProblem } {
  if (input.country !== siteCountry) return { problem: { errorId: "PAY401", field: "country", message: `We cannot ship to ${input.country} from this site; choose an address in ${siteCountry}` } };
  if (STATE_REQUIRED.has(input.country) && !input.stateCityProvDept) return { problem: { errorId: "CHK380", field: "stateCityProvDept", message: "stateCityProvDept: is required" } };
  const postal = postalCodeProblem(input, "CHK380");
  if ("errorId" in postal) return { problem: postal };
  if (!input.recipientContactPhone) return { problem: { errorId: "SHP410", field: "recipientContactPhone", message: "A phone number is needed for delivery" } };
  const phone = normalizePhoneFor(input.recipientContactPhone, input.country);
  if (!phone) return { problem: { errorId: "CHK380", field: "recipientContactPhone", message: "recipientContactPhone: not a phone number" } };
  for (const field of ["addressLine1", "addressLine2"] as const) {
    if (isPoBox(input[field])) return { problem: { errorId: "SHP500", field, message: "We cannot deliver to a P.O. box; choose a street address or pick up in store" } };
  }
  if (isMilitaryAddress(input)) return { problem: { errorId: "SHP500", field: "city", message: "We cannot deliver to a military (APO/FPO/DPO) address" } };
  return { address: toAnswer(input, phone, postal.postalCode) };
}

/**
 * Checks a billing address: the phone (given apart, else the address's) must be there (BILL410)
 * and be a phone (ATTR300); the postal code must fit the country (PYT406).
 */
export function checkBillingAddress(input: AddressInput, phoneInput: string | undefined): { address: AddressAnswer } | { problem: AddressProblem } {
  const postal = postalCodeProblem(input, "PYT406");
  if ("errorId" in postal) return { problem: { ...postal, field: `address.${postal.field}` } };
  const given = phoneInput ?? input.recipientContactPhone;
  if (!given) return { problem: { errorId: "BILL410", field: "phone", message: "A phone number is needed with the billing address" } };
  const phone = normalizePhoneFor(given, input.country);
  if (!phone) return { problem: { errorId: "ATTR300", field: "phone", message: "phone: not a phone number" } };
  return { address: toAnswer(input, phone, postal.postalCode) };
}
