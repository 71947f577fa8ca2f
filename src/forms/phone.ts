import { DEFAULT_PHONE_MASK, NORTH_AMERICAN_PHONE_MASK, type SiteConfig } from "../../contracts/sites.ts";

/**
 * Phone numbers by country mask (content spec §3 phone code entry: code, dialCode, mask; §5;
 * commerce spec §5). A mask writes each digit as `X`: "(XXX) XXX - XXXX". The digits a number
 * needs come from the masks of its country, a range when it has several.
 */
export interface PhoneCountry {
  code: string;
  dialCode: string;
  masks: readonly string[];
  /** The North American numbering plan: exactly 10 digits, the first 2–9. */
  northAmerican: boolean;
  /** National digits of a made-up number in the first mask, for the field's hint. */
  example?: string;
}

/**
 * The countries of the storefront's sites, as the country list (`/consumers-v3/utilities/
 * countryList`) answers them; a test keeps them equal to its fixture.
 */
export const PHONE_COUNTRIES: Readonly<Record<string, PhoneCountry>> = {
  US: { code: "US", dialCode: "+1", masks: [NORTH_AMERICAN_PHONE_MASK], northAmerican: true, example: "2015550123" },
  CA: { code: "CA", dialCode: "+1", masks: [NORTH_AMERICAN_PHONE_MASK], northAmerican: true, example: "4165550123" },
  GB: { code: "GB", dialCode: "+44", masks: [DEFAULT_PHONE_MASK], northAmerican: false, example: "7700900123" },
  DE: { code: "DE", dialCode: "+49", masks: ["XXXX - XXX - XXX", "XXX - XXXX - XXXX"], northAmerican: false, example: "1512345678" },
};

/** A site's phone country: its own, else one built from the site's mask and region. */
export function phoneCountryOf(site: Pick<SiteConfig, "country" | "phoneMask" | "region">): PhoneCountry {
  return PHONE_COUNTRIES[site.country] ?? { code: site.country, dialCode: "", masks: [site.phoneMask], northAmerican: site.region === "NORA" };
}

/** The default mask of a region (content spec §5). */
export const defaultPhoneMask = (northAmerican: boolean) => (northAmerican ? NORTH_AMERICAN_PHONE_MASK : DEFAULT_PHONE_MASK);

export const maskDigitCount = (mask: string) => [...mask].filter((character) => character === "X").length;

/** The fewest and most digits the masks allow. */
export function digitRange(masks: readonly string[]): { min: number; max: number } {
  const counts = masks.map(maskDigitCount);
  return { min: Math.min(...counts), max: Math.max(...counts) };
}

/**
 * The national digits of a typed number: separators dropped, then a leading `+` with the
 * country's dial code (or `00` and the dial code) dropped, then — outside North America — the
 * trunk `0` (commerce spec §5: "UK numbers drop a leading zero after code 44").
 */
export function nationalDigits(value: string, country: Pick<PhoneCountry, "dialCode" | "northAmerican">): string {
  const trimmed = value.trim();
  let digits = trimmed.replace(/\D/g, "");
  const dial = country.dialCode.replace(/\D/g, "");
  const international = trimmed.startsWith("+") ? digits : trimmed.startsWith("00") ? digits.slice(2) : undefined;
  if (international !== undefined && dial && international.startsWith(dial)) digits = international.slice(dial.length);
  if (!country.northAmerican && digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

/** Whether the national digits fit the country: 10 digits starting 2–9 in North America, else the masks' range. */
export function isPhoneNumber(value: string, country: PhoneCountry): boolean {
  const digits = nationalDigits(value, country);
  if (country.northAmerican) return /^[2-9]\d{9}$/.test(digits);
  const { min, max } = digitRange(country.masks.length ? country.masks : [defaultPhoneMask(false)]);
  return digits.length >= min && digits.length <= max;
}

/** The number as sent to the commerce API: a plus, the dial code and the national digits. */
export function toE164(value: string, country: PhoneCountry): string {
  return `${country.dialCode}${nationalDigits(value, country)}`;
}

/**
 * The national digits written in the first mask with exactly that many digits, or the digits
 * unchanged when no mask fits.
 */
export function formatPhone(value: string, country: PhoneCountry): string {
  const digits = nationalDigits(value, country);
  const mask = country.masks.find((candidate) => maskDigitCount(candidate) === digits.length);
  if (!mask) return digits;
  let next = 0;
  return mask.replace(/X/g, () => digits[next++]!);
}

/** An example number in the country's first mask, for a hint ("(201) 555 - 0123"). */
export function examplePhone(country: PhoneCountry): string {
  const sample = country.example ?? "2015550123456789";
  const mask = country.masks[0] ?? defaultPhoneMask(country.northAmerican);
  let next = 0;
  return mask.replace(/X/g, () => sample[next++ % sample.length]!);
}

/** The last four digits behind bullets, to show where a code was sent without showing the number. */
export function maskedPhone(e164: string): string {
  return `•••• ${e164.replace(/\D/g, "").slice(-4)}`;
}

/** The code texted for an SMS double opt-in has this many digits (the SMS subscription contract's). */
export const SMS_CODE_LENGTH = 6;
