import { defineBlock } from "../../../registry/define-block.ts";
import { reviewsQuery, type ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";
import { REVIEWS_PAGE_SIZE } from "./review-constants.ts";
import type { productReviewsSchema } from "./schema.ts";

export const productReviewsBlock = defineBlock<typeof productReviewsSchema, ReviewsAnswer>({
  type: "product-reviews",
  label: "Product reviews",
  loadSchema: () => import("./schema.ts").then((module) => module.productReviewsSchema),
  // Read as the server sent them; the code (sorting, votes, the forms) comes when the shopper
  // reaches for it (docs/decisions/0014).
  hydrate: "interaction",
  component: () => import("./product-reviews.tsx"),
  // The first page of the default sort (most recent): "show more" reads on from it.
  dataProvider: (props, context) => reviewsQuery(context.siteId, context.productId ?? props.productId, { count: REVIEWS_PAGE_SIZE }),
});
