import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { QuestionsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { ProductQuestionsProps } from "./schema.ts";

/** Placeholder: built in issue 13. */
export default function ProductQuestions(props: BlockComponentProps<ProductQuestionsProps, QuestionsAnswer>) {
  return <div data-screen="product-questions" data-block-id={props.blockId} />;
}
