import { contrastRatio } from "../../ui/color-contrast.ts";

/**
 * The promo bar's rules (content spec §4) as pure functions: which messages show, the colour
 * of the pagination dots, and the rotation's next index.
 */

/** Messages shown when the block does not say (the spec leaves the value open). */
export const PROMO_BAR_MAX_MESSAGES = 3;
export const DEFAULT_AUTOROTATE_MS = 5000;
export const MIN_AUTOROTATE_MS = 2000;
/** Width of the message area (spec §9). */
export const PROMO_BAR_MAX_WIDTH_PX = 548;

export interface MessageContent {
  richText: string;
  targets: readonly unknown[];
  isEmpty: boolean;
}

/** Text of sanitised HTML, tags and entities of white space removed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .trim();
}

/** A message with nothing to show: flagged empty by the content service, or no text and no link. */
export function isEmptyMessage(message: MessageContent): boolean {
  return message.isEmpty || (textOf(message.richText) === "" && message.targets.length === 0);
}

/** The messages that show: empty ones left out, then at most `max`. */
export function visibleMessages<M extends MessageContent>(messages: readonly M[], max: number): M[] {
  return messages.filter((message) => !isEmptyMessage(message)).slice(0, Math.max(0, max));
}

export const WHITE = "#ffffff";
export const BLACK = "#000000";

/**
 * The dots' colour on a message: white or black, whichever contrasts more with its background.
 * A background that cannot be measured (a named colour, a variable) takes the text colour, which
 * the editor chose to be readable on it.
 */
export function dotColor(background: string, textColor: string): string {
  const onWhite = contrastRatio(WHITE, background);
  const onBlack = contrastRatio(BLACK, background);
  if (onWhite === undefined || onBlack === undefined) return textColor;
  return onWhite >= onBlack ? WHITE : BLACK;
}

/** The index `step` messages away, wrapping around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** `Message {index} of {count}` filled in (1-based). */
export function messageLabel(template: string, index: number, count: number): string {
  return template.replaceAll("{index}", String(index + 1)).replaceAll("{count}", String(count));
}
