import "../zod-without-eval.ts";
import { ensureSanitizer } from "#sanitize";
import type { PageContext } from "../../engine/page-context.ts";
import { resolveBlock } from "../../engine/resolve-page.ts";
import type { Diagnostic, ResolvedPage } from "../../engine/types.ts";
import type { Registry } from "../../registry/create-registry.ts";
import { createPreviewChannel, type PreviewChannel } from "../protocol/channel.ts";
import { createDraftStore, type DraftStore } from "./draft-store.ts";
import { pageOutline, protocolDiagnostics } from "./page-outline.ts";
import { frameOf, frameOfBlock, installPreviewStyles, markBlock, topBlockId } from "./preview-dom.ts";

export interface PreviewBridgeOptions {
  registry: Registry;
  context: PageContext;
  page: ResolvedPage;
  diagnostics: readonly Diagnostic[];
  /** Workbench origins allowed to connect (PREVIEW_ALLOWED_ORIGINS, from the server). */
  allowedOrigins: readonly string[];
  window: Window;
}

export interface PreviewBridge {
  /** The drafts the engine renders in place of blocks (`EngineValue.overrides`). */
  drafts: DraftStore;
  stop(): void;
}

/** After the frame that shows the last change is painted: a task queued from the next frame. */
function afterPaint(window: Window, callback: () => void) {
  window.requestAnimationFrame(() => window.setTimeout(callback, 0));
}

/**
 * The preview's side of the workbench (preview mode, inside the editor's iframe): answers the
 * workbench's handshake with the page's outline; applies drafts of single blocks live, validated
 * and sanitised by the block's own schema exactly as a saved document would be; marks the
 * selected and hovered blocks; reports clicks, hovers and scrolling; scrolls when asked.
 * Outside a frame it does nothing.
 */
export function startPreviewBridge(options: PreviewBridgeOptions): PreviewBridge {
  const { registry, context, page, window } = options;
  const document = window.document;
  const drafts = createDraftStore();
  if (window.parent === window) return { drafts, stop: () => {} };

  const outline = pageOutline(page);
  const pathOfBlock = new Map(outline.map((entry) => [entry.id, entry.path]));
  const knownPaths = new Set(outline.map((entry) => entry.path));
  const latestRevision = new Map<string, number>();
  // Drafts are validated with the same schemas (and the browser's sanitiser) as documents.
  const validationReady = Promise.all([registry.preloadSchemas(), ensureSanitizer()]);

  const channel: PreviewChannel = createPreviewChannel({
    self: window,
    target: window.parent,
    allowedOrigins: options.allowedOrigins,
    describe: () => ({
      page: { id: page.id, slug: page.slug, title: page.title, path: pathWithoutGrant(window.location) },
      blocks: outline,
      diagnostics: protocolDiagnostics(options.diagnostics),
    }),
  });

  channel.on("draft", (message) => {
    latestRevision.set(message.path, message.revision);
    void validationReady.then(() => {
      // An older revision that arrives late must not replace a newer one.
      if (latestRevision.get(message.path) !== message.revision) return;
      if (!knownPaths.has(message.path)) {
        const diagnostic = { blockId: message.blockId, type: "(unknown)", path: message.path, field: "", message: `No block at ${message.path} on this page` };
        channel.send({ type: "draft-applied", blockId: message.blockId, revision: message.revision, diagnostics: protocolDiagnostics([diagnostic]) });
        return;
      }
      const { node, diagnostics } = resolveBlock(message.fields, message.path, context, registry);
      if (node) drafts.set(message.path, node);
      afterPaint(window, () =>
        channel.send({ type: "draft-applied", blockId: message.blockId, revision: message.revision, diagnostics: protocolDiagnostics(diagnostics) }),
      );
    });
  });

  channel.on("draft-reset", (message) => {
    if (message.blockId === undefined) return drafts.reset();
    const path = pathOfBlock.get(message.blockId);
    if (path) drafts.reset(path);
  });

  channel.on("select", (message) => void markBlock(document, "data-preview-selected", message.blockId));
  channel.on("highlight", (message) => void markBlock(document, "data-preview-highlighted", message.blockId));
  channel.on("scroll", (message) => {
    const behavior = message.behavior ?? "auto";
    if (message.blockId !== undefined) frameOfBlock(document, message.blockId)?.scrollIntoView({ block: "start", behavior });
    else window.scrollTo({ top: message.y, behavior });
  });

  // The workbench's canvas: a click selects the block instead of following its links.
  const onClick = (event: MouseEvent) => {
    const frame = frameOf(event.target);
    if (!frame || channel.workbenchOrigin === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    channel.send({ type: "block-click", blockId: frame.dataset.blockId!, path: frame.dataset.blockPath! });
  };
  let hovered: string | null = null;
  const onHover = (event: MouseEvent) => {
    const blockId = frameOf(event.target)?.dataset.blockId ?? null;
    if (blockId === hovered) return;
    hovered = blockId;
    channel.send({ type: "block-hover", blockId });
  };
  let scrollQueued = false;
  const onScroll = () => {
    if (scrollQueued) return;
    scrollQueued = true;
    window.requestAnimationFrame(() => {
      scrollQueued = false;
      const maxY = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
      channel.send({ type: "scroll", y: Math.max(0, Math.round(window.scrollY)), maxY, topBlockId: topBlockId(document) });
    });
  };

  const removeStyles = installPreviewStyles(document);
  document.addEventListener("click", onClick, true);
  document.addEventListener("mouseover", onHover);
  window.addEventListener("scroll", onScroll, { passive: true });

  return {
    drafts,
    stop() {
      channel.close();
      removeStyles();
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("mouseover", onHover);
      window.removeEventListener("scroll", onScroll);
    },
  };
}

/**
 * The page's path and query as the workbench may see it: without the preview secret
 * (`previewToken`), which no protocol message carries (docs/preview-protocol.md).
 */
export function pathWithoutGrant(location: Pick<Location, "pathname" | "search">): string {
  const params = new URLSearchParams(location.search);
  params.delete("previewToken");
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}
