import { defineBlock } from "../../../registry/define-block.ts";
import { productDetailsQuery, type ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { productDetailsSchema } from "./schema.ts";

export const productDetailsBlock = defineBlock<typeof productDetailsSchema, ProductDetailsAnswer>({
  type: "product-details",
  label: "Product details",
  pageHeading: true,
  loadSchema: () => import("./schema.ts").then((module) => module.productDetailsSchema),
  component: () => import("./product-details.tsx"),
  dataProvider: (props, context) => productDetailsQuery(context.siteId, context.productId ?? props.productId),
});
