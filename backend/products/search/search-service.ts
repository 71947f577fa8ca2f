import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  DEFAULT_SUGGESTIONS,
  type autoSuggestAnswer,
  type autoSuggestQuery,
  type ProductSearchAnswer,
  type productSearchQuery,
} from "../../../contracts/api/products.ts";
import { categoryPath } from "../../../contracts/paths.ts";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/errors.ts";
import type { MemberPriceRule } from "../../pricing/member-prices.ts";
import { loadCategories, treeOrder } from "../category-tree.ts";
import { loadTileList } from "../product-tiles.ts";
import { resolveSiteContext } from "../site-context.ts";
import { VIRTUAL_CATEGORIES } from "../virtual-categories.ts";
import { buildFacets } from "./facets.ts";
import { searchProducts, type SearchFilters, type SearchResult } from "./product-search.ts";
import { resolveWords } from "./search-terms.ts";
import { expandWords, normaliseText, planSearch, queryWords, type ResolvedWord, type SearchPlan } from "./search-text.ts";

type Reader = Pick<Database, "select" | "execute">;

const EMPTY_FACETS: SearchResult["facets"] = { category: [], color: [], size: [], gender: [], price: [] };

/** The words of a query resolved against the catalogue and turned into a search plan. */
async function planQuery(db: Reader, text: string): Promise<{ plan: SearchPlan; resolved: ResolvedWord[] }> {
  const resolved = await resolveWords(db, expandWords(queryWords(text)), { lastIsPrefix: true });
  return { plan: planSearch(resolved), resolved };
}

/** GET /products/v2/search/productSearch; a member's prices (tiles, price filter and sort) with their `memberPrices`. */
export async function runProductSearch(db: Reader, query: z.output<typeof productSearchQuery>, memberPrices: readonly MemberPriceRule[] = []): Promise<ProductSearchAnswer> {
  const context = { ...resolveSiteContext(query), memberPrices };
  const categories = treeOrder(await loadCategories(db));
  if (query.categoryId && !categories.some((category) => category.id === query.categoryId)) throw new ApiError(404, "PLP400", `No category ${query.categoryId}`);

  const searchTerm = (query.q ?? "").trim();
  const filters: SearchFilters = {
    categoryId: query.categoryId,
    colors: query.color ?? [],
    sizes: query.size ?? [],
    genders: query.gender ?? [],
    prices: query.price ?? [],
    inStock: query.inStock === "true",
  };
  const sort = query.sort ?? "relevance";
  const start = query.start ?? 0;
  const count = query.count ?? DEFAULT_SEARCH_PAGE_SIZE;

  const { plan } = searchTerm ? await planQuery(db, searchTerm) : { plan: undefined };
  // A query whose words match nothing (or has no words at all) finds nothing: it never lists everything.
  const result: SearchResult =
    plan && plan.tsquery === undefined
      ? { total: 0, productIds: [], facets: EMPTY_FACETS }
      : await searchProducts(db, { tsquery: plan?.tsquery, text: plan?.searchedText ?? "", currency: context.currency, memberPrices, filters, sort, start, count });

  return {
    searchTerm,
    correctedTerm: plan?.correctedTerm ?? null,
    unmatchedTerms: plan?.unmatchedTerms ?? [],
    siteId: context.site.siteId as ProductSearchAnswer["siteId"],
    currency: context.currency,
    sort,
    start,
    count,
    total: result.total,
    hits: await loadTileList(db, result.productIds, context),
    facets: buildFacets(result.facets, filters, categories),
    selectedFilters: { categoryId: filters.categoryId ?? null, color: filters.colors, size: filters.sizes, gender: filters.genders, price: filters.prices, inStock: filters.inStock },
  };
}

/** Most categories an autosuggest answer offers. */
const SUGGESTED_CATEGORIES = 3;

/**
 * GET /products/v2/search/autoSuggest: the typed words completed or corrected as whole queries
 * (each with its number of products), the categories the matching products are in (those
 * whose name holds a typed word first), and the best matching products.
 */
export async function runAutoSuggest(db: Reader, query: z.output<typeof autoSuggestQuery>, memberPrices: readonly MemberPriceRule[] = []): Promise<z.infer<typeof autoSuggestAnswer>> {
  const context = { ...resolveSiteContext(query), memberPrices };
  const limit = query.count ?? DEFAULT_SUGGESTIONS;
  const { plan, resolved } = await planQuery(db, query.q);
  const empty = { searchTerm: query.q, correctedTerm: plan.correctedTerm, suggestedTerms: [], categories: [], products: [] };
  if (plan.tsquery === undefined) return empty;

  const result = await searchProducts(db, {
    tsquery: plan.tsquery,
    text: plan.searchedText,
    currency: context.currency,
    filters: { colors: [], sizes: [], genders: [], prices: [], inStock: false },
    sort: "relevance",
    start: 0,
    count: limit,
  });
  if (result.total === 0) return empty;

  const categories = treeOrder(await loadCategories(db));
  const typed = new Set(resolved.flatMap((word) => (word.kind === "prefix" || word.kind === "exact" ? [word.word, ...word.completions] : word.kind === "corrected" ? [word.correction] : [word.word])));
  const nameMatches = (name: string) => normaliseText(name).split(" ").some((part) => typed.has(part));
  const counts = new Map(result.facets.category);
  const suggestedCategories = categories
    .filter((category) => counts.has(category.id) && !VIRTUAL_CATEGORIES.has(category.id))
    .sort((a, b) => Number(nameMatches(b.name)) - Number(nameMatches(a.name)) || counts.get(b.id)! - counts.get(a.id)!)
    .slice(0, SUGGESTED_CATEGORIES)
    .map((category) => ({ id: category.id, name: category.name, url: categoryPath(context.site.localePath, category.slug, category.id), productCount: counts.get(category.id)! }));

  return {
    searchTerm: query.q,
    correctedTerm: plan.correctedTerm,
    suggestedTerms: await suggestTerms(db, resolved, limit),
    categories: suggestedCategories,
    products: await loadTileList(db, result.productIds, context),
  };
}

/**
 * Whole queries to suggest: the words before the last as resolved (corrected where needed),
 * then each completion of the last word (or the last word itself), counted in one query;
 * queries that find the same products by the same stems are offered once.
 */
async function suggestTerms(db: Reader, resolved: readonly ResolvedWord[], limit: number): Promise<{ term: string; productCount: number }[]> {
  const words = resolved.filter((word) => word.kind !== "stopword");
  const last = words[words.length - 1];
  if (!last) return [];
  const head = words.slice(0, -1).map((word) => (word.kind === "corrected" ? word.correction : word.word));
  const completions = last.kind === "prefix" || last.kind === "exact" ? last.completions : [];
  const endings = completions.length > 0 ? completions : [last.kind === "corrected" ? last.correction : last.word];
  const candidates = endings.map((ending) => [...head, ending].join(" "));
  const counted = (await db.execute(sql`
    select t.term, (select count(*)::int from product_search ps where ps.document @@ plainto_tsquery('english', t.term)) as n,
      plainto_tsquery('english', t.term)::text as lexemes
    from unnest(${sql.param(candidates)}::text[]) with ordinality as t(term, position)
    order by t.position`)) as unknown as { rows: { term: string; n: number; lexemes: string }[] };
  const seen = new Set<string>();
  return counted.rows
    .filter((row) => row.n > 0 && !seen.has(row.lexemes) && seen.add(row.lexemes))
    .sort((a, b) => b.n - a.n)
    .slice(0, limit)
    .map((row) => ({ term: row.term, productCount: row.n }));
}
