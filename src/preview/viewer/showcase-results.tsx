import { useId, type ReactNode } from "react";
import { BlockSkeleton } from "../../engine/react/block-skeleton.tsx";
import type { ShowcaseEntry } from "./showcase-query.ts";
import styles from "./showcase-viewer.module.css";

export interface ShowcaseResultsProps {
  /** The answer of the current query; null while the first query loads. */
  entries: readonly ShowcaseEntry[] | null;
  numFound?: number;
  /** A new query is on its way: a skeleton replaces the results. */
  loading: boolean;
  /** The rendered block of an entry (the engine's page view in the app). */
  renderBlock?: (entry: ShowcaseEntry) => ReactNode;
}

const SKELETON_ITEMS = 3;

/**
 * Each example as "id | name" above its rendered block, or "No results." Each entry's wrapper
 * carries `data-showcase-id`: the preview bridge syncs the scroll position with the editor by it.
 */
export function ShowcaseResults({ entries, numFound, loading, renderBlock }: ShowcaseResultsProps) {
  const headingId = `${useId()}-results`;
  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.resultsTitle}>
        Results
      </h2>
      {loading || entries === null ? (
        <ResultsSkeleton />
      ) : entries.length === 0 ? (
        <p className={styles.empty}>No results.</p>
      ) : (
        <>
          <p className={styles.count}>
            {`Showing ${entries.length} of ${numFound ?? entries.length}`}
          </p>
          <ol className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.item} data-showcase-id={entry.id}>
                <p className={styles.entryLabel}>{`${entry.id} | ${entry.name}`}</p>
                {renderBlock?.(entry)}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function ResultsSkeleton() {
  return (
    <div className={styles.skeleton}>
      <p className="visually-hidden">Loading results…</p>
      {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <div key={index} className={styles.skeletonItem}>
          <div className={`block-skeleton ${styles.skeletonLabel}`} aria-hidden="true" />
          <BlockSkeleton />
        </div>
      ))}
    </div>
  );
}
