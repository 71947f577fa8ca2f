import { DEFAULT_SITE, SITES, type SiteConfig } from "../app/sites.ts";

/** The site of a page context's `siteId` (the default site for an unknown one). */
export const siteOf = (siteId: string): SiteConfig => SITES.find((site) => site.siteId === siteId) ?? DEFAULT_SITE;
