import { DEFAULT_SITE, SITES, type SiteConfig, findSite } from "../../contracts/sites.ts";
import type { CURRENCIES } from "../../contracts/api/products.ts";
import type { MemberPriceRule } from "../pricing/member-prices.ts";

export type Currency = (typeof CURRENCIES)[number];

/** The site and currency a product read answers in (URLs use the site, prices the currency). */
export interface SiteContext {
  site: SiteConfig;
  currency: Currency;
  /** The caller's member price rules (backend/pricing); none for guests. */
  memberPrices?: readonly MemberPriceRule[];
}

/**
 * Resolves `siteId`, `currency` and `locale` of a query: the currency is the one asked for,
 * else the site's; the site is the one named, else the locale's, else the default (RL-US).
 * A locale without a site of its own (en-AU) falls back to the default site.
 */
export function resolveSiteContext(query: { siteId?: string; currency?: Currency; locale?: string }): SiteContext {
  const byId = query.siteId ? findSite(query.siteId) : undefined;
  const byLocale = query.locale ? SITES.find((site) => site.locale.toLowerCase() === query.locale!.replace("_", "-").toLowerCase()) : undefined;
  const site = byId ?? byLocale ?? DEFAULT_SITE;
  return { site, currency: query.currency ?? (site.currency as Currency) };
}
