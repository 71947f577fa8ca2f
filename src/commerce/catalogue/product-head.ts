import type { ProductDetailsAnswer } from "../../../contracts/api/products.ts";
import type { ContentPageData } from "../../app/content/load-content-page.server.ts";
import { BRAND_NAME } from "../../app/content/content-route.tsx";

/** The product a product page's loader read (its critical query), from the page's dehydrated data. */
export function productOfPage(page: ContentPageData | null | undefined): ProductDetailsAnswer | undefined {
  const productId = page?.pageContext.productId;
  if (!page || !productId) return undefined;
  const query = page.dehydratedState.queries.find(({ queryKey }) => queryKey[0] === "commerce" && queryKey[2] === "product" && queryKey[3] === productId);
  const product = query?.state.data as ProductDetailsAnswer | undefined;
  return product && typeof product === "object" && typeof product.name === "string" ? product : undefined;
}

const DESCRIPTION_LENGTH = 160;

/** The sentence-cut description of a product for search engines. */
export function metaDescription(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 80))}…`;
}

/**
 * The head of a product page: the product's name as title, its description, the canonical URL
 * (its style's page, whatever variant or colour the URL names; absolute, on the page's origin, as
 * search engines require) and Open Graph tags. Undefined when the page holds no product (the
 * error page).
 */
export function productHead(page: ContentPageData | null | undefined, location: { pathname: string }) {
  const product = productOfPage(page);
  if (!product) return undefined;
  const description = metaDescription(product.description);
  const path = product.pdpUrl || location.pathname;
  const canonical = page?.origin ? new URL(path, page.origin).href : path;
  return [
    { title: `${product.name} | ${BRAND_NAME}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
  ];
}
