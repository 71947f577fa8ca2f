import type { CartFlash } from "../../../../contracts/api/cart.ts";
import type { NoticeMessage } from "../../ui/notice.tsx";

/**
 * The notices at the top of a step: the step's own (what sent the shopper there), then the cart's
 * flash as information. A refused order's error carries the flash the refreshed cart carries too
 * (INV405: "… is out of stock and was removed from your cart"): each message shows once.
 */
export function stepNotices(own: readonly NoticeMessage[], flash: readonly Pick<CartFlash, "type" | "message">[]): NoticeMessage[] {
  const shown = new Set(own.map((notice) => notice.message));
  const fromFlash: NoticeMessage[] = [];
  for (const entry of flash) {
    if (shown.has(entry.message)) continue;
    shown.add(entry.message);
    fromFlash.push({ type: "info", level: "top", message: entry.message, code: entry.type });
  }
  return [...own, ...fromFlash];
}
