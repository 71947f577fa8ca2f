import { defineBlock } from "../../../registry/define-block.ts";
import type { orderConfirmationSchema } from "./schema.ts";

/**
 * The order confirmation (commerce spec §2 `/order-confirmation`): the order the shopper has just
 * placed, read in the browser (decision 0018), with sign-in or sign-up for a guest.
 */
export const orderConfirmationBlock = defineBlock<typeof orderConfirmationSchema>({
  type: "order-confirmation",
  label: "Order confirmation",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.orderConfirmationSchema),
  component: () => import("./order-confirmation.tsx"),
});
