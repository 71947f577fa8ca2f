import type { CartAnswer } from "../../../../contracts/api/cart.ts";
import { DELIVERY_TRANSITION_FLASH_TYPES, type DeliveryTransitionFlashType } from "../../../../contracts/api/commerce-constants.ts";
import type { NoticeMessage } from "../../ui/notice.tsx";
import { cartStrings } from "./cart-strings.ts";

/** The cart's flash messages as notices: at the top of the cart, and per line (by item id). */
export interface CartNotices {
  top: NoticeMessage[];
  byItem: Record<string, NoticeMessage[]>;
}

/** Flash codes of checkout that the cart screen leaves to the checkout (an address, 3-D Secure). */
const CHECKOUT_ONLY = new Set(["InvalidShippingAddress", "PaymentNotAuthorized"]);
/** Flash codes that only add to an "order updated" message (commerce spec §8). */
const ORDER_UPDATED = new Set(["ProductItemMaxQuantity", "ProductItemRequired"]);

const isTransition = (type: string): type is DeliveryTransitionFlashType => (DELIVERY_TRANSITION_FLASH_TYPES as readonly string[]).includes(type);
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/**
 * What the shopper is told about a cart answer's flash messages (commerce spec §4 stock states
 * and delivery transitions, §8 cart flash codes). Pure. Details as the reference backend sends
 * them (backend/cart/cart-store.ts `reconcileStock`, backend/checkout/transitions.ts): `itemId`,
 * `name`, `requestedQuantity` / `availableQuantity` for stock, `storeId` and `level` for
 * transitions. A removed line (full missing, not available) has no line left: top only. The
 * server's English message is the fallback where our words need a detail it lacks.
 *
 * @param storeName - the name of a store id, when the page knows it (the line's store).
 */
export function cartNotices(cart: CartAnswer, siteId: string, storeName: (storeId: string) => string | undefined = () => undefined): CartNotices {
  const strings = cartStrings(siteId);
  const notices: CartNotices = { top: [], byItem: {} };
  const onItem = (itemId: string | undefined, notice: NoticeMessage) => {
    if (!itemId || !cart.items.some((item) => item.id === itemId)) return;
    (notices.byItem[itemId] ??= []).push(notice);
  };

  for (const flash of cart.flash) {
    const details = flash.details ?? {};
    const itemId = text(details.itemId);
    const line = cart.items.find((item) => item.id === itemId);
    const name = text(details.name) ?? line?.name;
    const code = flash.type;

    if (code === "ProductLineItemInventoryMissing") {
      const available = count(details.availableQuantity) ?? line?.qty;
      const requested = count(details.requestedQuantity);
      if (!name || available === undefined) {
        notices.top.push({ type: "info", level: "top", message: flash.message, code });
        continue;
      }
      notices.top.push({ type: "info", level: "top", message: strings.partialTop(name, available), code });
      const missing = requested !== undefined ? Math.max(0, requested - available) : undefined;
      if (missing) onItem(itemId, { type: "error", level: "item", message: `${strings.partialItem(missing, available)} ${strings.partialActions}`, code });
    } else if (code === "ProductLineItemFullInventoryMissing") {
      notices.top.push({ type: "error", level: "top", message: name ? strings.fullMissing(name) : flash.message, code });
    } else if (code === "ProductItemNotAvailable") {
      const message = name ? (cart.items.length === 0 ? strings.orderCannotBeCompleted(name) : strings.notAvailable(name)) : flash.message;
      notices.top.push({ type: "error", level: "top", message, code });
    } else if (isTransition(code)) {
      const store = text(details.storeId);
      const storeText = store ? (storeName(store) ?? undefined) : undefined;
      const type = details.level === "error" ? "error" : "info";
      notices.top.push({ type, level: "top", message: name ? strings.transitionTop[code](name, storeText) : flash.message, code });
      onItem(itemId, { type, level: "item", message: strings.transitionItem[code](storeText), code });
    } else if (ORDER_UPDATED.has(code)) {
      notices.top.push({ type: "info", level: "top", message: strings.orderUpdated(flash.message), code });
    } else if (!CHECKOUT_ONLY.has(code) && flash.message) {
      // A code this storefront does not know yet: the server's words are better than silence.
      notices.top.push({ type: "info", level: "top", message: flash.message, code });
    }
  }
  return notices;
}

