import { defineBlock } from "../../../registry/define-block.ts";
import type { orderHistorySchema } from "./schema.ts";

/**
 * The member's orders (commerce spec §2 `/account`, §3 Order, §7 purchase history, purchase
 * details, CancelOrder, invoice, return label, gift card email): newest first, page by page, and
 * one order's details (`?order=`) with its tracking and what may be done with it. The shopper's
 * own data, read in the browser (decision 0018); a guest sees nothing here (the account overview
 * asks them to sign in).
 */
export const orderHistoryBlock = defineBlock<typeof orderHistorySchema>({
  type: "order-history",
  label: "Order history",
  loadSchema: () => import("./schema.ts").then((module) => module.orderHistorySchema),
  component: () => import("./order-history.tsx"),
});
