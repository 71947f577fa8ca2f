import { useId } from "react";
import type { DraftCheck } from "./check-draft.ts";
import styles from "./workbench.module.css";

export interface BlockEditorProps {
  blockId: string;
  path: string;
  text: string;
  check: DraftCheck | undefined;
  /** The preview's own word on the last draft it painted (its validation, with its sanitiser). */
  appliedRevision: number | undefined;
  onChange(text: string): void;
  onReset(): void;
  edited: boolean;
}

/** One block's CMS fields as JSON, checked as the editor types, with a message per faulty field. */
export function BlockEditor({ blockId, path, text, check, appliedRevision, onChange, onReset, edited }: BlockEditorProps) {
  const id = useId();
  const problems = check === undefined ? [] : check.ok ? check.diagnostics.map((diagnostic) => ({ field: diagnostic.field || "(block)", message: diagnostic.message })) : [{ field: "JSON", message: check.syntaxError }];
  return (
    <section className={styles.editor} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Edit <code>{blockId}</code>
      </h2>
      <p className={styles.muted}>
        <code>{path}</code>
      </p>
      <label htmlFor={`${id}-json`} className={styles.label}>
        Block JSON
      </label>
      <textarea
        id={`${id}-json`}
        className={styles.json}
        value={text}
        spellCheck={false}
        aria-invalid={problems.length > 0}
        aria-describedby={`${id}-problems`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-problems`} role="status" aria-live="polite" className={styles.problems}>
        {problems.length === 0 ? (
          <p className={styles.ok}>No problems{appliedRevision !== undefined ? ` · shown in the preview (revision ${appliedRevision})` : ""}</p>
        ) : (
          <ul aria-label="Problems">
            {problems.map((problem, index) => (
              <li key={index} data-field={problem.field}>
                <code>{problem.field}</code>: {problem.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className={styles.secondaryButton} onClick={onReset} disabled={!edited}>
        Undo changes to this block
      </button>
    </section>
  );
}
