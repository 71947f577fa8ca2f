import { defineBlock } from "../../../registry/define-block.ts";
import { questionsQuery, type QuestionsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { productQuestionsSchema } from "./schema.ts";

export const productQuestionsBlock = defineBlock<typeof productQuestionsSchema, QuestionsAnswer>({
  type: "product-questions",
  label: "Product questions",
  loadSchema: () => import("./schema.ts").then((module) => module.productQuestionsSchema),
  component: () => import("./product-questions.tsx"),
  dataProvider: (props, context) => questionsQuery(context.siteId, context.productId ?? props.productId),
});
