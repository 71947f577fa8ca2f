/**
 * Link safety for every CMS target URL: only relative URLs and the schemes below may reach
 * an `href` or `src`. Browsers ignore ASCII whitespace and control characters inside a
 * scheme (`java\tscript:`), so they are stripped before the scheme is read.
 */
export const SAFE_LINK_SCHEMES = ["http:", "https:", "mailto:", "tel:"] as const;
export const SAFE_MEDIA_SCHEMES = ["http:", "https:"] as const;

// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function isSafe(raw: string, schemes: readonly string[]): boolean {
  const compact = raw.replace(IGNORED_BY_BROWSERS, "");
  // `\\evil.com` is read by browsers as a protocol-relative URL to another host.
  if (compact.startsWith("\\")) return false;
  const scheme = SCHEME.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return schemes.includes(`${scheme.toLowerCase()}:`);
}

export const isSafeLinkUrl = (raw: string) => isSafe(raw, SAFE_LINK_SCHEMES);
export const isSafeMediaUrl = (raw: string) => isSafe(raw, SAFE_MEDIA_SCHEMES);

/** The URL itself when it is safe for an `href`, else undefined. Use at render as a second line. */
export function safeHref(raw: string | undefined): string | undefined {
  return raw !== undefined && isSafeLinkUrl(raw) ? raw.trim() : undefined;
}
