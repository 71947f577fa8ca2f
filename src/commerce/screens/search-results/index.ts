import { defineBlock } from "../../../registry/define-block.ts";
import { productSearchQuery, type ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import { listingOfUrl } from "../../catalogue/listing-page.ts";
import type { searchResultsSchema } from "./schema.ts";

export const searchResultsBlock = defineBlock<typeof searchResultsSchema, ProductSearchAnswer>({
  type: "search-results",
  label: "Search results",
  loadSchema: () => import("./schema.ts").then((module) => module.searchResultsSchema),
  component: () => import("./search-results.tsx"),
  dataProvider: (props, context) => productSearchQuery(context.siteId, listingOfUrl(context.search ?? "").search),
});
