import { sanitizeRichText } from "#sanitize";

/**
 * Sanitising is the costliest part of validating a page (~20 µs per rich-text field), and the
 * same CMS strings arrive again and again (every request of a page, shared fragments). The
 * answer depends only on the input, so it is remembered, least recently used first out.
 */
export const SANITIZE_CACHE_ENTRIES = 5_000;
/** Longer strings are sanitised every time rather than kept in memory. */
export const SANITIZE_CACHE_MAX_LENGTH = 32_768;

const cache = new Map<string, string>();

export function sanitizeRichTextCached(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) {
    // Re-insert: a Map keeps insertion order, so the oldest entries are the least recently used.
    cache.delete(html);
    cache.set(html, known);
    return known;
  }
  const clean = sanitizeRichText(html);
  if (html.length <= SANITIZE_CACHE_MAX_LENGTH) {
    if (cache.size >= SANITIZE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(html, clean);
  }
  return clean;
}

/** For benchmarks of the cold path and for tests. */
export function clearSanitizeCache(): void {
  cache.clear();
}
