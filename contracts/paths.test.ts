import { describe, expect, it } from "vitest";
import {
  CATEGORY_ID,
  PRODUCT_ID,
  STYLE_ID,
  categoryPath,
  idsFromPath,
  legacyRedirectTarget,
  parseCategorySegment,
  parseProductSegment,
  productPath,
} from "./paths.ts";

const digits = (count: number) => "1234567890123".slice(0, count);
const productChars = (count: number) => "NF0A3C8DJK4QZ".slice(0, count);

describe("id patterns", () => {
  it.each([
    { name: "3 digits", id: digits(3), valid: false },
    { name: "4 digits", id: digits(4), valid: true },
    { name: "7 digits", id: digits(7), valid: true },
    { name: "10 digits", id: digits(10), valid: true },
    { name: "11 digits", id: digits(11), valid: false },
    { name: "digits with a letter", id: "12a456", valid: false },
    { name: "digits with a space", id: "1234 ", valid: false },
    { name: "empty", id: "", valid: false },
  ])("category id: $name → $valid", ({ id, valid }) => {
    expect(CATEGORY_ID.test(id)).toBe(valid);
  });

  it.each([
    { name: "7 characters", id: productChars(7), valid: false },
    { name: "8 characters", id: productChars(8), valid: true },
    { name: "11 characters", id: productChars(11), valid: true },
    { name: "12 characters", id: productChars(12), valid: false },
    { name: "only digits", id: digits(9), valid: true },
    { name: "only letters", id: "ABCDEFGHI", valid: true },
    { name: "lower-case letters", id: productChars(8).toLowerCase(), valid: false },
    { name: "a dash inside", id: "NF0A-C8D", valid: false },
  ])("product id: $name → $valid", ({ id, valid }) => {
    expect(PRODUCT_ID.test(id)).toBe(valid);
  });

  it.each([
    { name: "7 characters", id: productChars(7), valid: false },
    { name: "8 characters", id: productChars(8), valid: true },
    { name: "9 characters", id: productChars(9), valid: false },
    { name: "11 characters", id: productChars(11), valid: false },
    { name: "lower-case letters", id: productChars(8).toLowerCase(), valid: false },
  ])("style id: $name → $valid", ({ id, valid }) => {
    expect(STYLE_ID.test(id)).toBe(valid);
  });
});

describe("parseCategorySegment", () => {
  it.each([
    { segment: "mens-jackets-123456", expected: { slug: "mens-jackets", id: "123456" } },
    { segment: "jackets-1234", expected: { slug: "jackets", id: "1234" } },
    { segment: "summer-2024-sale-1234567890", expected: { slug: "summer-2024-sale", id: "1234567890" } },
    { segment: "mens-jackets", expected: undefined },
    { segment: "mens-jackets-123", expected: undefined },
    { segment: "mens-jackets-12345678901", expected: undefined },
    { segment: "Mens-Jackets-123456", expected: undefined },
    { segment: "123456", expected: undefined },
    { segment: "-123456", expected: undefined },
    { segment: "mens-jackets-c123456", expected: undefined },
    { segment: "summit-parka-NF0A3C8D", expected: undefined },
  ])("$segment → $expected", ({ segment, expected }) => {
    expect(parseCategorySegment(segment)).toEqual(expected);
  });
});

describe("parseProductSegment", () => {
  it.each([
    { segment: "summit-parka-NF0A3C8D", expected: { slug: "summit-parka", id: "NF0A3C8D" } },
    { segment: "summit-parka-NF0A3C8DJK4", expected: { slug: "summit-parka", id: "NF0A3C8DJK4" } },
    { segment: "parka-2-NF0A3C8D", expected: { slug: "parka-2", id: "NF0A3C8D" } },
    { segment: "summit-parka-NF0A3C8", expected: undefined },
    { segment: "summit-parka-NF0A3C8DJK4Q", expected: undefined },
    { segment: "summit-parka-nf0a3c8d", expected: undefined },
    { segment: "summit-parka", expected: undefined },
    { segment: "NF0A3C8D", expected: undefined },
    { segment: "Summit-Parka-NF0A3C8D", expected: undefined },
  ])("$segment → $expected", ({ segment, expected }) => {
    expect(parseProductSegment(segment)).toEqual(expected);
  });
});

describe("legacyRedirectTarget", () => {
  it.each([
    { name: "legacy category", segment: "mens-jackets-c123456", expected: categoryPath("en-us", "mens-jackets", "123456") },
    { name: "legacy category, 10 digits", segment: "sale-c1234567890", expected: categoryPath("en-us", "sale", "1234567890") },
    { name: "legacy product", segment: "summit-parka-pNF0A3C8D", expected: productPath("en-us", "summit-parka", "NF0A3C8D") },
    { name: "legacy product, 11 characters", segment: "boot-pNF0A3C8DJK4", expected: productPath("en-us", "boot", "NF0A3C8DJK4") },
    { name: "legacy product with a digits-only id", segment: "boot-p12345678", expected: productPath("en-us", "boot", "12345678") },
    { name: "current category form", segment: "mens-jackets-123456", expected: undefined },
    { name: "current product form", segment: "summit-parka-NF0A3C8D", expected: undefined },
    { name: "legacy category with too few digits", segment: "mens-jackets-c123", expected: undefined },
    { name: "legacy product with a short id", segment: "summit-parka-pNF0A3C8", expected: undefined },
    { name: "legacy product with a lower-case id", segment: "summit-parka-pnf0a3c8d", expected: undefined },
    { name: "content page slug", segment: "about-us", expected: undefined },
    { name: "empty segment", segment: "", expected: undefined },
  ])("$name: $segment → $expected", ({ segment, expected }) => {
    expect(legacyRedirectTarget("en-us", segment)).toBe(expected);
  });

  it("keeps the locale it was given", () => {
    expect(legacyRedirectTarget("fr-ca", "vestes-c123456")).toBe("/fr-ca/c/vestes-123456");
    expect(legacyRedirectTarget("de-de", "parka-pNF0A3C8D")).toBe("/de-de/p/parka-NF0A3C8D");
  });
});

describe("idsFromPath", () => {
  it.each([
    { name: "product page", path: "/en-us/p/summit-parka-NF0A3C8D", expected: { productId: "NF0A3C8D" } },
    { name: "product page with a sub-path", path: "/en-us/p/summit-parka-NF0A3C8D/reviews", expected: { productId: "NF0A3C8D" } },
    { name: "category page", path: "/en-us/c/mens-jackets-123456", expected: { categoryId: "123456" } },
    { name: "product path with a category-shaped segment", path: "/en-us/p/mens-jackets-123", expected: {} },
    { name: "category path with a product-shaped segment", path: "/en-us/c/summit-parka-NF0A3C8D", expected: {} },
    { name: "product path without a segment", path: "/en-us/p", expected: {} },
    { name: "category path with an empty segment", path: "/en-us/c/", expected: {} },
    { name: "home page", path: "/en-us", expected: {} },
    { name: "home page with a trailing slash", path: "/en-us/", expected: {} },
    { name: "root", path: "/", expected: {} },
    { name: "content page", path: "/en-us/about-us", expected: {} },
    { name: "nested content page", path: "/en-us/stories/summit-parka-NF0A3C8D", expected: {} },
  ])("$name: $path → $expected", ({ path, expected }) => {
    expect(idsFromPath(path)).toEqual(expected);
  });
});
