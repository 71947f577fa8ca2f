import type { ProductSearchAnswer } from "../../../../contracts/api/products.ts";
import type { ProductTileAnswer } from "../product-tile.tsx";
import { JACKETS_PAGE } from "./listing-answers.ts";

/**
 * Tests and stories only: factories over the reference backend's answers (listing-answers.ts).
 */

/** A tile: the Cascade Rain Jacket of the jackets page (on sale, a range, 4 colours), with `overrides`. */
export function tile(overrides: Partial<ProductTileAnswer> = {}): ProductTileAnswer {
  const base = JACKETS_PAGE.hits.find((hit) => hit.productId === "RLSH1001")!;
  return { ...structuredClone(base), ...overrides };
}

/** A search answer: the jackets page with `overrides`. */
export function searchAnswer(overrides: Partial<ProductSearchAnswer> = {}): ProductSearchAnswer {
  return { ...structuredClone(JACKETS_PAGE), ...overrides };
}

/** The jackets page as page `page` of a listing of `total` products, `pageSize` a page (tiles repeated). */
export function pageOf(page: number, total: number, pageSize: number): ProductSearchAnswer {
  const start = (page - 1) * pageSize;
  const hits = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => {
    const hit = JACKETS_PAGE.hits[(start + index) % JACKETS_PAGE.hits.length]!;
    return { ...structuredClone(hit), name: `${hit.name} #${start + index + 1}` };
  });
  return searchAnswer({ start, count: pageSize, total, hits });
}

/** No product matches: empty hits and facets. */
export function emptyAnswer(overrides: Partial<ProductSearchAnswer> = {}): ProductSearchAnswer {
  return searchAnswer({ total: 0, hits: [], facets: JACKETS_PAGE.facets.map((facet) => ({ ...facet, values: [] })), ...overrides });
}
