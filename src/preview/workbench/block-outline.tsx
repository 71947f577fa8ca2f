import { useEffect, useMemo, useRef } from "react";
import type { ReadyState } from "./use-preview-connection.ts";
import styles from "./workbench.module.css";

export interface BlockOutlineProps {
  blocks: ReadyState["blocks"];
  selectedPath: string | undefined;
  /** The block at the top of the preview's viewport: marked, and kept in view in the outline. */
  topBlockId: string | null;
  hoveredId: string | null;
  /** Paths whose draft currently has problems. */
  failingPaths: ReadonlySet<string>;
  editedPaths: ReadonlySet<string>;
  onSelect(block: ReadyState["blocks"][number]): void;
  onHover(blockId: string | null): void;
}

/** How many blocks of the outline hold each block (children of segmentation, experience, filter-by). */
function depths(blocks: BlockOutlineProps["blocks"]): Map<string, number> {
  const result = new Map<string, number>();
  const ancestors: string[] = [];
  // The outline lists a parent right before its children, so a stack of open paths suffices.
  for (const block of blocks) {
    while (ancestors.length > 0 && !block.path.startsWith(`${ancestors[ancestors.length - 1]}.`)) ancestors.pop();
    result.set(block.path, ancestors.length);
    ancestors.push(block.path);
  }
  return result;
}

/** The blocks of the previewed page, in document order: select one to edit it. */
export function BlockOutline({ blocks, selectedPath, topBlockId, hoveredId, failingPaths, editedPaths, onSelect, onHover }: BlockOutlineProps) {
  const list = useRef<HTMLOListElement>(null);
  const depthOf = useMemo(() => depths(blocks), [blocks]);
  // Scroll sync, preview → workbench: the block at the top of the preview stays in view here.
  useEffect(() => {
    if (!topBlockId) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-outline-id="${CSS.escape(topBlockId)}"]`);
    item?.scrollIntoView({ block: "nearest" });
  }, [topBlockId]);

  return (
    <nav className={styles.outline} aria-label="Blocks of the page">
      <h2 className={styles.panelTitle}>Blocks ({blocks.length})</h2>
      <ol ref={list} className={styles.outlineList} onMouseLeave={() => onHover(null)}>
        {blocks.map((block) => {
          const invalid = !block.valid || failingPaths.has(block.path);
          return (
            <li key={block.path} data-outline-id={block.id} style={{ paddingInlineStart: `${depthOf.get(block.path) ?? 0}rem` }}>
              <button
                type="button"
                className={styles.outlineItem}
                aria-current={block.path === selectedPath ? "true" : undefined}
                data-in-view={block.id === topBlockId ? "true" : undefined}
                data-hovered={block.id === hoveredId ? "true" : undefined}
                onClick={() => onSelect(block)}
                onMouseEnter={() => onHover(block.id)}
                onFocus={() => onHover(block.id)}
              >
                <span className={styles.outlineType}>{block.type}</span>
                <span className={styles.outlineId}>{block.id}</span>
                {editedPaths.has(block.path) && <span className={styles.badge}>edited</span>}
                {invalid && <span className={`${styles.badge} ${styles.badgeError}`}>errors</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
