/**
 * The regional sites. A site is chosen by the first path segment (language-country).
 * Currency display follows the commerce spec §9: CAD is shown as a code, others as a symbol.
 * Phone masks follow the content spec §5: the North American one for US and Canada.
 */
export type DateFormat = "MM/DD/YYYY" | "DD/MM/YYYY";

export interface SiteConfig {
  siteId: string;
  /** language-country as it appears in paths, e.g. `en-us`. */
  localePath: string;
  /** BCP 47 locale for Intl formatting. */
  locale: string;
  language: string;
  country: string;
  currency: string;
  currencyDisplay: "symbol" | "code";
  dateFormat: DateFormat;
  phoneMask: string;
  region: "NORA" | "EMEA";
  /** Resolve audience segmentation in the browser only (HTML cached without shopper state). */
  clientSideSegmentation: boolean;
}

export const NORTH_AMERICAN_PHONE_MASK = "(XXX) XXX - XXXX";
export const DEFAULT_PHONE_MASK = "XXXX - XXX - XXX";

export const SITES: readonly SiteConfig[] = [
  { siteId: "RL-US", localePath: "en-us", locale: "en-US", language: "en", country: "US", currency: "USD", currencyDisplay: "symbol", dateFormat: "MM/DD/YYYY", phoneMask: NORTH_AMERICAN_PHONE_MASK, region: "NORA", clientSideSegmentation: false },
  { siteId: "RL-CA", localePath: "en-ca", locale: "en-CA", language: "en", country: "CA", currency: "CAD", currencyDisplay: "code", dateFormat: "DD/MM/YYYY", phoneMask: NORTH_AMERICAN_PHONE_MASK, region: "NORA", clientSideSegmentation: false },
  { siteId: "RL-CAFR", localePath: "fr-ca", locale: "fr-CA", language: "fr", country: "CA", currency: "CAD", currencyDisplay: "code", dateFormat: "DD/MM/YYYY", phoneMask: NORTH_AMERICAN_PHONE_MASK, region: "NORA", clientSideSegmentation: false },
  { siteId: "RL-GB", localePath: "en-gb", locale: "en-GB", language: "en", country: "GB", currency: "GBP", currencyDisplay: "symbol", dateFormat: "DD/MM/YYYY", phoneMask: DEFAULT_PHONE_MASK, region: "EMEA", clientSideSegmentation: false },
  { siteId: "RL-DE", localePath: "de-de", locale: "de-DE", language: "de", country: "DE", currency: "EUR", currencyDisplay: "symbol", dateFormat: "DD/MM/YYYY", phoneMask: DEFAULT_PHONE_MASK, region: "EMEA", clientSideSegmentation: true },
];

export const DEFAULT_SITE = SITES[0]!;

const byLocalePath = new Map(SITES.map((site) => [site.localePath, site]));
const bySiteId = new Map(SITES.map((site) => [site.siteId, site]));

/** The site of a site id; undefined for an unknown or missing one. */
export function findSite(siteId: string | undefined): SiteConfig | undefined {
  return siteId === undefined ? undefined : bySiteId.get(siteId);
}

/** The site of a site id; the default site (RL-US) for an unknown or missing one. */
export function siteById(siteId: string | undefined): SiteConfig {
  return findSite(siteId) ?? DEFAULT_SITE;
}

export function siteForLocalePath(localePath: string | undefined): SiteConfig | undefined {
  return localePath ? byLocalePath.get(localePath.toLowerCase()) : undefined;
}

/** The site of a path by its first segment (`/de-de/cart` → RL-DE); undefined for a path of no site. */
export function siteOfPath(pathname: string): SiteConfig | undefined {
  return siteForLocalePath(pathname.split("/")[1]);
}

export function formatPrice(amount: number, site: SiteConfig): string {
  return new Intl.NumberFormat(site.locale, { style: "currency", currency: site.currency, currencyDisplay: site.currencyDisplay }).format(amount);
}

/** A calendar date (`YYYY-MM-DD` or a Date) in the site's date format. */
export function formatDate(date: Date, site: SiteConfig): string {
  const day = String(date.getUTCDate()).padStart(2, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const year = String(date.getUTCFullYear());
  return site.dateFormat === "MM/DD/YYYY" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}
