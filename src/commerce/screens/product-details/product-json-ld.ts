import type { ProductDetailsAnswer } from "../../../../contracts/api/products.ts";
import { productImageUrl, PRODUCT_VIEWS } from "../../ui/product-media.ts";

/**
 * schema.org `Product` of a product page, for search engines: name, description, ids, the
 * pictures of the shown colour, the brand, the rating when there are reviews and an
 * `AggregateOffer` over the variants. `origin` makes the URLs absolute when known.
 */
export function productJsonLd(product: ProductDetailsAnswer, colour: string, origin = ""): Record<string, unknown> {
  const orderable = product.variants.some((variant) => variant.availability.orderable);
  const prices = product.variants.map((variant) => variant.price.current);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.id,
    productID: product.id,
    url: `${origin}${product.pdpUrl}`,
    image: PRODUCT_VIEWS.map((view) => `${origin}${productImageUrl(product.id, colour, view)}`),
    brand: { "@type": "Brand", name: "Ridgeline" },
    ...(product.rating.reviewsCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating.score, reviewCount: product.rating.reviewsCount, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: product.currency,
      lowPrice: prices.length ? Math.min(...prices) : product.price.lowCurrent,
      highPrice: prices.length ? Math.max(...prices) : product.price.highCurrent,
      offerCount: product.variants.length,
      availability: orderable ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (so no
 * text can close the script or open a comment), and the line separators JavaScript dislikes.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
