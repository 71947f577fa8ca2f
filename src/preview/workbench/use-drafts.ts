import { useEffect, useMemo, useState } from "react";
import type { DraftCheck } from "./check-draft.ts";
import type { DraftChecker } from "./use-draft-checker.ts";
import type { OutlineBlock, PreviewBridge } from "./use-preview-bridge.ts";

export interface Draft {
  blockId: string;
  text: string;
  /** Undefined when typed before the checks could run. */
  check: DraftCheck | undefined;
  /** Counts the block's edits: the preview says which revision it painted. */
  revision: number;
}

export interface Drafts {
  /** The edited blocks' drafts, by block path. */
  byPath: ReadonlyMap<string, Draft>;
  edit(block: OutlineBlock, text: string): void;
  /** Drops a block's draft: the preview shows the block as saved again. */
  reset(block: OutlineBlock): void;
  clear(): void;
  /** Paths whose draft has problems (not JSON, or diagnostics from the block's schema). */
  failingPaths: ReadonlySet<string>;
  /** Some draft cannot be saved: unchecked, or not a JSON block. */
  unsavable: boolean;
}

/**
 * The editor's drafts of blocks, checked as they type: each valid draft is shown in the
 * preview at once, and shown again when the preview reloads (another audience or date).
 */
export function useDrafts(bridge: Pick<PreviewBridge, "ready" | "sendDraft" | "resetDraft">, check: DraftChecker | undefined): Drafts {
  const { ready, sendDraft, resetDraft } = bridge;
  const [byPath, setByPath] = useState<ReadonlyMap<string, Draft>>(new Map());

  const send = (path: string, draft: Draft) => {
    if (draft.check?.ok) sendDraft({ blockId: draft.blockId, path, fields: draft.check.fields, revision: draft.revision });
  };

  // A reloaded preview gets the drafts again once it is ready.
  useEffect(() => {
    if (!ready) return;
    for (const [path, draft] of byPath) if (ready.blocks.some((block) => block.path === path)) send(path, draft);
    // Only on a new handshake: edits send their own drafts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const failingPaths = useMemo(() => new Set([...byPath].filter(([, draft]) => draft.check && (!draft.check.ok || draft.check.diagnostics.length > 0)).map(([path]) => path)), [byPath]);

  return {
    byPath,
    edit(block, text) {
      const draft: Draft = { blockId: block.id, text, revision: (byPath.get(block.path)?.revision ?? 0) + 1, check: check?.(text, block.path) };
      setByPath(new Map(byPath).set(block.path, draft));
      send(block.path, draft);
    },
    reset(block) {
      const next = new Map(byPath);
      next.delete(block.path);
      setByPath(next);
      resetDraft(block.id);
    },
    clear: () => setByPath(new Map()),
    failingPaths,
    unsavable: [...byPath.values()].some((draft) => !draft.check?.ok),
  };
}
