import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import type { ProductInfoProps } from "./schema.ts";

/** Placeholder: built in issue 13. */
export default function ProductInfo(props: BlockComponentProps<ProductInfoProps, ProductDetailsAnswer>) {
  return <div data-screen="product-info" data-block-id={props.blockId} />;
}
