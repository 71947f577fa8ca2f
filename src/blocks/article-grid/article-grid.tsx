import { useCallback, useEffect, useId, useRef, useState } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { ArticleCard } from "../../ui/article-card.tsx";
import { articleGridPagesQueryOptions, type ArticleSearchAnswer } from "./article-search.ts";
import { useArticleSearch } from "./fetch-article-search.ts";
import { articleStrings } from "./article-strings.ts";
import { gridSearch } from "./grid-search.ts";
import type { ArticleGridProps } from "./schema.ts";
import { TagFilterBar, type TagFacet } from "./tag-filter-bar.tsx";
import { clearableCount, readTagIds, sameTags, tagParamName, toggleTag, writeTagIds } from "./tag-filter-param.ts";
import styles from "./article-grid.module.css";
import { siteById } from "../../../contracts/sites.ts";

/** The page's URL with the grid's tags written into its query string. */
function urlWithTags(blockId: string, tags: readonly string[], initialTags: readonly string[]): string {
  const search = writeTagIds(window.location.search, blockId, tags, initialTags);
  return `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
}

/**
 * The selected tags, kept in the URL (`component{id}[tagId]`): read after hydration (the server
 * renders the initial tags) and on back / forward; a change pushes a history entry, no reload.
 */
function useTagSelection(blockId: string, initialTags: readonly string[]) {
  const [tags, setTags] = useState<readonly string[]>(initialTags);
  const initialKey = initialTags.join(",");

  useEffect(() => {
    const initial = initialKey ? initialKey.split(",") : [];
    const fromUrl = () => setTags(readTagIds(window.location.search, blockId) ?? initial);
    fromUrl();
    // Invalid ids in a shared link are dropped from the address too (no new history entry).
    const raw = new URLSearchParams(window.location.search).getAll(tagParamName(blockId));
    const read = readTagIds(window.location.search, blockId);
    if (read && raw.join(",") !== read.join(",")) window.history.replaceState(window.history.state, "", urlWithTags(blockId, read, initial));
    window.addEventListener("popstate", fromUrl);
    return () => window.removeEventListener("popstate", fromUrl);
  }, [blockId, initialKey]);

  const select = useCallback(
    (next: readonly string[]) => {
      setTags(next);
      // The router's state is kept, so its own history bookkeeping stays intact.
      window.history.pushState(window.history.state, "", urlWithTags(blockId, next, initialTags));
    },
    [blockId, initialTags],
  );
  return [tags, select] as const;
}

/** Facets of the answer, plus selected tags it does not list (so that they can be deselected). */
function facetsWithSelection(answer: ArticleSearchAnswer | undefined, selected: readonly string[]): TagFacet[] {
  const facets: TagFacet[] = (answer?.facets ?? []).map(({ id, label, count }) => ({ id, label, count }));
  for (const id of selected) if (!facets.some((facet) => facet.id === id)) facets.push({ id, label: id, count: 0 });
  return facets;
}

/**
 * Articles of the site as cards, filtered by tags, read more by offset. The server renders the
 * first page of the initial search; tag changes and "load more" search from the browser. A
 * failed search is logged (by the search) and adds nothing.
 */
export default function ArticleGrid(props: BlockComponentProps<ArticleGridProps, ArticleSearchAnswer>) {
  const { blockId, data, title, subtitle, initialTags, showTagFilter } = props;
  const { page } = useEngine();
  const site = siteById(page.siteId);
  const strings = articleStrings(page.siteId);
  const search = useArticleSearch();
  const headingId = useId();
  const [tags, selectTags] = useTagSelection(blockId, initialTags);
  const [expanded, setExpanded] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const links = useRef(new Map<number, HTMLAnchorElement>());

  const isInitial = sameTags(tags, initialTags);
  const query = useInfiniteQuery({
    ...articleGridPagesQueryOptions(page.siteId, gridSearch(props, tags), search),
    // The server's first page of the initial search: no second request after hydration.
    initialData: isInitial && data ? { pages: [data], pageParams: [0] } : undefined,
    // While other tags load, the current articles stay (marked busy).
    placeholderData: keepPreviousData,
  });

  // After "load more", keyboard users land on the first new card.
  useEffect(() => {
    if (focusIndex === undefined) return;
    links.current.get(focusIndex)?.focus();
    setFocusIndex(undefined);
  }, [focusIndex]);

  const pages = query.data?.pages;
  if (!pages || pages.length === 0) return null;
  const articles = pages.flatMap((answer) => answer.result);
  const numFound = pages.at(-1)!.numFound;
  const remaining = Math.max(0, numFound - articles.length);
  const facets = facetsWithSelection(pages[0], tags);
  const busy = query.isFetching && !query.isFetchingNextPage;

  const loadMore = async () => {
    if (query.isFetchingNextPage) return;
    const before = articles.length;
    const result = await query.fetchNextPage();
    const after = result.data?.pages.reduce((count, answer) => count + answer.result.length, 0) ?? before;
    if (!result.isError && after > before) setFocusIndex(before);
  };

  const cardHeading = title ? 3 : 2;
  return (
    <section className={styles.grid} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : strings.articles}>
      {(title || subtitle) && (
        <header className={styles.header}>
          {title && (
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          )}
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
      )}
      {showTagFilter && facets.length > 0 && (
        <TagFilterBar
          facets={facets}
          selected={tags}
          expanded={expanded}
          clearCount={clearableCount(tags, initialTags)}
          strings={strings}
          onToggle={(tagId) => selectTags(toggleTag(tags, tagId))}
          onExpandedChange={setExpanded}
          onClearAll={() => selectTags(initialTags)}
        />
      )}
      <p role="status" className="visually-hidden">
        {articles.length > 0 ? strings.showing(articles.length, numFound) : ""}
      </p>
      {articles.length > 0 ? (
        <ul className={styles.list} aria-busy={busy || undefined}>
          {articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                site={site}
                headingLevel={cardHeading}
                linkRef={(element) => {
                  if (element) links.current.set(index, element);
                  else links.current.delete(index);
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{tags.length > 0 ? strings.noMatches : strings.noArticles}</p>
      )}
      {query.hasNextPage && remaining > 0 && (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} aria-busy={query.isFetchingNextPage || undefined} onClick={loadMore}>
            {strings.loadMore} <span className={styles.remaining}>({strings.remaining(remaining)})</span>
          </button>
        </div>
      )}
    </section>
  );
}
