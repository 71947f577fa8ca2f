import { formatPrice, siteById } from "../../../contracts/sites.ts";

/** Price parts of the commerce API's answers (a product's range, a variant's price). */
export interface PriceRange {
  lowCurrent: number;
  highCurrent: number;
  lowOriginal: number;
  highOriginal: number;
  onSale: boolean;
}

export interface PriceText {
  /** What the shopper pays: one amount or a range `from – to`. */
  current: string;
  /** The original price, struck through, when on sale. */
  original?: string;
  /** For screen readers: "Sale price $286.99, was $410.00". */
  label: string;
}

const amountOrRange = (low: number, high: number, format: (amount: number) => string) => (low === high ? format(low) : `${format(low)} – ${format(high)}`);

/**
 * A price as the site shows it (its currency, symbol or code, decimals and locale): one amount or
 * a range, with the original price when on sale.
 */
export function priceText(price: PriceRange, siteId: string, words: { sale: string; was: string; price: string } = { sale: "Sale price", was: "was", price: "Price" }): PriceText {
  const site = siteById(siteId);
  const format = (amount: number) => formatPrice(amount, site);
  const current = amountOrRange(price.lowCurrent, price.highCurrent, format);
  const showOriginal = price.onSale && (price.lowOriginal !== price.lowCurrent || price.highOriginal !== price.highCurrent);
  const original = showOriginal ? amountOrRange(price.lowOriginal, price.highOriginal, format) : undefined;
  return { current, original, label: original ? `${words.sale} ${current}, ${words.was} ${original}` : `${words.price} ${current}` };
}

/** A variant's price as a range of one. */
export const variantRange = (price: { current: number; original: number; onSale: boolean }): PriceRange => ({
  lowCurrent: price.current,
  highCurrent: price.current,
  lowOriginal: price.original,
  highOriginal: price.original,
  onSale: price.onSale,
});
