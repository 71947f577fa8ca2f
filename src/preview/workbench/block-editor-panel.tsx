import type { Diagnostic } from "../../engine/types.ts";
import { BlockEditor } from "./block-editor.tsx";
import { valueAtPath } from "./document-path.ts";
import { PageProblems } from "./page-problems.tsx";
import type { Draft } from "./use-drafts.ts";
import type { OutlineBlock } from "./use-preview-bridge.ts";
import styles from "./workbench.module.css";

export interface BlockEditorPanelProps {
  selected: OutlineBlock | undefined;
  /** The raw document the selected block's fields come from. */
  document: unknown;
  /** The drafts can be checked (the block schemas have loaded). */
  canCheck: boolean;
  draft: Draft | undefined;
  /** The last draft revision the preview painted, by block id. */
  appliedRevisions: ReadonlyMap<string, number>;
  /** The page's problems as the preview reported them; undefined before it is connected. */
  diagnostics: readonly Diagnostic[] | undefined;
  onChange(text: string): void;
  onReset(): void;
}

/** The block's fields as written, or a stub when the document does not hold it (yet). */
function blockJson(document: unknown, block: OutlineBlock): string {
  return JSON.stringify(valueAtPath(document, block.path) ?? { id: block.id, type: block.type }, null, 2);
}

/** The side panel: the selected block's editor (or how to pick one), then the page's problems. */
export function BlockEditorPanel({ selected, document, canCheck, draft, appliedRevisions, diagnostics = [], onChange, onReset }: BlockEditorPanelProps) {
  return (
    <aside className={styles.side} aria-label="Block editor">
      {selected && (document === undefined || !canCheck) ? (
        // The outline comes with the preview's handshake, the block's fields with the workbench
        // API and its checks with the schemas: the editor opens once it can edit and check them.
        <p className={styles.muted} role="status">
          Loading {selected.id}…
        </p>
      ) : selected ? (
        <BlockEditor
          key={selected.path}
          blockId={selected.id}
          path={selected.path}
          text={draft?.text ?? blockJson(document, selected)}
          check={draft?.check}
          appliedRevision={draft && appliedRevisions.get(draft.blockId) === draft.revision ? draft.revision : undefined}
          edited={draft !== undefined}
          onChange={onChange}
          onReset={onReset}
        />
      ) : (
        <p className={styles.muted}>Select a block in the list or click one in the preview to edit it.</p>
      )}
      <PageProblems diagnostics={diagnostics} />
    </aside>
  );
}
