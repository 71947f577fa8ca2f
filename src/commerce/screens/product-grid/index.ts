import { defineBlock } from "../../../registry/define-block.ts";
import { productSearchQuery, type ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import { LISTING_PAGE_SIZE } from "../../catalogue/listing-page.ts";
import { listingSearch, readListingState } from "../../catalogue/listing-url.ts";
import type { productGridSchema } from "./schema.ts";

export const productGridBlock = defineBlock<typeof productGridSchema, ProductSearchAnswer>({
  type: "product-grid",
  label: "Product grid",
  loadSchema: () => import("./schema.ts").then((module) => module.productGridSchema),
  component: () => import("./product-grid.tsx"),
  dataProvider: (props, context) => productSearchQuery(context.siteId, listingSearch({ ...readListingState(context.search ?? ""), q: undefined }, { categoryId: context.categoryId ?? props.categoryId }, LISTING_PAGE_SIZE)),
});
