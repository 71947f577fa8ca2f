import { defineBlock } from "../../../registry/define-block.ts";
import type { checkoutSchema } from "./schema.ts";

/**
 * The checkout (commerce spec §2 `/checkout`, §4 Checkout): shipping, billing and summary steps
 * over the shopper's own cart, read in the browser (decision 0018; no data provider). The server
 * renders the heading, the step list and a loading status; the block hydrates at once.
 */
export const checkoutBlock = defineBlock<typeof checkoutSchema>({
  type: "checkout",
  label: "Checkout",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.checkoutSchema),
  component: () => import("./checkout.tsx"),
});
