import { defineBlock } from "../../../registry/define-block.ts";
import { recommendationsOf, recommendationsPending } from "../../../personalisation/recommendation-slots.ts";
import { upsellQuery, type UpsellItem } from "./upsell-queries.ts";
import type { upsellSchema } from "./schema.ts";

/**
 * "Complete the look" (issue 16): the engine's upsell items for the page's product, filtered to
 * those in stock, each with its own add to cart. Server HTML with its data; within 200px of the
 * viewport a small tracker reports, on that HTML, the items seen and followed (`enhance`, content
 * spec §9); the block's code (add to cart) comes when the shopper reaches for it, and a press made
 * before is pressed again then. The mini cart offers the same items once the product is added
 * (src/commerce/cart/mini-cart.tsx). Docs/decisions/0027.
 */
export const upsellBlock = defineBlock<typeof upsellSchema, UpsellItem[]>({
  type: "upsell",
  label: "Complete the look (upsell)",
  loadSchema: () => import("./schema.ts").then((module) => module.upsellSchema),
  component: () => import("./upsell.tsx"),
  dataProvider: (props, { siteId, productId = "", personalisation }) =>
    upsellQuery(siteId, productId, props.slot, recommendationsOf(personalisation, props.slot), recommendationsPending(personalisation)),
  hydrate: "interaction",
  enhance: () => import("./track-upsell.ts"),
  // One list per page view (upsell-queries.ts): only a page decided late shows new items, its first.
  contextIdentity: (_props, { personalisation }) => (recommendationsPending(personalisation) ? "pending" : "decided"),
  // The engine left the slot empty: no block and no section (items all sold out still leave the section).
  isEmpty: (props, { mode, personalisation }) => mode !== "preview" && !recommendationsPending(personalisation) && recommendationsOf(personalisation, props.slot).length === 0,
  // The heading and three items, as the server's HTML shows them while the data is on its way.
  skeletonHeight: 400,
});
