import { expect, test } from "vitest";
import { searchWithOrder } from "./order-location.tsx";
import { orderNumberOf } from "./order-queries.ts";

test.each([
  ["", "RL12345678", "?order=RL12345678"],
  ["?order=RL00000001", "RL12345678", "?order=RL12345678"],
  ["?utm_source=mail&order=RL12345678", undefined, "?utm_source=mail"],
  ["?order=RL12345678", undefined, ""],
])("%s with order %s: %s", (search, orderNumber, expected) => {
  expect(searchWithOrder(search, orderNumber)).toBe(expected);
});

test.each([
  ["RL12345678", "RL12345678"],
  [" rl12345678 ", "RL12345678"],
  ["RL1234567", undefined],
  ["../../etc", undefined],
  [null, undefined],
])("the order number of ?order=%s: %s", (value, orderNumber) => {
  expect(orderNumberOf(value)).toBe(orderNumber);
});
