import { isRecord } from "../../../contracts/json-shape.ts";
import type { PopUpItem } from "../popup/schema.ts";

/** The site's pop-ups, validated: what the manager chooses from. */
export interface PopUpList {
  items: PopUpItem[];
}

/**
 * The pop-ups of `/fapi/popups`' answer. The server validated each item like a block (rich text
 * sanitised, unsafe URLs refused: parse-popups.ts) before answering, so the browser loads no
 * schema (decision 0013) and checks only the outline: an item without an id is left out, an
 * answer of another shape is no pop-ups.
 */
export function popUpListOf(answer: unknown): PopUpList {
  const items: unknown[] = isRecord(answer) && Array.isArray(answer.items) ? answer.items : [];
  return { items: items.filter((item): item is PopUpItem => isRecord(item) && typeof item.id === "string") };
}
