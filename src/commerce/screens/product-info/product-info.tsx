import { useId } from "react";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import { productInfoStrings } from "./product-info-strings.ts";
import { sizeChartType } from "./size-chart-type.ts";
import { SizeChartSection } from "./size-chart-section.tsx";
import type { ProductInfoProps } from "./schema.ts";
import styles from "./product-info.module.css";

/**
 * A product's information below its gallery: details, specifications and, for products sized
 * to the body, a size chart, each a native disclosure (`<details>`: keyboard and screen reader
 * support without script, open or closed in the server's HTML). The size chart and the sets
 * the product belongs to are deferred data, read in the browser; a failure leaves the chart's
 * "unavailable" note and no sets. Without the product (its data failed) it renders nothing.
 */
export default function ProductInfo({ blockId, data: product }: BlockComponentProps<ProductInfoProps, ProductDetailsAnswer>) {
  const { page } = useEngine();
  const headingId = useId();
  if (!product) return null;
  const words = productInfoStrings(page.siteId);
  const chartType = sizeChartType(product);

  return (
    <section className={styles.info} aria-labelledby={headingId} data-screen="product-info" data-block-id={blockId}>
      <h2 id={headingId} className="visually-hidden">
        {words.heading}
      </h2>
      <details className={styles.section} open>
        <summary className={styles.summary}>{words.details}</summary>
        <div className={styles.panel}>
          <p className={styles.description}>{product.description}</p>
        </div>
      </details>
      <details className={styles.section}>
        <summary className={styles.summary}>{words.specifications}</summary>
        <div className={styles.panel}>
          {product.attributes.length > 0 ? (
            <dl className={styles.specifications}>
              {product.attributes.map((attribute) => (
                <div key={attribute.id} className={styles.specification}>
                  <dt>{attribute.label}</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{words.noSpecifications}</p>
          )}
        </div>
      </details>
      {chartType && <SizeChartSection siteId={page.siteId} productType={chartType} words={words} />}
    </section>
  );
}
