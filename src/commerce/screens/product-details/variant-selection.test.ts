import { describe, expect, test } from "vitest";
import { ALPINE_BIVY_SHELTER, CASCADE_RAIN_JACKET } from "../../catalogue/testing/product-answers.ts";
import { initialSelection, searchWithColour, shownPrice, variantOf } from "./variant-selection.ts";

const jacket = CASCADE_RAIN_JACKET;
const jacketAt = (selectedVariantId: string | null) => ({ ...jacket, selectedVariantId });

describe("initialSelection", () => {
  test.each([
    ["the first orderable colour, no size", jacketAt(null), "", { colour: "BLU", size: undefined }],
    ["the URL's colour", jacketAt(null), "color=BLK", { colour: "BLK", size: undefined }],
    ["the URL's colour, any case", jacketAt(null), "a=1&color=gry", { colour: "GRY", size: undefined }],
    ["a colour the product lacks is ignored", jacketAt(null), "color=PLM", { colour: "BLU", size: undefined }],
    ["the variant id's colour and size", jacketAt("RLSH1001KSM"), "", { colour: "BLK", size: "S" }],
    ["the URL's colour wins, the size kept when it exists", jacketAt("RLSH1001KSM"), "color=CRL", { colour: "CRL", size: "S" }],
    ["nothing orderable: the first colour", ALPINE_BIVY_SHELTER, "", { colour: "CRL", size: undefined }],
  ])("%s", (_name, product, search, expected) => {
    expect(initialSelection(product, search)).toEqual(expected);
  });
});

test("variantOf finds the colour and size, none without a size", () => {
  expect(variantOf(jacket, "BLK", "M")?.productId).toBe("RLSH1001KMD");
  expect(variantOf(jacket, "BLK", undefined)).toBeUndefined();
  expect(variantOf(jacket, "BLK", "XS")).toBeUndefined();
});

test.each([
  ["", "BLK", "color=BLK"],
  ["color=BLU", "GRY", "color=GRY"],
  ["utm_source=mail&color=BLU&x=1", "CRL", "utm_source=mail&color=CRL&x=1"],
])("searchWithColour(%j, %s) is %j", (search, colour, expected) => expect(searchWithColour(search, colour)).toBe(expected));

describe("shownPrice", () => {
  test("the chosen variant's price", () => {
    expect(shownPrice(jacket, "BLU", variantOf(jacket, "BLU", "XXL"))).toEqual({ lowCurrent: 289.99, highCurrent: 289.99, lowOriginal: 415, highOriginal: 415, onSale: true });
  });
  test("the colour's range without a size", () => {
    expect(shownPrice(jacket, "BLU", undefined)).toMatchObject({ lowCurrent: 286.99, highCurrent: 289.99, lowOriginal: 410, highOriginal: 415 });
  });
  test("the product's range for an unknown colour", () => {
    expect(shownPrice(jacket, "ZZZ", undefined)).toBe(jacket.price);
  });
});
