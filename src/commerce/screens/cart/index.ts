import { defineBlock } from "../../../registry/define-block.ts";
import type { cartSchema } from "./schema.ts";

/**
 * The cart (commerce spec §2 `/cart`): the shopper's lines, delivery per line, saved for later,
 * coupons, promotion callouts and the order summary. The cart is the shopper's own, so it has no
 * data provider: the server renders the heading and a loading status, the browser reads the cart
 * (`cartQuery`, shared with the header and the mini cart). No `hydrate`: the block is interactive
 * and hydrates with the page (the default for a block without data, decision 0014).
 */
export const cartBlock = defineBlock<typeof cartSchema>({
  type: "cart",
  label: "Cart",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.cartSchema),
  component: () => import("./cart.tsx"),
});
