import { defineBlock } from "../../../registry/define-block.ts";
import { productSetsQuery, type ProductSetAnswer } from "../../catalogue/product-set-queries.ts";
import type { productSetSchema } from "./schema.ts";

/**
 * "Complete the set": the other products of the sets the page's product belongs to, read on the
 * server and sent as links (no code for shoppers). Nothing when the product is in no set.
 */
export const productSetBlock = defineBlock<typeof productSetSchema, ProductSetAnswer[]>({
  type: "product-set",
  label: "Product set (complete the set)",
  loadSchema: () => import("./schema.ts").then((module) => module.productSetSchema),
  component: () => import("./product-set.tsx"),
  dataProvider: (props, context) => productSetsQuery(context.siteId, context.productId ?? props.productId),
  hydrate: "never",
});
