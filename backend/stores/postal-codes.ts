/**
 * Postal codes to lookup keys of `postal_areas`, most precise first: a postal code is placed at
 * the centre of the area of its longest known prefix. Pure; the formats are the countries'.
 */

/** Upper case, without spaces or dashes. */
export function normalisePostalCode(postalCode: string): string {
  return postalCode.toUpperCase().replace(/[\s-]+/g, "");
}

const prefixesOf = (code: string, shortest: number) => {
  const keys: string[] = [];
  for (let length = code.length; length >= Math.max(1, shortest); length--) keys.push(code.slice(0, length));
  return keys;
};

/**
 * - US: the 5-digit ZIP (a ZIP+4 is cut), then its 4- and 3-digit prefixes (the sectional centre).
 * - CA: the forward sortation area (`M5B`), then the province letter (`M`).
 * - GB: the outward code (`WC2E`), down to the postcode area letters (`WC`), never shorter: `E`
 *   (East London) is not a prefix of `EH2` (Edinburgh).
 * - Elsewhere: the code, down to its first two characters.
 */
export function postalCodeCandidates(country: string, postalCode: string): string[] {
  const code = normalisePostalCode(postalCode);
  if (!code) return [];
  switch (country) {
    case "US":
      return prefixesOf(code.slice(0, 5), 3);
    case "CA":
      return code.length >= 3 ? [code.slice(0, 3), code.slice(0, 1)] : [code];
    case "GB": {
      // A full postcode ends with the inward code: a digit and two letters.
      const outward = code.length >= 5 && /\d[A-Z]{2}$/.test(code) ? code.slice(0, -3) : code;
      const area = /^[A-Z]{1,2}/.exec(outward)?.[0] ?? outward;
      return prefixesOf(outward, area.length);
    }
    default:
      return prefixesOf(code, Math.min(2, code.length));
  }
}
