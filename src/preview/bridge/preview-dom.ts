/**
 * What the preview bridge does to the page's DOM: find block frames (rendered by the engine's
 * `EditorBlock` with `data-block-id` / `data-block-path`), mark the selected and hovered block,
 * and tell which block is at the top of the viewport.
 */
export const FRAME_SELECTOR = "[data-block-path]";

const STYLE_ID = "preview-bridge-style";
const STYLE = `
[data-preview-highlighted] { outline: 2px dashed #1d6ce0 !important; outline-offset: -2px; }
[data-preview-selected] { outline: 3px solid #1d6ce0 !important; outline-offset: -3px; }
`;

/** The bridge's outline styles, once per document (removed by the returned function). */
export function installPreviewStyles(document: Document): () => void {
  if (document.getElementById(STYLE_ID)) return () => {};
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = STYLE;
  document.head.append(style);
  return () => style.remove();
}

export function frameOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest(FRAME_SELECTOR) as HTMLElement | null) : null;
}

function framesOf(document: Document, blockId: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(FRAME_SELECTOR)].filter((frame) => frame.dataset.blockId === blockId);
}

/** Puts `attribute` on the frames of `blockId` only (null: on none). */
export function markBlock(document: Document, attribute: "data-preview-selected" | "data-preview-highlighted", blockId: string | null): HTMLElement | undefined {
  for (const marked of document.querySelectorAll(`[${attribute}]`)) marked.removeAttribute(attribute);
  if (blockId === null) return undefined;
  const frames = framesOf(document, blockId);
  for (const frame of frames) frame.setAttribute(attribute, "");
  return frames[0];
}

export function frameOfBlock(document: Document, blockId: string): HTMLElement | undefined {
  return framesOf(document, blockId)[0];
}

/** The outermost block frame whose box reaches below the top of the viewport. */
export function topBlockId(document: Document): string | null {
  for (const frame of document.querySelectorAll<HTMLElement>(FRAME_SELECTOR)) {
    if (frame.parentElement?.closest(FRAME_SELECTOR)) continue;
    if (frame.getBoundingClientRect().bottom > 1) return frame.dataset.blockId ?? null;
  }
  return null;
}
