import { defineBlock } from "../../../registry/define-block.ts";
import { questionsQuery, type QuestionsAnswer } from "../../catalogue/catalogue-queries.ts";
import { QUESTIONS_PAGE_SIZE } from "../product-reviews/review-constants.ts";
import type { productQuestionsSchema } from "./schema.ts";

export const productQuestionsBlock = defineBlock<typeof productQuestionsSchema, QuestionsAnswer>({
  type: "product-questions",
  label: "Product questions",
  loadSchema: () => import("./schema.ts").then((module) => module.productQuestionsSchema),
  component: () => import("./product-questions.tsx"),
  // The first page of the default sort (most recent): "show more" reads on from it.
  dataProvider: (props, context) => questionsQuery(context.siteId, context.productId ?? props.productId, { count: QUESTIONS_PAGE_SIZE }),
});
