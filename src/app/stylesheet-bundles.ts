/**
 * A page's block stylesheets travel as one request (issue 17: at most three render-blocking
 * stylesheets per page, and only the styles of the block types the page shows). The bundle's
 * address names its files, `/assets/bundle~banner-BRJD0u1d~hero-Bzkohcgr.css`: the host
 * (server/stylesheet-bundles.ts) concatenates them in that order, and since every name is
 * content-hashed the answer never changes (cached like any asset). No state, no build step.
 */
const BUNDLE_PREFIX = "/assets/bundle~";
const ASSET_STYLESHEET = /^\/assets\/([\w-]+)\.css$/;
/** More names than a page has block types (an address stays far below URL limits). */
export const MAX_BUNDLED_FILES = 64;

/** The hrefs a page links: one bundle for its asset stylesheets, in their order; any other href as it is. */
export function bundleStylesheets(hrefs: readonly string[]): string[] {
  const names = hrefs.map((href) => ASSET_STYLESHEET.exec(href)?.[1]);
  if (hrefs.length < 2 || hrefs.length > MAX_BUNDLED_FILES || names.some((name) => name === undefined)) return [...hrefs];
  return [`${BUNDLE_PREFIX}${names.join("~")}.css`];
}

/** The files a bundle's address names (`/assets/x.css`), or null when it is not a bundle's. */
export function filesOfBundle(href: string): string[] | null {
  if (!href.startsWith(BUNDLE_PREFIX) || !href.endsWith(".css")) return null;
  const names = href.slice(BUNDLE_PREFIX.length, -".css".length).split("~");
  if (names.length > MAX_BUNDLED_FILES || names.some((name) => !/^[\w-]+$/.test(name))) return null;
  return names.map((name) => `/assets/${name}.css`);
}
