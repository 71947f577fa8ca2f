import { defineBlock } from "../../../registry/define-block.ts";
import type { trackOrderSchema } from "./schema.ts";

/**
 * Order tracking (commerce spec §7 TrackOrder): anyone with an order number and the order's
 * email sees its status and each shipment's tracking, without signing in. Nothing is read until
 * the shopper asks, so the server renders the whole form.
 */
export const trackOrderBlock = defineBlock<typeof trackOrderSchema>({
  type: "track-order",
  label: "Track order",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.trackOrderSchema),
  component: () => import("./track-order.tsx"),
});
