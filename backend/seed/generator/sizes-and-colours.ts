import type { GenderCode, Kind } from "./catalogue-model.ts";

/**
 * Size runs and colours, and their codes in variant ids: a variant id is the style id, a colour
 * letter and a 2-character size code (fixtures/commerce/README.md, "Conventions").
 */

export const APPAREL = ["XS", "S", "M", "L", "XL", "XXL"];
const KIDS_APPAREL = ["XS", "S", "M", "L", "XL"];
const MEN_SHOES = ["7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11", "11.5", "12", "13"];
const WOMEN_SHOES = ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10", "11"];
const KIDS_SHOES = ["11", "12", "13", "1", "2", "3", "4", "5"];
const WAIST = ["28", "30", "32", "34", "36", "38", "40"];
const PACK = ["S", "M", "L"];
const DUFFEL = ["XS", "S", "M", "L", "XL"];
export const HATS = ["S", "M", "L"];
const GLOVES = ["XS", "S", "M", "L", "XL"];
const SOCKS = ["S", "M", "L", "XL"];
const TENT = ["1P", "2P", "3P", "4P"];
const BAG = ["Regular", "Long", "Wide"];
export const GIFT = ["25", "50", "100", "250"];

const LETTER_CODES: Record<string, string> = { XS: "XS", S: "SM", M: "MD", L: "LG", XL: "XL", XXL: "2X", Regular: "RG", Long: "LN", Wide: "WD" };
const GIFT_CODES: Record<string, string> = { "25": "D1", "50": "D2", "100": "D3", "250": "D4" };

/** The 2-character size part of a variant id: M → MD, 10.5 → 0H, 9 → 09, 2P → 2P, 50 (gift) → D2. */
export function sizeCode(size: string, gift: boolean): string {
  if (gift) return GIFT_CODES[size]!;
  if (LETTER_CODES[size]) return LETTER_CODES[size];
  if (/^\dP$/.test(size)) return size;
  const half = /^(\d+)\.5$/.exec(size);
  if (half) return `${Number(half[1]) % 10}H`;
  if (/^\d+$/.test(size)) return size.padStart(2, "0");
  throw new Error(`No size code for ${size}`);
}

/** Colour letter (the variant id's colour part) → colour code and name. */
export const PALETTE: Record<string, [code: string, name: string]> = {
  K: ["BLK", "Black"],
  N: ["NVY", "Summit Navy"],
  R: ["RED", "Fiery Red"],
  G: ["OLV", "Forest Olive"],
  B: ["BLU", "Lake Blue"],
  Y: ["GRY", "Granite Grey"],
  O: ["ORG", "Ember Orange"],
  W: ["WHT", "Glacier White"],
  T: ["TAN", "Desert Tan"],
  P: ["PLM", "Dusk Plum"],
  S: ["SAG", "Lichen Sage"],
  C: ["CRL", "Sunset Coral"],
  M: ["MUS", "Ochre"],
  A: ["TEA", "Alpine Teal"],
};
export const GIFT_DESIGNS: Record<string, [code: string, name: string]> = { A: ["ALP", "Alpenglow"], F: ["FOR", "Forest"], S: ["SNW", "Snowfall"] };

export function sizeRun(kind: Kind, gender: GenderCode, name: string): string[] {
  switch (kind) {
    case "shell":
    case "down":
    case "insulated":
    case "base":
    case "fleece":
    case "shirt":
      return gender === "k" ? KIDS_APPAREL : APPAREL;
    case "trousers":
      return gender === "m" ? WAIST : gender === "k" ? KIDS_APPAREL : APPAREL;
    case "boot":
    case "trail":
    case "winter":
    case "sandal":
      return gender === "w" ? WOMEN_SHOES : gender === "k" ? KIDS_SHOES : MEN_SHOES;
    case "daypack":
    case "trek":
      return PACK;
    case "duffel":
      return DUFFEL;
    case "hat":
      return /glove|mitten/i.test(name) ? GLOVES : HATS;
    case "socks":
      return SOCKS;
    case "tent":
      return TENT;
    case "bag":
      return BAG;
    case "gift":
      return GIFT;
  }
}
