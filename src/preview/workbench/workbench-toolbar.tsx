import type { ReactNode } from "react";
import type { Breakpoint } from "../../engine/types.ts";
import type { PreviewChoice, WorkbenchSite } from "./preview-choice.ts";
import { BREAKPOINT_WIDTHS } from "./preview-url.ts";
import { TargetPicker } from "./target-picker.tsx";
import type { DocumentSummary } from "./workbench-client.ts";
import styles from "./workbench.module.css";

export interface WorkbenchToolbarProps {
  sites: readonly WorkbenchSite[];
  /** The chosen site's pages. */
  pages: readonly DocumentSummary[];
  audiences: readonly string[];
  choice: PreviewChoice;
  onChoose(change: Partial<PreviewChoice>): void;
  canSave: boolean;
  onSave(): void;
  /** The status line, last. */
  children: ReactNode;
}

/** The workbench's header: what to preview (site, page, breakpoint, audience, date) and the save button. */
export function WorkbenchToolbar({ sites, pages, audiences, choice, onChoose, canSave, onSave, children }: WorkbenchToolbarProps) {
  return (
    <header className={styles.toolbar}>
      <h1 className={styles.title}>Workbench</h1>
      <label className={styles.field}>
        Site
        <select value={choice.site.siteId} onChange={(event) => onChoose({ site: sites.find((candidate) => candidate.siteId === event.target.value)! })}>
          {sites.map((candidate) => (
            <option key={candidate.siteId} value={candidate.siteId}>
              {candidate.siteId} ({candidate.localePath})
            </option>
          ))}
        </select>
      </label>
      <TargetPicker pages={pages} target={choice.target} onChange={(target) => onChoose({ target })} />
      <fieldset className={styles.segmented}>
        <legend>Breakpoint</legend>
        {(Object.keys(BREAKPOINT_WIDTHS) as Breakpoint[]).map((candidate) => (
          <label key={candidate}>
            <input type="radio" name="breakpoint" value={candidate} checked={choice.breakpoint === candidate} onChange={() => onChoose({ breakpoint: candidate })} />
            {candidate} ({BREAKPOINT_WIDTHS[candidate]}px)
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        Audience
        <select value={choice.testContext} onChange={(event) => onChoose({ testContext: event.target.value })}>
          <option value="">Everyone (no test context)</option>
          {audiences.map((audience) => (
            <option key={audience} value={audience}>
              {audience}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Preview date
        <input type="datetime-local" value={choice.previewDate} onChange={(event) => onChoose({ previewDate: event.target.value })} />
      </label>
      <button type="button" className={styles.primaryButton} onClick={onSave} disabled={!canSave}>
        Save draft
      </button>
      {children}
    </header>
  );
}
