import { siteOfPath } from "../../contracts/sites.ts";

/**
 * A preview (`?preview=true`) runs inside the editors' workbench: a frame of another site, where
 * the browser may block storage. React Router's scroll restoration script reads sessionStorage
 * and, when that throws, calls it again in its catch: an uncaught SecurityError at load. The
 * workbench syncs the preview's scroll itself, so a preview goes without it.
 */
export const isPreviewSearch = (search: string) => new URLSearchParams(search).get("preview") === "true";

/** The page's `lang`: its site's locale; without the site layout's data (its loader failed: the error page), the path's site's. */
export const documentLanguage = (siteLocale: string | undefined, pathname: string) => siteLocale ?? siteOfPath(pathname)?.locale ?? "en";
