import { LOW_STOCK_THRESHOLD, type STOCK_STATUSES } from "../../contracts/api/products.ts";

/**
 * Business rules of product answers, as pure functions (tested in catalogue-rules.test.ts):
 * stock status, discounts, price ranges, badges, size order and attribute labels.
 */

export type StockStatus = (typeof STOCK_STATUSES)[number];

/** What a shopper is told about a variant's stock: online first, then stores. */
export function stockStatus(onlineQuantity: number, storeQuantity: number): StockStatus {
  if (onlineQuantity > LOW_STOCK_THRESHOLD) return "IN_STOCK";
  if (onlineQuantity > 0) return "LOW_STOCK";
  return storeQuantity > 0 ? "IN_STORE_ONLY" : "OUT_OF_STOCK";
}

/** The best status of several variants (a product, a colour). */
export function bestStatus(statuses: readonly StockStatus[]): StockStatus {
  const order: StockStatus[] = ["IN_STOCK", "LOW_STOCK", "IN_STORE_ONLY", "OUT_OF_STOCK"];
  return order.find((status) => statuses.includes(status)) ?? "OUT_OF_STOCK";
}

/** Percent off with one decimal (commerce spec §9): 41000 → 28699 is 30.0. */
export function percentageDiscount(originalMinor: number, currentMinor: number): number {
  if (originalMinor <= 0 || currentMinor >= originalMinor) return 0;
  return Math.round(((originalMinor - currentMinor) * 1000) / originalMinor) / 10;
}

export interface MinorPrice {
  listAmount: number;
  saleAmount: number;
}

export interface PriceRange {
  lowCurrent: number;
  highCurrent: number;
  lowOriginal: number;
  highOriginal: number;
  onSale: boolean;
  percentageDiscount: number;
}

/** Lowest and highest prices over variants (minor units); undefined without any price. */
export function priceRangeOf(prices: readonly MinorPrice[]): PriceRange | undefined {
  if (prices.length === 0) return undefined;
  const current = prices.map((price) => price.saleAmount);
  const original = prices.map((price) => price.listAmount);
  return {
    lowCurrent: Math.min(...current),
    highCurrent: Math.max(...current),
    lowOriginal: Math.min(...original),
    highOriginal: Math.max(...original),
    onSale: prices.some((price) => price.saleAmount < price.listAmount),
    percentageDiscount: Math.max(...prices.map((price) => percentageDiscount(price.listAmount, price.saleAmount))),
  };
}

export const SALE_BADGE = "Sale";

/**
 * The eyebrow label and all labels of a product: its own badge (New, Best seller…) comes first;
 * "Sale" is added when some variant is on sale in the answer's currency.
 */
export function badgesOf(productBadge: string | null, onSale: boolean): { badge: string | null; badges: string[] } {
  const badges = [productBadge, onSale ? SALE_BADGE : null].filter((label): label is string => label !== null && label !== "");
  return { badge: badges[0] ?? null, badges: [...new Set(badges)] };
}

const APPAREL_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "3XL"];
const LENGTH_SIZES = ["Regular", "Long", "Wide"];

/** Sort key of a size: apparel letters in order, numbers (shoes, waists, tents "2P", gift amounts) by value, then words. */
function sizeKey(size: string): [number, number, string] {
  const apparel = APPAREL_SIZES.indexOf(size);
  if (apparel >= 0) return [0, apparel, size];
  const number = /^(\d+(?:\.\d+)?)P?$/.exec(size);
  if (number) return [1, Number(number[1]), size];
  const length = LENGTH_SIZES.indexOf(size);
  if (length >= 0) return [2, length, size];
  return [3, 0, size];
}

export function compareSizes(a: string, b: string): number {
  const [groupA, rankA, textA] = sizeKey(a);
  const [groupB, rankB, textB] = sizeKey(b);
  return groupA - groupB || rankA - rankB || textA.localeCompare(textB);
}

/** Display labels of the catalogue's attribute keys, in the order a specification table shows them. */
const ATTRIBUTE_LABELS: [key: string, label: string][] = [
  ["material", "Material"],
  ["upper", "Upper"],
  ["insulation", "Insulation"],
  ["fill", "Fill"],
  ["waterproof", "Waterproofing"],
  ["waterproofRating", "Waterproof rating"],
  ["breathability", "Breathability"],
  ["warmth", "Warmth"],
  ["comfortTemperature", "Comfort temperature"],
  ["tempRating", "Temperature rating"],
  ["outsole", "Outsole"],
  ["drop", "Heel-to-toe drop"],
  ["cushioning", "Cushioning"],
  ["height", "Sock height"],
  ["fit", "Fit"],
  ["inseam", "Inseam"],
  ["upf", "Sun protection"],
  ["odourControl", "Odour control"],
  ["volume", "Volume"],
  ["backSystem", "Back system"],
  ["hydrationCompatible", "Hydration compatible"],
  ["seasons", "Seasons"],
  ["doors", "Doors"],
  ["poles", "Poles"],
  ["shape", "Shape"],
  ["weight", "Weight"],
  ["packedWeight", "Packed weight"],
  ["delivery", "Delivery"],
  ["validity", "Validity"],
];
const LABELS = new Map(ATTRIBUTE_LABELS);
const POSITION = new Map(ATTRIBUTE_LABELS.map(([key], index) => [key, index]));

/** "backSystem" → "Back system" for keys without a label of their own. */
export function labelOfAttribute(key: string): string {
  const known = LABELS.get(key);
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The attributes as a specification list: known keys in table order, others after them by name. */
export function attributeList(attributes: Record<string, string>): { id: string; label: string; value: string }[] {
  return Object.entries(attributes)
    .sort(([a], [b]) => (POSITION.get(a) ?? Infinity) - (POSITION.get(b) ?? Infinity) || a.localeCompare(b))
    .map(([id, value]) => ({ id, label: labelOfAttribute(id), value }));
}
