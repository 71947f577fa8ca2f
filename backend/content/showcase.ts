import type { DocumentType } from "./content-keys.ts";
import type { Json } from "./content-store.ts";

/**
 * `showcase/{siteId}/{docType}`: examples of one block type for the editors' preview viewer
 * (content spec §2: docType, layoutVariant, limit 10, 20 or 50, default 20; each result shown as
 * "id | name" above the rendered block). The examples are the blocks of that type in the site's
 * pages, category and product templates, as the mode shows them (drafts in preview): what
 * editors really wrote, with no second copy to keep in step.
 */

export const SHOWCASE_LIMITS = [10, 20, 50] as const;
export const DEFAULT_SHOWCASE_LIMIT = 20;

export interface ShowcaseItem {
  id: string;
  /** The block's name, else its title, else its id: plain text for the "id | name" line. */
  name: string;
  type: string;
  layoutVariant?: string;
  /** The document it comes from. */
  source: { type: DocumentType; slug: string };
  /** The block as written: the viewer renders it. */
  block: Json;
}

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** A block's layout variant: `layoutVariant`, else `layout` (linked card), else `variant` (hero, filter-by). */
export function layoutVariantOf(block: Json): string | undefined {
  for (const field of ["layoutVariant", "layout", "variant"]) if (typeof block[field] === "string") return block[field] as string;
  return undefined;
}

function nameOf(block: Json): string {
  for (const field of ["name", "title", "experienceName"]) {
    const text = typeof block[field] === "string" ? (block[field] as string).replace(/<[^>]*>/g, "").trim() : "";
    if (text) return text.slice(0, 120);
  }
  return block.id as string;
}

/**
 * The blocks of `docType` in the documents, in document order and breadth first within one
 * (top-level blocks before blocks nested in segments, variants and filters); one per block id.
 */
export function showcaseBlocks(documents: readonly { type: DocumentType; slug: string; body: Json }[], docType: string, layoutVariant?: string): ShowcaseItem[] {
  const items: ShowcaseItem[] = [];
  const seen = new Set<string>();
  for (const document of documents) {
    let level: unknown[] = [document.body.sections];
    while (level.length > 0) {
      const next: unknown[] = [];
      for (const value of level) {
        if (Array.isArray(value)) next.push(...value);
        else if (isObject(value)) {
          if (value.type === docType && typeof value.id === "string" && !seen.has(value.id)) {
            const variant = layoutVariantOf(value);
            if (layoutVariant === undefined || variant === layoutVariant) {
              seen.add(value.id);
              items.push({ id: value.id, name: nameOf(value), type: docType, ...(variant ? { layoutVariant: variant } : {}), source: { type: document.type, slug: document.slug }, block: value });
            }
          }
          next.push(...Object.values(value).filter((child) => typeof child === "object" && child !== null));
        }
      }
      level = next;
    }
  }
  return items;
}
