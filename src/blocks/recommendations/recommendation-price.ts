import type { RecommendationItem } from "../../../contracts/api/decide-answer.ts";
import type { SiteConfig } from "../../../contracts/sites.ts";
import type { RecommendationStrings } from "./recommendation-strings.ts";

export interface RecommendationPriceText {
  /** What the shopper pays: one amount or a range. */
  current: string;
  /** The original price, struck through, when on sale. */
  original?: string;
  /** "20% off" (rounded, commerce spec §9), when on sale and the engine sent it. */
  off?: string;
  /** Best-price hints (content spec §3, §9's omnibus rule), each a sentence. */
  hints: string[];
  /** For screen readers: "Sale price $80.00, was $100.00". */
  label: string;
}

type PricedItem = Pick<RecommendationItem, "price" | "percentagePriceDiscount" | "historicBestPrice" | "previousBestSalesPrice">;

/**
 * A recommended item's price as the site shows it, in the currency the engine priced it in. The
 * historic best price shows only when the current price is below both the original price and
 * the historic best (the omnibus rule); the previous best sale price whenever the engine sent one
 * that is not the current price.
 */
export function recommendationPriceText(item: PricedItem, site: SiteConfig, words: RecommendationStrings): RecommendationPriceText {
  const { price } = item;
  const money = new Intl.NumberFormat(site.locale, { style: "currency", currency: price.currency, currencyDisplay: site.currencyDisplay });
  const range = (low: number, high: number) => (low === high ? money.format(low) : `${money.format(low)} – ${money.format(high)}`);
  const current = range(price.lowCurrent, price.highCurrent);
  const onSale = price.lowCurrent < price.lowOriginal || price.highCurrent < price.highOriginal;
  const original = onSale ? range(price.lowOriginal, price.highOriginal) : undefined;
  const percent = item.percentagePriceDiscount;
  const off = onSale && percent !== undefined && Math.round(percent) >= 1 ? words.off(new Intl.NumberFormat(site.locale, { style: "percent", maximumFractionDigits: 0 }).format(Math.round(percent) / 100)) : undefined;
  const hints: string[] = [];
  const historic = item.historicBestPrice;
  if (historic !== undefined && price.lowCurrent < price.lowOriginal && price.lowCurrent < historic) hints.push(words.lowestRecent(money.format(historic)));
  const previous = item.previousBestSalesPrice;
  if (previous !== undefined && previous !== price.lowCurrent) hints.push(words.previousBest(money.format(previous)));
  return { current, original, off, hints, label: original ? `${words.sale} ${current}, ${words.was} ${original}` : `${words.price} ${current}` };
}
