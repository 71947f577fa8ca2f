import { describe, expect, test } from "vitest";
import type { ContentPageData } from "../../app/content/load-content-page.server.ts";
import { productHead } from "./product-head.ts";

/** A product page's data as the loader answers it: only what productHead reads. */
function productPage(product: { name: string; description: string; pdpUrl: string }, origin?: string): ContentPageData {
  return {
    origin,
    pageContext: { productId: "NF0A3C8D" },
    dehydratedState: { queries: [{ queryKey: ["commerce", "RL-US", "product", "NF0A3C8D"], state: { data: product } }] },
  } as unknown as ContentPageData;
}

describe("productHead", () => {
  const product = { name: "Summit Parka", description: "A warm parka.", pdpUrl: "/en-us/p/summit-parka-NF0A3C8D" };

  test.each([
    ["the style's page on the page's origin, whatever colour the address names", product.pdpUrl, "https://shop.example/en-us/p/summit-parka-NF0A3C8D"],
    ["the page's own path when the product names none", "", "https://shop.example/en-us/p/summit-parka-NF0A3C8D-x"],
  ])("canonical: %s", (_, pdpUrl, expected) => {
    const head = productHead(productPage({ ...product, pdpUrl }, "https://shop.example"), { pathname: "/en-us/p/summit-parka-NF0A3C8D-x" });
    expect(head).toContainEqual({ tagName: "link", rel: "canonical", href: expected });
  });

  test("canonical: the path alone when the page's data names no origin", () => {
    expect(productHead(productPage(product), { pathname: "/en-us/p/x" })).toContainEqual({ tagName: "link", rel: "canonical", href: product.pdpUrl });
  });

  test("no product (the error page): no head of its own", () => {
    expect(productHead(undefined, { pathname: "/en-us/p/x" })).toBeUndefined();
  });
});
