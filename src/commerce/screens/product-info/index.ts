import { defineBlock } from "../../../registry/define-block.ts";
import { productDetailsQuery, type ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { productInfoSchema } from "./schema.ts";

export const productInfoBlock = defineBlock<typeof productInfoSchema, ProductDetailsAnswer>({
  type: "product-info",
  label: "Product information",
  loadSchema: () => import("./schema.ts").then((module) => module.productInfoSchema),
  // Accordions are native <details> (they open without code); the size chart's code and data
  // come when the shopper reaches for them (docs/decisions/0014).
  hydrate: "interaction",
  component: () => import("./product-info.tsx"),
  dataProvider: (props, context) => productDetailsQuery(context.siteId, context.productId ?? props.productId),
});
