import { describe, expect, it } from "vitest";
import { isRecord, isStringArray } from "./json-shape.ts";

describe("isRecord", () => {
  it.each([
    ["an object", { a: 1 }, true],
    ["an empty object", {}, true],
    ["null", null, false],
    ["a list", [1], false],
    ["text", "a", false],
    ["a number", 1, false],
    ["undefined", undefined, false],
  ])("%s: %s", (_name, value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});

describe("isStringArray", () => {
  it.each([
    ["strings", ["a", "b"], true],
    ["an empty list", [], true],
    ["null", null, false],
    ["one string", "a", false],
    ["a list with a number", ["a", 1], false],
    ["a list with null", [null], false],
    ["an object with indexes", { 0: "a", length: 1 }, false],
  ])("%s: %s", (_name, value, expected) => {
    expect(isStringArray(value)).toBe(expected);
  });
});
