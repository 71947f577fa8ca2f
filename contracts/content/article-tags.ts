/**
 * Article tags (content spec §3 Article): the id form the content service keeps and searches
 * by, and how an id is made from a label. The article grid builds its filter links with the same
 * rules, so that a tag the editor wrote as "Trail running" is found as `trail-running`.
 */

/** A tag id: lower-case letters, digits and hyphens, at most 40. */
export const TAG_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** At most this many tags in one search (the content service keeps the first ones). */
export const MAX_SEARCH_TAGS = 20;

/** A tag id from its label: lower case, accents dropped, other characters as hyphens. */
export function tagIdOf(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}
