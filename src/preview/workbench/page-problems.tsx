import type { Diagnostic } from "../../engine/types.ts";
import styles from "./workbench.module.css";

/** The preview's diagnostics of the whole page (blocks the editor has not opened included); nothing when there are none. */
export function PageProblems({ diagnostics }: { diagnostics: readonly Diagnostic[] }) {
  if (diagnostics.length === 0) return null;
  return (
    <section aria-label="Problems on the page">
      <h2 className={styles.panelTitle}>Problems on the page ({diagnostics.length})</h2>
      <ul className={styles.problems}>
        {diagnostics.map((diagnostic, index) => (
          <li key={index}>
            <code>{diagnostic.blockId}</code> <code>{diagnostic.field || "(block)"}</code>: {diagnostic.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
