import { defineBlock } from "../../../registry/define-block.ts";
import { questionsQuery, type QuestionsAnswer } from "../../catalogue/catalogue-queries.ts";
import { QUESTIONS_PAGE_SIZE } from "../product-reviews/review-constants.ts";
import type { productQuestionsSchema } from "./schema.ts";

export const productQuestionsBlock = defineBlock<typeof productQuestionsSchema, QuestionsAnswer>({
  type: "product-questions",
  label: "Product questions",
  loadSchema: () => import("./schema.ts").then((module) => module.productQuestionsSchema),
  // Read as the server sent them; the code (sorting, votes, the forms) comes when the shopper
  // reaches for it (docs/decisions/0014).
  hydrate: "interaction",
  component: () => import("./product-questions.tsx"),
  // The first page of the default sort (most recent): "show more" reads on from it.
  dataProvider: (props, context) => questionsQuery(context.siteId, context.productId ?? props.productId, { count: QUESTIONS_PAGE_SIZE }),
});
