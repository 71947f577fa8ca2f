import { useCallback, useEffect, useState, type RefObject } from "react";
import { usePreviewConnection, type ReadyState, type ScrollState } from "./use-preview-connection.ts";

/** A block of the previewed page's outline, as the preview reported it. */
export type OutlineBlock = ReadyState["blocks"][number];

export interface DraftMessage {
  blockId: string;
  path: string;
  fields: unknown;
  revision: number;
}

export interface PreviewBridge {
  /** The preview's page and outline once it answered the handshake (again after each reload). */
  ready: ReadyState | undefined;
  failed: string | undefined;
  /** The block being edited: chosen in the outline or clicked in the preview. */
  selected: OutlineBlock | undefined;
  /** The block under the pointer in the preview. */
  hoveredId: string | null;
  /** Where the preview is scrolled to, once it has said. */
  scroll: ScrollState | undefined;
  /** The last draft revision the preview painted, by block id. */
  appliedRevisions: ReadonlyMap<string, number>;
  /** Selects a block and brings it to the top of the preview. */
  select(block: OutlineBlock): void;
  deselect(): void;
  /** Outlines a block in the preview (null: none). */
  highlight(blockId: string | null): void;
  sendDraft(draft: DraftMessage): void;
  resetDraft(blockId: string): void;
}

/**
 * The workbench's side of the conversation with the preview frame: the connection, what the
 * preview reports (clicks, hover, scroll, drafts painted) and what the workbench tells it
 * (selection, highlight, scroll to a block, drafts). Selection lives here because both sides
 * change it.
 */
export function usePreviewBridge(frame: RefObject<HTMLIFrameElement | null>, previewOrigin: string, src: string): PreviewBridge {
  const { ready, channel, failed } = usePreviewConnection(frame, previewOrigin, src);
  const [selected, setSelected] = useState<OutlineBlock>();
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [scroll, setScroll] = useState<ScrollState>();
  const [appliedRevisions, setAppliedRevisions] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(() => {
    if (!channel) return;
    const offs = [
      channel.on("block-click", (message) => {
        const block = ready?.blocks.find((candidate) => candidate.path === message.path);
        if (block) setSelected(block);
      }),
      channel.on("block-hover", (message) => setHoveredId(message.blockId)),
      channel.on("scroll", (message) => setScroll({ y: message.y, maxY: message.maxY, topBlockId: message.topBlockId })),
      channel.on("draft-applied", (message) => setAppliedRevisions((previous) => new Map(previous).set(message.blockId, message.revision))),
    ];
    return () => offs.forEach((off) => off());
  }, [channel, ready]);

  // A reloaded preview (a new handshake) is told the selection again.
  useEffect(() => {
    channel?.send({ type: "select", blockId: selected?.id ?? null });
  }, [channel, selected, ready]);

  const select = (block: OutlineBlock) => {
    setSelected(block);
    // Scroll sync, workbench → preview: the chosen block comes to the top of the preview.
    channel?.send({ type: "scroll", blockId: block.id, behavior: "auto" });
  };

  const sendDraft = useCallback((draft: DraftMessage) => channel?.send({ type: "draft", ...draft }), [channel]);

  return {
    ready,
    failed,
    selected,
    hoveredId,
    scroll,
    appliedRevisions,
    select,
    deselect: () => setSelected(undefined),
    highlight: (blockId) => channel?.send({ type: "highlight", blockId }),
    sendDraft,
    resetDraft: (blockId) => channel?.send({ type: "draft-reset", blockId }),
  };
}
