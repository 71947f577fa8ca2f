import { MAX_SEARCH_TAGS, TAG_ID } from "../../../contracts/content/article-tags.ts";

/**
 * The article grid keeps its selected tags in the query parameter `component{id}[tagId]`
 * (content spec §2), one value per tag: `?componentjournal-grid[tagId]=hiking&…[tagId]=camping`.
 * Pure functions of a query string, so that the round trip is table-tested.
 */

export const tagParamName = (blockId: string) => `component${blockId}[tagId]`;

/**
 * The selected tags the query string holds for the block, in order, invalid ids left out;
 * `undefined` when the parameter is absent (the grid then shows its initial tags). A present,
 * empty parameter is an empty selection.
 */
export function readTagIds(search: string, blockId: string): string[] | undefined {
  const params = new URLSearchParams(search);
  const name = tagParamName(blockId);
  if (!params.has(name)) return undefined;
  const ids = params
    .getAll(name)
    // Also read `a,b`: a link typed by hand.
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => TAG_ID.test(value));
  return [...new Set(ids)].slice(0, MAX_SEARCH_TAGS);
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join(",") === [...b].sort().join(",");

/**
 * The query string with the block's selection written into it, other parameters untouched.
 * The initial selection is written as no parameter (the canonical URL); an empty selection
 * that differs from it as an empty value. Returns the string without its leading `?`.
 */
export function writeTagIds(search: string, blockId: string, tags: readonly string[], initialTags: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  const name = tagParamName(blockId);
  params.delete(name);
  if (!sameTags(tags, initialTags)) {
    if (tags.length === 0) params.append(name, "");
    for (const tag of tags) params.append(name, tag);
  }
  return params.toString();
}

/** The selection after a tag is toggled: added at the end, or removed. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((selected) => selected !== tag) : [...tags, tag];
}

/**
 * The count "clear all" shows: the tags it would change back to the initial selection (the
 * selected ones that are not initial, and initial ones that were deselected). With no initial
 * tags, simply the selected ones; 0 hides the button.
 */
export function clearableCount(tags: readonly string[], initialTags: readonly string[]): number {
  const added = tags.filter((tag) => !initialTags.includes(tag)).length;
  const removed = initialTags.filter((tag) => !tags.includes(tag)).length;
  return added + removed;
}

export { sameTags };
