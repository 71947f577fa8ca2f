import { useEffect, useRef, useState, type ReactNode } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ProductList } from "../../analytics/events.ts";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import type { ProductSearch } from "../api/client-products.ts";
import type { ProductSearchAnswer } from "../catalogue/catalogue-queries.ts";
import { LISTING_PAGE_SIZE } from "../catalogue/listing-page.ts";
import { clearRefinements, writeListingState, type ListingState } from "../catalogue/listing-url.ts";
import { activeRefinementCount, categoryLinks, listingHref, pageCount, refinementsOf, selectedChips } from "./listing-links.ts";
import { listingPagesQuery } from "./listing-pages-query.ts";
import type { ListingStrings } from "./listing-strings.ts";
import { Pagination } from "./pagination.tsx";
import { ProductTile, type ProductTileAnswer } from "./product-tile.tsx";
import { lazyDialog } from "../../ui/lazy-dialog.tsx";

// The dialogs (and Radix) load when first opened.
const FilterDialog = lazyDialog(() => import("./filter-dialog.tsx").then((module) => module.FilterDialog));
const QuickShopDialog = lazyDialog(() => import("./quickshop-dialog.tsx").then((module) => module.QuickShopDialog));
import { Refinements, SelectedChips } from "./refinements.tsx";
import { SortSelect } from "./sort-select.tsx";
import { tileAnalytics, useTileImpressions } from "./use-tile-impressions.ts";
import styles from "./listing.module.css";

/** Tiles of the first row at the widest layout: their pictures load at once. */
const FIRST_ROW = 4;

export interface ProductListingProps {
  /** The server's answer for the URL's state; undefined when the search failed (the empty state shows). */
  data: ProductSearchAnswer | undefined;
  /** The URL's listing state. */
  state: ListingState;
  /** The search the data provider made for it (the same page size). */
  search: ProductSearch;
  siteId: string;
  localePath: string;
  pathname: string;
  strings: ListingStrings;
  list: ProductList;
  /** The category shown (its own link is left out of the category links). */
  categoryId?: string;
  headingLevel: 2 | 3;
  /** Above the toolbar (the search's heading). */
  heading?: ReactNode;
  /** Shown instead of the grid when the answer holds no product. */
  empty: ReactNode;
}

/** Whether the page's JavaScript runs (false on the server and in the render that hydrates its HTML). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A product listing (a category's grid, a search's results): the count, the sort, the
 * refinements (a sidebar from 768px, a dialog below), the selected ones as chips, the tiles,
 * "Load more" and numbered pages. Every control leads to the URL of the state it asks for.
 */
export function ProductListing({ data, state: urlState, search, siteId, localePath, pathname, strings, list, categoryId, headingLevel, heading, empty }: ProductListingProps) {
  const analytics = useAnalytics();
  const hydrated = useHydrated();
  // The state a control just asked for, shown until the route's new answer arrives.
  const [pending, setPending] = useState<ListingState | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [quickShop, setQuickShop] = useState<ProductTileAnswer | null>(null);
  const [focusIndex, setFocusIndex] = useState<number>();
  const tileLinks = useRef(new Map<number, HTMLAnchorElement>());
  useEffect(() => setPending(null), [data]);
  const state = pending ?? urlState;
  const listKey = writeListingState(urlState);
  const impressionRef = useTileImpressions(list, listKey);

  const pages = useInfiniteQuery({
    ...listingPagesQuery(siteId, search),
    // The server's page: no second request after hydration.
    initialData: data ? { pages: [data], pageParams: [data.start] } : undefined,
    enabled: data !== undefined,
  });

  useEffect(() => {
    if (focusIndex === undefined) return;
    tileLinks.current.get(focusIndex)?.focus();
    setFocusIndex(undefined);
  }, [focusIndex]);

  const answers = pages.data?.pages ?? (data ? [data] : []);
  const tiles = answers.flatMap((answer) => answer.hits);
  const total = data?.total ?? 0;
  const lastStart = answers.at(-1)?.start ?? 0;
  const currentPage = Math.floor(lastStart / LISTING_PAGE_SIZE) + 1;
  const refinements = refinementsOf(data, state);
  const chips = selectedChips(refinements, state);
  const refinementCount = activeRefinementCount(state);
  const categories = categoryLinks(data, localePath, categoryId);
  const firstPosition = (answers[0]?.start ?? 0) + 1;

  const loadMore = async () => {
    if (pages.isFetchingNextPage) return;
    const before = tiles.length;
    const result = await pages.fetchNextPage();
    const loaded = result.data?.pages ?? [];
    const after = loaded.reduce((count, answer) => count + answer.hits.length, 0);
    if (result.isError || after <= before) return;
    // The address names the last page shown: a reload or a shared link lands near it.
    const page = Math.floor((loaded.at(-1)?.start ?? 0) / LISTING_PAGE_SIZE) + 1;
    window.history.replaceState(window.history.state, "", `${listingHref(pathname, { ...urlState, page })}${window.location.hash}`);
    setFocusIndex(before);
  };

  const refinementPanel = (
    <Refinements refinements={refinements} state={state} pathname={pathname} strings={strings} hydrated={hydrated} onChange={setPending} categories={categories} />
  );

  return (
    <div className={styles.listing}>
      {heading}
      <div className={styles.toolbar}>
        <p className={styles.resultCount} role="status">
          {strings.products(total)}
        </p>
        {/* From the server's HTML on (hidden by CSS where scripts do not run): hydration moves nothing. */}
        <button type="button" className={styles.filterButton} aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          {strings.filterWithCount(refinementCount)}
        </button>
        <SortSelect state={state} sort={state.sort ?? data?.sort ?? "relevance"} pathname={pathname} strings={strings} hydrated={hydrated} />
      </div>
      <SelectedChips chips={chips} pathname={pathname} clearState={clearRefinements(state)} strings={strings} onChange={setPending} />
      <div className={styles.layout}>
        <aside className={hydrated ? `${styles.sidebar} ${styles.enhanced}` : styles.sidebar} aria-label={strings.filters}>
          {refinementPanel}
        </aside>
        <div className={styles.results}>
          {tiles.length > 0 ? (
            <ul className={styles.grid} aria-busy={pending !== null || pages.isFetchingNextPage || undefined}>
              {tiles.map((tile, index) => {
                const position = firstPosition + index;
                return (
                  <li key={`${tile.productId}-${index}`} className={styles.cell}>
                    <ProductTile
                      tile={tile}
                      siteId={siteId}
                      strings={strings}
                      eager={index < FIRST_ROW && firstPosition === 1}
                      headingLevel={headingLevel}
                      tileRef={impressionRef(tile, position)}
                      linkRef={(element) => {
                        if (element) tileLinks.current.set(index, element);
                        else tileLinks.current.delete(index);
                      }}
                      onFollow={() => analytics.publish("product.click", { list, product: tileAnalytics(tile, position) })}
                      onQuickShop={setQuickShop}
                      showFavourite={hydrated}
                    />
                  </li>
                );
              })}
            </ul>
          ) : (
            empty
          )}
          {hydrated && pages.hasNextPage && tiles.length > 0 && (
            <div className={styles.more}>
              <p className={styles.showing}>{strings.showing(tiles.length + firstPosition - 1, total)}</p>
              <button type="button" className={styles.moreButton} aria-busy={pages.isFetchingNextPage || undefined} onClick={loadMore}>
                {strings.loadMore}
              </button>
            </div>
          )}
          <Pagination state={urlState} current={currentPage} count={pageCount(total, LISTING_PAGE_SIZE)} pathname={pathname} strings={strings} />
        </div>
      </div>
      {hydrated && (
        <FilterDialog open={filtersOpen} onOpenChange={setFiltersOpen} title={strings.filters} closeLabel={strings.close} showLabel={strings.showProducts(total)}>
          <SelectedChips chips={chips} pathname={pathname} clearState={clearRefinements(state)} strings={strings} onChange={setPending} />
          {refinementPanel}
        </FilterDialog>
      )}
      {hydrated && <QuickShopDialog open={quickShop !== null} tile={quickShop} siteId={siteId} strings={strings} onClose={() => setQuickShop(null)} />}
    </div>
  );
}
