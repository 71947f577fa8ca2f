import type { CatalogCategory } from "../../contracts/api/products.ts";
import { categoryPath } from "../../contracts/paths.ts";
import type { Database } from "../db/database.ts";
import { categories } from "../db/schema.ts";
import { VIRTUAL_CATEGORIES } from "./virtual-categories.ts";

/**
 * The category tree (pure functions over the rows, tested in category-tree.test.ts): display
 * order, breadcrumbs and the catalogue answer with product counts.
 */

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  position: number;
}

export async function loadCategories(db: Pick<Database, "select">): Promise<CategoryRow[]> {
  return db.select().from(categories);
}

const byPosition = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.name.localeCompare(b.name);

/** Depth first, siblings by position: the order of menus and of the category facet. */
export function treeOrder(rows: readonly CategoryRow[]): CategoryRow[] {
  const children = childrenByParent(rows);
  const ordered: CategoryRow[] = [];
  const visit = (parentId: string | null, seen: Set<string>) => {
    for (const row of children.get(parentId) ?? []) {
      if (seen.has(row.id)) continue; // a cycle in bad data must not loop forever
      seen.add(row.id);
      ordered.push(row);
      visit(row.id, seen);
    }
  };
  visit(null, new Set());
  return ordered;
}

function childrenByParent(rows: readonly CategoryRow[]): Map<string | null, CategoryRow[]> {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    // A parent that does not exist makes the category a top-level one rather than lost.
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  for (const list of children.values()) list.sort(byPosition);
  return children;
}

/** From the top of the tree down to `id` (breadcrumbs); empty for an unknown id. */
export function pathTo(rows: readonly CategoryRow[], id: string): CategoryRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: CategoryRow[] = [];
  for (let current = byId.get(id); current && !path.includes(current); current = current.parentId ? byId.get(current.parentId) : undefined) path.unshift(current);
  return path;
}

/**
 * The catalogue tree with the number of products in each category and below it.
 * @param ownCounts products per category (their own category only)
 * @param virtualCounts products of the curated listings (New arrivals, Sale)
 */
export function catalogTree(rows: readonly CategoryRow[], ownCounts: ReadonlyMap<string, number>, virtualCounts: { new: number; sale: number }, localePath: string): CatalogCategory[] {
  const children = childrenByParent(rows);
  const build = (row: CategoryRow, seen: Set<string>): CatalogCategory => {
    seen.add(row.id);
    const kids = (children.get(row.id) ?? []).filter((child) => !seen.has(child.id)).map((child) => build(child, seen));
    const virtual = VIRTUAL_CATEGORIES.get(row.id);
    const productCount = virtual ? virtualCounts[virtual] : (ownCounts.get(row.id) ?? 0) + kids.reduce((sum, child) => sum + child.productCount, 0);
    return { id: row.id, name: row.name, slug: row.slug, url: categoryPath(localePath, row.slug, row.id), position: row.position, productCount, virtual: virtual !== undefined, children: kids };
  };
  const seen = new Set<string>();
  return (children.get(null) ?? []).map((row) => build(row, seen));
}
