import { useId } from "react";
import { hideClasses } from "../../engine/react/breakpoint-classes.ts";
import type { ArticleStrings } from "./article-strings.ts";
import { facetHiddenAt, toggleHiddenAt } from "./facet-visibility.ts";
import styles from "./article-grid.module.css";

export interface TagFacet {
  id: string;
  label: string;
  count: number;
}

export interface TagFilterBarProps {
  facets: readonly TagFacet[];
  selected: readonly string[];
  expanded: boolean;
  /** How many tags "clear all" changes; 0 hides it. */
  clearCount: number;
  strings: ArticleStrings;
  onToggle: (tagId: string) => void;
  onExpandedChange: (expanded: boolean) => void;
  onClearAll: () => void;
}

/**
 * Toggle buttons, one per tag with its article count. Collapsed, only the first 4 / 10 / 20
 * (sm / md / lg) show, and a selected tag always; "see more / see less" only where more exist.
 */
export function TagFilterBar({ facets, selected, expanded, clearCount, strings, onToggle, onExpandedChange, onClearAll }: TagFilterBarProps) {
  const labelId = useId();
  const listId = useId();
  const toggleHidden = toggleHiddenAt(facets.length);
  // Every facet fits at every breakpoint: no "see more" at all.
  const needsToggle = !(toggleHidden.sm && toggleHidden.md && toggleHidden.lg);
  return (
    <div className={styles.filters} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.filterLabel}>
        {strings.filterByTag}
      </p>
      <ul id={listId} className={styles.facets}>
        {facets.map((facet, index) => {
          const isSelected = selected.includes(facet.id);
          return (
            <li key={facet.id} className={isSelected ? undefined : hideClasses(facetHiddenAt(index, expanded)) || undefined}>
              <button type="button" className={styles.facet} aria-pressed={isSelected} onClick={() => onToggle(facet.id)}>
                {facet.label}
                {/* A selected tag the site no longer has shows without a count. */}
                {facet.count > 0 && <span className={styles.count}> ({facet.count})</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.filterActions}>
        {needsToggle && (
          <button
            type="button"
            className={[styles.textButton, hideClasses(toggleHidden)].filter(Boolean).join(" ")}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => onExpandedChange(!expanded)}
          >
            {expanded ? strings.seeLess : strings.seeMore}
          </button>
        )}
        {clearCount > 0 && (
          <button type="button" className={styles.textButton} onClick={onClearAll}>
            {strings.clearAll} ({clearCount})
          </button>
        )}
      </div>
    </div>
  );
}
