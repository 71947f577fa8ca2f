import { defineBlock } from "../../../registry/define-block.ts";
import { productSearchQuery, type ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import { LISTING_PAGE_SIZE } from "../../catalogue/listing-page.ts";
import { listingSearch, readListingState } from "../../catalogue/listing-url.ts";
import type { searchResultsSchema } from "./schema.ts";

export const searchResultsBlock = defineBlock<typeof searchResultsSchema, ProductSearchAnswer>({
  type: "search-results",
  label: "Search results",
  loadSchema: () => import("./schema.ts").then((module) => module.searchResultsSchema),
  component: () => import("./search-results.tsx"),
  dataProvider: (props, context) => productSearchQuery(context.siteId, listingSearch(readListingState(context.search ?? ""), {}, LISTING_PAGE_SIZE)),
});
