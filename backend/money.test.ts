import { describe, expect, test } from "vitest";
import { toMinor, toUnits } from "./money.ts";

describe("toUnits (minor units → currency units)", () => {
  test.each([
    [1999, 19.99],
    [0, 0],
    [5, 0.05],
    [-250, -2.5],
    [1234.6, 12.35],
    [-0.4, 0],
  ])("%s → %s", (minor, units) => {
    expect(toUnits(minor)).toBe(units);
  });
});

describe("toMinor (currency units → minor units)", () => {
  test.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [100, 10000],
    [-2.5, -250],
  ])("%s → %s", (units, minor) => {
    expect(toMinor(units)).toBe(minor);
  });
});
