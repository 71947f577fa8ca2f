/**
 * Phone numbers as the backend stores them: E.164 (commerce spec §5). Shared by sign-up and the
 * account (identity, consumer) and by checkout's addresses, so it sits above all three areas
 * rather than in one of them that the others would have to import.
 */

/**
 * A phone number as stored: E.164 (a plus, the dial code, up to 15 digits). Spaces, dashes,
 * dots and brackets are dropped; `00` becomes `+`; ten digits without a dial code get `+1`; a
 * UK number drops the 0 after 44 (spec §5). Undefined when it is not a phone number.
 */
export function normalizePhone(input: string): string | undefined {
  let phone = input.replace(/[\s().-]/g, "");
  if (phone.startsWith("00")) phone = `+${phone.slice(2)}`;
  if (/^\d{10}$/.test(phone)) phone = `+1${phone}`;
  if (phone.startsWith("+440")) phone = `+44${phone.slice(4)}`;
  return /^\+[1-9]\d{6,14}$/.test(phone) ? phone : undefined;
}

const DIAL_CODES: Readonly<Record<string, string>> = { US: "1", CA: "1", GB: "44", DE: "49", FR: "33" };

/** A phone in E.164, the country's dial code added to a national number; undefined when it is none. */
export function normalizePhoneFor(input: string, country: string): string | undefined {
  const compact = input.replace(/[\s().-]/g, "");
  const dial = DIAL_CODES[country];
  if (dial && /^0[1-9]\d{5,13}$/.test(compact)) return normalizePhone(`+${dial}${compact.slice(1)}`);
  return normalizePhone(compact);
}
