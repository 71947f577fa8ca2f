import { isAllowedScriptUrl } from "../../ui/third-party-script.ts";

/**
 * Where the Olapic-style widget script comes from, and the public keys it needs: configuration,
 * never CMS content (the block's schema has no URL field). The base URL can be changed per
 * deployment with `VITE_OLAPIC_BASE_URL` (an https URL, read at build time).
 */
export const OLAPIC_DEFAULT_BASE_URL = "https://photorankstatics-a.akamaihd.net/static/frontend/latest/build.min.js";

/** Languages the widget speaks; any other site locale falls back to the default (content spec §9). */
export const OLAPIC_LOCALES = ["en_US", "en_GB", "fr_FR", "fr_CA", "de_DE"] as const;
export const OLAPIC_DEFAULT_LOCALE = "en_US";

/** The public API key of each site's Olapic account (it is sent to every shopper's browser). */
export const OLAPIC_API_KEYS: Readonly<Record<string, string>> = {
  "RL-US": "ridgeline-us-public-0c4f8a",
  "RL-CA": "ridgeline-ca-public-7b21d3",
  "RL-CAFR": "ridgeline-ca-public-7b21d3",
  "RL-GB": "ridgeline-gb-public-52e9c0",
  "RL-DE": "ridgeline-de-public-a13f77",
};

export interface OlapicConfig {
  scriptUrl: string;
  apiKey: string;
}

/** The configured script URL when it is an https URL, else the default. */
export function olapicBaseUrl(configured: string | undefined): string {
  const url = configured?.trim();
  return url && isAllowedScriptUrl(url) ? url : OLAPIC_DEFAULT_BASE_URL;
}

// Outside Vite (a script run by tsx) there is no `import.meta.env`.
const baseUrl = olapicBaseUrl((import.meta.env as Record<string, string | undefined> | undefined)?.VITE_OLAPIC_BASE_URL);

/** The site's widget configuration, or undefined for a site without an account (the gallery stays empty). */
export function olapicConfig(siteId: string, scriptUrl: string = baseUrl): OlapicConfig | undefined {
  const apiKey = OLAPIC_API_KEYS[siteId];
  return apiKey ? { scriptUrl, apiKey } : undefined;
}

/** `fr-CA` → `fr_CA` when the widget speaks it, else the default locale. */
export function olapicLocale(siteLocale: string): string {
  const candidate = siteLocale.replace("-", "_");
  return (OLAPIC_LOCALES as readonly string[]).includes(candidate) ? candidate : OLAPIC_DEFAULT_LOCALE;
}
