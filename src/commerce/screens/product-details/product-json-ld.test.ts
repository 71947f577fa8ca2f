import { describe, expect, test } from "vitest";
import { ALPINE_BIVY_SHELTER, CASCADE_RAIN_JACKET } from "../../catalogue/testing/product-answers.ts";
import { productJsonLd, scriptJson } from "./product-json-ld.ts";

describe("productJsonLd", () => {
  test("a product on sale, in stock, with reviews", () => {
    expect(productJsonLd(CASCADE_RAIN_JACKET, "BLK", "https://shop.test")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Men's Cascade Rain Jacket",
      description: CASCADE_RAIN_JACKET.description,
      sku: "RLSH1001",
      productID: "RLSH1001",
      url: "https://shop.test/en-us/p/mens-cascade-rain-jacket-RLSH1001",
      image: ["front", "back", "detail", "worn"].map((view) => `https://shop.test/media/products/RLSH1001/BLK-${view}.svg`),
      brand: { "@type": "Brand", name: "Ridgeline" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 3.7, reviewCount: 1092, bestRating: 5, worstRating: 1 },
      offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: 286.99, highPrice: 289.99, offerCount: 20, availability: "https://schema.org/InStock" },
    });
  });

  test.each([
    ["out of stock everywhere", ALPINE_BIVY_SHELTER, { offers: expect.objectContaining({ availability: "https://schema.org/OutOfStock", lowPrice: 585, highPrice: 585 }) }],
  ])("%s", (_name, product, expected) => {
    expect(productJsonLd(product, product.colors[0]!.code)).toMatchObject(expected);
  });
});

test("no reviews: no rating", () => {
  expect(productJsonLd({ ...CASCADE_RAIN_JACKET, rating: { score: 0, reviewsCount: 0 } }, "BLU")).not.toHaveProperty("aggregateRating");
});

describe("scriptJson", () => {
  test.each([
    [{ name: "</script><script>alert(1)</script>" }, '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'],
    [{ name: "<!-- & \u2028" }, '{"name":"\\u003c!-- \\u0026 \\u2028"}'],
    [{ name: "plain" }, '{"name":"plain"}'],
  ])("%j", (value, expected) => {
    const json = scriptJson(value);
    expect(json).toBe(expected);
    expect(json).not.toMatch(/</);
    expect(JSON.parse(json)).toEqual(value);
  });
});
