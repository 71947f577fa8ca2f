import type { ReadyState, ScrollState } from "./use-preview-connection.ts";
import styles from "./workbench.module.css";

export interface WorkbenchStatusProps {
  /** The latest word of the workbench itself (loading, saving, failures); before it, the connection's. */
  message: string;
  failed: string | undefined;
  ready: ReadyState | undefined;
  scroll: ScrollState | undefined;
}

/** The status line: the workbench's latest message or the preview's connection, and where the preview is scrolled to. */
export function WorkbenchStatus({ message, failed, ready, scroll }: WorkbenchStatusProps) {
  return (
    <p role="status" className={styles.status}>
      {message || (failed ? `Preview not connected: ${failed}` : ready ? `Connected to ${ready.page.path.split("?")[0]}` : "Connecting to the preview…")}
      {scroll && (
        <span className={styles.muted} data-preview-scroll={scroll.y}>
          {" "}
          · preview at {scroll.y} / {scroll.maxY}px
        </span>
      )}
    </p>
  );
}
