import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from "@tanstack/react-query";
import styles from "./reviews.module.css";

export interface PagedListProps<Item, Sort extends string> {
  /** What the pages read so far hold, in order. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** One item; its heading takes `headingRef` (focus lands there after "show more", so it wants tabIndex -1). */
  renderItem: (item: Item, headingRef: (element: HTMLHeadingElement | null) => void) => ReactNode;
  /** "Showing n of total …", a polite status above the list. */
  showing: string;
  /** The sort select's label ("Sort by"). */
  sortLabel: string;
  sort: Sort;
  sortOptions: readonly Sort[];
  /** The options' names, by sort. */
  sortNames: Record<Sort, string>;
  onSortChange: (sort: Sort) => void;
  /** Another sort is being read: the list is aria-busy. */
  busy: boolean;
  /** A next page remains: the "show more" button is there. */
  hasMore: boolean;
  /** The next page is being read: the button is aria-busy (and clicks wait). */
  loadingMore: boolean;
  showMoreLabel: string;
  /** Reads the next page; resolves to how many items are then read, or undefined when the call failed. */
  onShowMore: () => Promise<number | undefined>;
}

/**
 * A list read page by page (reviews, questions): the toolbar (how many shown, the labelled sort
 * select), the items, and "show more", after which keyboard users land on the first new item.
 */
export function PagedList<Item, Sort extends string>({
  items,
  itemKey,
  renderItem,
  showing,
  sortLabel,
  sort,
  sortOptions,
  sortNames,
  onSortChange,
  busy,
  hasMore,
  loadingMore,
  showMoreLabel,
  onShowMore,
}: PagedListProps<Item, Sort>) {
  const sortId = useId();
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const headings = useRef(new Map<number, HTMLHeadingElement>());

  // After "show more", keyboard users land on the first new item.
  useEffect(() => {
    if (focusIndex === undefined) return;
    headings.current.get(focusIndex)?.focus();
    setFocusIndex(undefined);
  }, [focusIndex]);

  const showMore = async () => {
    if (loadingMore) return;
    const before = items.length;
    const after = (await onShowMore()) ?? before;
    if (after > before) setFocusIndex(before);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p role="status" className={styles.showing}>
          {showing}
        </p>
        <div className={styles.sort}>
          <label htmlFor={sortId} className={styles.sortLabel}>
            {sortLabel}
          </label>
          <select id={sortId} className={styles.control} value={sort} onChange={(event) => onSortChange(event.target.value as Sort)}>
            {sortOptions.map((option) => (
              <option key={option} value={option}>
                {sortNames[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className={styles.list} aria-busy={busy || undefined}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>
            {renderItem(item, (element) => {
              if (element) headings.current.set(index, element);
              else headings.current.delete(index);
            })}
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className={styles.more}>
          <button type="button" className={styles.secondaryButton} aria-busy={loadingMore || undefined} onClick={showMore}>
            {showMoreLabel}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The infinite query behind a PagedList, per sort: the server's first page (of the default sort)
 * is its initial data, so hydration asks nothing again; without it (the deferred call failed on
 * the server) nothing is asked and the block keeps its empty state. A new sort keeps the list
 * shown (aria-busy) until its first page comes.
 */
export function usePagedQuery<Page extends { sort: string; total: number }, Item, Key extends QueryKey>({
  data,
  defaultSort,
  pagesQuery,
  itemsOf,
}: {
  /** The server's first page, if its call succeeded. */
  data: Page | undefined;
  defaultSort: Page["sort"];
  pagesQuery: (sort: Page["sort"]) => UseInfiniteQueryOptions<Page, Error, InfiniteData<Page>, Key, number>;
  itemsOf: (page: Page) => readonly Item[];
}) {
  const [sort, setSort] = useState<Page["sort"]>(data?.sort ?? defaultSort);
  const query = useInfiniteQuery({
    ...pagesQuery(sort),
    // The server's first page: no second request after hydration.
    initialData: data && data.sort === sort ? { pages: [data], pageParams: [0] } : undefined,
    // Deferred data that failed on the server is not asked again: the empty state stays.
    enabled: data !== undefined,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    /** The first page read (its summary, its total). */
    first: pages.at(0),
    /** How many there are, as the last page read says. */
    total: pages.at(-1)?.total ?? 0,
    /** The PagedList's paging props. */
    paging: {
      items: pages.flatMap((page) => itemsOf(page)),
      sort,
      onSortChange: setSort,
      busy: query.isFetching && !query.isFetchingNextPage,
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      onShowMore: async (): Promise<number | undefined> => {
        const result = await query.fetchNextPage();
        return result.isError ? undefined : result.data?.pages.reduce((count, page) => count + itemsOf(page).length, 0);
      },
    },
  };
}
