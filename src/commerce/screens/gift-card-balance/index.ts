import { defineBlock } from "../../../registry/define-block.ts";
import type { giftCardBalanceSchema } from "./schema.ts";

/**
 * A gift card's balance (commerce spec §7 `POST /cart/v1/giftcard/balance`), for guests and
 * members: number and PIN, then the masked number, the balance in the card's currency and its
 * expiry. Renders the page's heading (the `gift-card` page).
 */
export const giftCardBalanceBlock = defineBlock<typeof giftCardBalanceSchema>({
  type: "gift-card-balance",
  label: "Gift card balance",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.giftCardBalanceSchema),
  component: () => import("./gift-card-balance.tsx"),
});
