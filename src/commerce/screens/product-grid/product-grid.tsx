import type { BlockComponentProps } from "../../../registry/define-block.ts";
import type { ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import type { ProductGridProps } from "./schema.ts";

/** Placeholder: built in issue 13. */
export default function ProductGrid(props: BlockComponentProps<ProductGridProps, ProductSearchAnswer>) {
  return <div data-screen="product-grid" data-block-id={props.blockId} />;
}
