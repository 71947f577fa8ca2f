import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { ShowcaseForm } from "./showcase-form.tsx";
import { ShowcaseResults } from "./showcase-results.tsx";
import type { ParsedShowcaseQuery, ShowcaseEntry } from "./showcase-query.ts";
import styles from "./showcase-viewer.module.css";

export interface ShowcaseViewerProps {
  parsed: ParsedShowcaseQuery;
  carried: readonly (readonly [string, string])[];
  /** The current query's answer; null when there is no query (no doc type). */
  results: { entries: readonly ShowcaseEntry[]; numFound: number } | null;
  renderBlock?: (entry: ShowcaseEntry) => ReactNode;
}

/** The preview viewer: the query form, then the results (a skeleton while a new query loads). */
export function ShowcaseViewer({ parsed, carried, results, renderBlock }: ShowcaseViewerProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className={styles.viewer}>
      <h1 className={styles.title}>Preview viewer</h1>
      {/* Keyed by the query: back and forward fill the fields in again. */}
      <ShowcaseForm key={location.search} values={parsed.values} error={parsed.status === "invalid" ? parsed.error : undefined} carried={carried} />
      {(loading || results) && <ShowcaseResults entries={results?.entries ?? null} numFound={results?.numFound} loading={loading} renderBlock={renderBlock} />}
    </div>
  );
}
