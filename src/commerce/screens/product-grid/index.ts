import { defineBlock } from "../../../registry/define-block.ts";
import { productSearchQuery, type ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import { listingOfUrl } from "../../catalogue/listing-page.ts";
import type { productGridSchema } from "./schema.ts";

export const productGridBlock = defineBlock<typeof productGridSchema, ProductSearchAnswer>({
  type: "product-grid",
  label: "Product grid",
  loadSchema: () => import("./schema.ts").then((module) => module.productGridSchema),
  component: () => import("./product-grid.tsx"),
  dataProvider: (props, context) => productSearchQuery(context.siteId, listingOfUrl(context.search ?? "", { categoryId: context.categoryId ?? props.categoryId }).search),
});
