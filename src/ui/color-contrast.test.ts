import { expect, test } from "vitest";
import { contrastRatio } from "./color-contrast.ts";

test.each([
  ["#000000", "#ffffff", 21],
  ["#fff", "#000", 21],
  ["#ffffff", "#ffffff", 1],
  ["#ffffff", "#c4561b", 4.47],
  ["#ffffff", "#b14a17", 5.43],
  ["#ffffff", "#1f3b2d", 12.22],
  ["#767676", "#ffffff", 4.54],
])("%s on %s is %d:1", (foreground, background, ratio) => {
  expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 1);
});

test.each([["white", "#000"], ["#fff", "rgb(0,0,0)"], ["#ffff", "#000"], ["var(--x)", "#000"]])("%s on %s cannot be checked", (a, b) => {
  expect(contrastRatio(a, b)).toBeUndefined();
});
