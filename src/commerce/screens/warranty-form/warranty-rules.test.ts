import { describe, expect, test } from "vitest";
import { WARRANTY_ISSUE_TYPES, WARRANTY_MAX_IMAGES, warrantyRequest } from "../../../../contracts/api/consumer.ts";
import { warrantyStrings } from "./warranty-form-strings.ts";
import { EMPTY_WARRANTY, PRODUCT_ID_PATTERN, WARRANTY_ISSUES, WARRANTY_LIMITS, imageLinksOf, warrantyBody, warrantyErrors, type WarrantyValues } from "./warranty-rules.ts";

const TODAY = { year: 2026, month: 5, day: 14 };
const VALID: WarrantyValues = { ...EMPTY_WARRANTY, productId: "RLSH1001", purchaseDate: "11/26/2025", issueType: "SOLE", description: "The sole is coming away at the toe." };
const errorsOf = (values: Partial<WarrantyValues>, siteId = "RL-US") => warrantyErrors({ ...VALID, ...values }, { siteId, strings: warrantyStrings(siteId), today: TODAY });
const link = (index: number) => `https://photos.example.com/${index}.jpg`;

describe("warranty rules", () => {
  test.each([
    ["valid values", {}, {}],
    ["a product id in lower case with spaces", { productId: " rlsh1001klg " }, {}],
    ["a product id of 10 characters", { productId: "RLSH1001KL" }, { productId: "Enter the 8-character style number or the 11-character product number." }],
    ["a product id with a dash", { productId: "RLSH-1001" }, { productId: "Enter the 8-character style number or the 11-character product number." }],
    ["today as the date of purchase", { purchaseDate: "05/14/2026" }, {}],
    ["tomorrow", { purchaseDate: "05/15/2026" }, { purchaseDate: "The date of purchase cannot be in the future." }],
    ["the US site's date as another site writes it", { purchaseDate: "26/11/2025" }, { purchaseDate: "Enter a valid date as MM/DD/YYYY" }],
    ["no problem chosen", { issueType: "" }, { issueType: "Choose the problem." }],
    ["a description of exactly 10 characters", { description: "0123456789" }, {}],
    ["five photo links and blank lines", { images: [1, 2, 3, 4, 5].map(link).join("\n\n") }, {}],
    ["six photo links", { images: [1, 2, 3, 4, 5, 6].map(link).join("\n") }, { images: "Add no more than 5 links." }],
    ["a photo link that is no link", { images: "my photos" }, { images: "Each line must be a link starting with https://." }],
    ["a photo link longer than 2048 characters", { images: `https://photos.example.com/${"x".repeat(2048)}` }, { images: "Each line must be a link starting with https://." }],
  ])("%s", (_name, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });

  test("the Canadian French site: its date format, its messages", () => {
    expect(errorsOf({ purchaseDate: "26/11/2025" }, "RL-CAFR")).toEqual({});
    expect(errorsOf({ purchaseDate: "11/26/2025", description: "" }, "RL-CAFR")).toEqual({ purchaseDate: "Saisissez une date valide au format JJ/MM/AAAA", description: "Ce champ est obligatoire" });
  });

  test("the issue types, the product id and the limits are the contract's", () => {
    expect(WARRANTY_ISSUES).toEqual(WARRANTY_ISSUE_TYPES);
    expect(WARRANTY_LIMITS.images).toBe(WARRANTY_MAX_IMAGES);
    const accepts = (values: Partial<WarrantyValues>) => warrantyRequest.safeParse(warrantyBody({ ...VALID, ...values }, "RL-US")).success;
    expect(accepts({ description: "x".repeat(WARRANTY_LIMITS.descriptionMin) })).toBe(true);
    expect(accepts({ description: "x".repeat(WARRANTY_LIMITS.descriptionMin - 1) })).toBe(false);
    expect(accepts({ description: "x".repeat(WARRANTY_LIMITS.descriptionMax) })).toBe(true);
    expect(accepts({ description: "x".repeat(WARRANTY_LIMITS.descriptionMax + 1) })).toBe(false);
    expect(accepts({ images: Array.from({ length: WARRANTY_LIMITS.images + 1 }, (_, index) => link(index)).join("\n") })).toBe(false);
    expect(accepts({ images: `https://photos.example.com/${"x".repeat(WARRANTY_LIMITS.imageUrl - 27)}` })).toBe(true);
    expect(accepts({ images: `https://photos.example.com/${"x".repeat(WARRANTY_LIMITS.imageUrl - 26)}` })).toBe(false);
    for (const productId of ["RLSH1001", "RLSH1001KLG", "RLSH1001K", "rlsh1001"]) {
      expect(PRODUCT_ID_PATTERN.test(productId.toUpperCase()), productId).toBe(warrantyRequest.shape.productId.safeParse(productId).success);
    }
  });

  test("the body: the date as YYYY-MM-DD from the site's format, the links one per line, the phone in E.164; empty optional fields left out", () => {
    const body = warrantyBody({ ...VALID, purchaseDate: "26/11/2025", orderNumber: " rl12345678", images: ` ${link(1)} \n\n${link(2)}`, contactPhone: "07700 900123" }, "RL-GB");
    expect(body).toEqual({ productId: "RLSH1001", orderNumber: "RL12345678", purchaseDate: "2025-11-26", issueType: "SOLE", description: "The sole is coming away at the toe.", images: [link(1), link(2)], contactPhone: "+447700900123" });
    expect(warrantyRequest.safeParse(body).success).toBe(true);
    expect(warrantyBody(VALID, "RL-US")).toEqual({ productId: "RLSH1001", purchaseDate: "2025-11-26", issueType: "SOLE", description: "The sole is coming away at the toe." });
  });

  test("photo links: one per line, trimmed, blank lines dropped", () => {
    expect(imageLinksOf(" a \r\n\n b\n")).toEqual(["a", "b"]);
    expect(imageLinksOf("")).toEqual([]);
  });
});
