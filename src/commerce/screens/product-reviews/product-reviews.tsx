import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { ProductReviewsProps } from "./schema.ts";

/** Placeholder: built in issue 13. */
export default function ProductReviews(props: BlockComponentProps<ProductReviewsProps, ReviewsAnswer>) {
  return <div data-screen="product-reviews" data-block-id={props.blockId} />;
}
