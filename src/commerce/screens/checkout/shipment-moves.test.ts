import { expect, test } from "vitest";
import { needsMoveConfirmation } from "./shipment-moves.ts";
import { shipment } from "./testing/checkout-cart.ts";

const one = shipment({ itemIds: ["line-1"] });
const two = shipment({ itemIds: ["line-1", "line-2"] });
const pickup = shipment({ code: "pickup", itemIds: ["line-3"] });

test.each([
  ["the same method", one, "standard", [one], false],
  ["one line to a new shipment", one, "pickup", [one], false],
  ["several lines move", two, "pickup", [two], true],
  ["one line joins another shipment", one, "pickup", [one, pickup], true],
  ["pickup back to standard, joining the delivered lines", pickup, "standard", [one, pickup], true],
  ["pickup back to standard, alone", pickup, "standard", [pickup], false],
] as const)("%s", (_name, from, code, shipments, expected) => {
  expect(needsMoveConfirmation(from, code, shipments)).toBe(expected);
});
