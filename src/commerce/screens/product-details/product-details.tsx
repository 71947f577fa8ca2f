import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { ProductDetailsProps } from "./schema.ts";

/** Placeholder: built in issue 13. */
export default function ProductDetails(props: BlockComponentProps<ProductDetailsProps, ProductDetailsAnswer>) {
  return <div data-screen="product-details" data-block-id={props.blockId} />;
}
