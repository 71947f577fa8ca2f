import { defineBlock } from "../../../registry/define-block.ts";
import { reviewsQuery, type ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { productReviewsSchema } from "./schema.ts";

export const productReviewsBlock = defineBlock<typeof productReviewsSchema, ReviewsAnswer>({
  type: "product-reviews",
  label: "Product reviews",
  loadSchema: () => import("./schema.ts").then((module) => module.productReviewsSchema),
  component: () => import("./product-reviews.tsx"),
  dataProvider: (props, context) => reviewsQuery(context.siteId, context.productId ?? props.productId),
});
