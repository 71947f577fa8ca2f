/**
 * Bench-only stand-in for the `#sanitize` alias, used by the `--breakdown` build of the render
 * benchmark (bench/render.ts resolves `#sanitize` here for that build only): forwards to the
 * real server sanitiser, or to another function set with `setSanitizer`, so that resolvePage
 * can be timed with and without rich-text sanitising.
 */
import * as real from "#sanitize";

let impl: (html: string) => string = real.sanitizeRichText;

export function sanitizeRichText(html: string): string {
  return impl(html);
}

export const ensureSanitizer = real.ensureSanitizer;

/** The real sanitiser, whatever is set. */
export const realSanitizeRichText = real.sanitizeRichText;

/** Replace the sanitiser; `undefined` restores the real one. */
export function setSanitizer(fn: ((html: string) => string) | undefined): void {
  impl = fn ?? real.sanitizeRichText;
}
