import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { ProductSetAnswer } from "../../catalogue/product-set-queries.ts";
import { CompleteTheSet } from "../product-info/complete-the-set.tsx";
import { productInfoStrings } from "../product-info/product-info-strings.ts";
import type { ProductSetProps } from "./schema.ts";

/** The sets of the page's product (deferred data: none, or a failure, shows nothing). */
export default function ProductSet({ blockId, productId, data }: BlockComponentProps<ProductSetProps, ProductSetAnswer[]>) {
  const { page } = useEngine();
  const shownFor = page.productId ?? productId;
  return (
    <div data-screen="product-set" data-block-id={blockId}>
      <CompleteTheSet siteId={page.siteId} productId={shownFor} sets={data} words={productInfoStrings(page.siteId)} />
    </div>
  );
}
