import { defineBlock } from "../../../registry/define-block.ts";
import { recommendationsOf, recommendationsPending } from "../../../personalisation/page-personalisation.ts";
import { upsellQuery, type UpsellItem } from "./upsell-queries.ts";
import type { upsellSchema } from "./schema.ts";

/**
 * "Complete the look" (issue 16): the engine's upsell items for the page's product, filtered to
 * those in stock, each with its own add to cart. Server HTML with its data; its code (add to cart,
 * impressions) comes when it nears the viewport (content spec §9: a 200px lookahead). The mini
 * cart shows the same items after the product is added (src/commerce/cart/mini-cart.tsx).
 */
export const upsellBlock = defineBlock<typeof upsellSchema, UpsellItem[]>({
  type: "upsell",
  label: "Complete the look (upsell)",
  loadSchema: () => import("./schema.ts").then((module) => module.upsellSchema),
  component: () => import("./upsell.tsx"),
  dataProvider: (props, { siteId, productId = "", personalisation }) =>
    upsellQuery(siteId, productId, props.slot, recommendationsOf(personalisation, props.slot), recommendationsPending(personalisation)),
  hydrate: "visible",
  // The heading and three items, as the server's HTML shows them while the data is on its way.
  skeletonHeight: 400,
});
