/**
 * Storybook only: CMS content from the fixture documents (`fixtures/content/<siteId>/…`), so
 * that stories show what editors really write. Every lookup takes a literal fallback: the
 * fixtures may not hold an item of every type.
 */

type Json = Record<string, unknown>;

/** Ids and types are the engine's business: story args are a block's CMS fields only. */
export type BlockFields = Record<string, unknown>;

// Eager and JSON only: a few small documents, bundled into the stories that use them.
const modules = import.meta.glob<unknown>("../../../fixtures/content/**/*.json", { eager: true, import: "default" });

/** Home page of the US site first, then its other pages, other sites' pages, everything else; drafts last. */
function rank(path: string): number {
  let score = 0;
  if (path.endsWith(".draft.json")) score += 100;
  if (!path.includes("/pages/")) score += 10;
  if (!path.includes("/RL-US/")) score += 5;
  if (!path.endsWith("/pages/home.json")) score += 1;
  return score;
}

/** Fixture documents, best first, by their path under `fixtures/content`. */
export const fixtureDocuments: readonly { path: string; document: unknown }[] = Object.entries(modules)
  .map(([path, document]) => ({ path: path.replace(/^.*\/fixtures\/content\//, ""), document }))
  .sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The block items of `type` in a page document, breadth first: top-level items come before
 * items nested in control blocks (segment targets, baselines, variants, filtered components).
 */
export function itemsOfType(document: unknown, type: string): Json[] {
  const found: Json[] = [];
  let level: unknown[] = [document];
  while (level.length > 0) {
    const next: unknown[] = [];
    for (const value of level) {
      if (Array.isArray(value)) next.push(...value);
      else if (isObject(value)) {
        if (value.type === type && typeof value.id === "string") found.push(value);
        next.push(...Object.values(value));
      }
    }
    level = next;
  }
  return found;
}

/** The first block item of `type` in a page document (see `itemsOfType` for the order). */
export function firstItemOfType(document: unknown, type: string): Json | undefined {
  return itemsOfType(document, type)[0];
}

/** The CMS fields (no `id`, no `type`) of an item, deep-copied so that stories never share state. */
export function fieldsOf(item: Json): BlockFields {
  const { id: _id, type: _type, ...fields } = structuredClone(item);
  return fields;
}

/** The first fixture item of `type` that `accept` takes, with the path of its document. */
export function fixtureItem(type: string, accept: (fields: BlockFields) => boolean = () => true): { fields: BlockFields; source: string } | undefined {
  for (const { path, document } of fixtureDocuments) {
    for (const item of itemsOfType(document, type)) {
      if (accept(fieldsOf(item))) return { fields: fieldsOf(item), source: path };
    }
  }
  return undefined;
}

export interface ChildPageSummary {
  slug: string;
  title: string;
  description?: string;
}

/** What the content service answers for `children/{siteId}/{parent}`: fixture pages with that parent, in slug order. */
export function fixtureChildPages(siteId: string, parentSlug: string): ChildPageSummary[] {
  const prefix = `${siteId}/pages/`;
  return fixtureDocuments
    .filter(({ path }) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/") && !path.endsWith(".draft.json"))
    .map(({ document }) => document)
    .filter((document): document is Json => isObject(document) && document.parent === parentSlug && typeof document.slug === "string")
    .map((document) => ({
      slug: String(document.slug),
      title: typeof document.title === "string" ? document.title : String(document.slug),
      ...(typeof document.description === "string" ? { description: document.description } : {}),
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
