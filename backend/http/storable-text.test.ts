import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isStorableText, unstorableTextAt } from "./storable-text.ts";

describe("isStorableText", () => {
  test.each([
    ["empty", "", true],
    ["plain", "12 Beacon Street", true],
    ["accents and other scripts", "Zoë Müller, 東京", true],
    ["a pair of surrogates (an emoji)", "🥾 boots", true],
    ["control characters other than NUL", "a\tb\nc\u0001", true],
    ["NUL", "a\u0000b", false],
    ["a high surrogate alone", "street\ud800", false],
    ["a low surrogate alone", "\udc00street", false],
    ["a pair the wrong way round", "\udc00\ud800", false],
    ["two high surrogates", "\ud800\ud800\udc00", false],
  ])("%s", (_name, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  test("storable exactly when UTF-8 keeps the text and it has no NUL", () => {
    const unit = fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), fc.constant("\u0000"));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), (text) => isStorableText(text) === (!text.includes("\u0000") && Buffer.from(text, "utf8").toString("utf8") === text)),
      { numRuns: 300 },
    );
  });
});

describe("unstorableTextAt", () => {
  test.each([
    ["a storable value", { address: { line: "1 Main St" }, tags: ["a", 1, null, true] }, undefined],
    ["the value itself", "a\u0000", []],
    ["a nested field", { address: { city: "Boston", line: "x\ud800" } }, ["address", "line"]],
    ["an array item", { tags: ["ok", "\u0000"] }, ["tags", "1"]],
    ["a key, escaped as JSON would", { extra: { "k\u0000": "v" } }, ["extra", "k\\u0000"]],
  ])("%s", (_name, value, at) => {
    expect(unstorableTextAt(value)).toEqual(at);
  });
});
