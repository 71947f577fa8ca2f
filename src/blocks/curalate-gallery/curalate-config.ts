import { isAllowedScriptUrl } from "../../ui/third-party-script.ts";

/**
 * Where the Curalate-style gallery library comes from: configuration, never CMS content (the
 * block's schema has no URL field). One Curalate site per storefront site; the base URL can be
 * changed per deployment with `VITE_CURALATE_BASE_URL` (an https URL, read at build time).
 */
export const CURALATE_DEFAULT_BASE_URL = "https://edge.curalate.com/sites";

/** The Curalate site name of each storefront site. */
export const CURALATE_SITE_NAMES: Readonly<Record<string, string>> = {
  "RL-US": "ridgeline-us",
  "RL-CA": "ridgeline-ca",
  "RL-CAFR": "ridgeline-ca",
  "RL-GB": "ridgeline-uk",
  "RL-DE": "ridgeline-de",
};

export interface CuralateConfig {
  scriptUrl: string;
}

/** The configured base URL when it is an https URL, else the default. */
export function curalateBaseUrl(configured: string | undefined): string {
  const base = configured?.trim().replace(/\/+$/, "");
  return base && isAllowedScriptUrl(base) ? base : CURALATE_DEFAULT_BASE_URL;
}

// Outside Vite (a script run by tsx) there is no `import.meta.env`.
const baseUrl = curalateBaseUrl((import.meta.env as Record<string, string | undefined> | undefined)?.VITE_CURALATE_BASE_URL);

/** The site's Curalate library, or undefined for a site without one (the gallery stays empty). */
export function curalateConfig(siteId: string, base: string = baseUrl): CuralateConfig | undefined {
  const siteName = CURALATE_SITE_NAMES[siteId];
  if (!siteName) return undefined;
  return { scriptUrl: `${base}/${encodeURIComponent(siteName)}/site/latest/site.min.js` };
}
