import type { CatalogCategory } from "../../../contracts/api/products.ts";
import type { PageRequest } from "./page-request.server.ts";
import type { PageTrail } from "./page-decision.server.ts";

/**
 * The categories and breadcrumbs a page view reports (issue 16), from the data the page reads
 * anyway: a product page's product (its category path), a category page's place in the tree.
 */

/** A product page: its category path from the top of the tree down (the product details answer). */
export function productTrail([product]: unknown[]): PageTrail {
  const path = (product as { category?: { path?: { id: string; name: string }[] } } | undefined)?.category?.path ?? [];
  return { categories: path.map((entry) => entry.id), breadcrumbs: path.map((entry) => entry.name) };
}

/** The path from a root of the tree down to the category, or none. */
export function pathInTree(categories: readonly CatalogCategory[], categoryId: string): CatalogCategory[] {
  for (const category of categories) {
    if (category.id === categoryId) return [category];
    const below = pathInTree(category.children, categoryId);
    if (below.length) return [category, ...below];
  }
  return [];
}

/** The tree changes with the catalogue's releases, not per page view: kept a few minutes per site. */
const TREE_TTL_MS = 5 * 60_000;
const trees = new Map<string, { at: number; tree: Promise<readonly CatalogCategory[]> }>();

/** A category page: the category and those above it (ids), their names as breadcrumbs. */
export async function categoryTrail(page: PageRequest, categoryId: string): Promise<PageTrail> {
  const siteId = page.site.siteId;
  let known = trees.get(siteId);
  if (!known || Date.now() - known.at > TREE_TTL_MS) {
    const tree = page.services.commerce(siteId).catalog().then((answer) => answer.categories);
    // A failed read is not kept: the next page view asks again.
    tree.catch(() => trees.delete(siteId));
    trees.set(siteId, (known = { at: Date.now(), tree }));
  }
  const path = pathInTree(await known.tree, categoryId);
  return path.length ? { categories: path.map((entry) => entry.id), breadcrumbs: path.map((entry) => entry.name) } : { categories: [categoryId], breadcrumbs: [] };
}
