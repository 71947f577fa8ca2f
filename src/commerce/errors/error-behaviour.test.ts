import { expect, test } from "vitest";
import { errorBehaviour, type ErrorBehaviour } from "./error-behaviour.ts";

/** Commerce spec §8 "Behaviour on errors", id by id. */
test.each<[string, ErrorBehaviour]>([
  // An inline notice at the top.
  ["FE309", { level: "top" }],
  ["PYT404", { level: "top", action: "back-to-billing" }],
  ["PYT405", { level: "top" }],
  ["PAY400", { level: "top", action: "back-to-billing" }],
  ["PYT402", { level: "top", action: "back-to-billing" }],
  ["SHP500", { level: "top" }],
  ["INV409", { level: "top" }],
  // A new cart and the action again; the session rebuilt.
  ["BSK404", { level: "top", action: "new-cart-retry" }],
  ["AUT498", { level: "toast", action: "rebuild-session" }],
  // Placing the order: stock gone since (the cart is refreshed, back to shipping).
  ["INV405", { level: "top", action: "back-to-shipping" }],
  // At the input: gift cards, coupons, address and billing fields.
  ["GFC700", { level: "input" }],
  ["GFC755", { level: "input" }],
  ["GFC725", { level: "input" }],
  ["GFC740", { level: "input" }],
  ["GFC800", { level: "input" }],
  ["GFC410", { level: "input" }],
  ["GFC400", { level: "input" }],
  ["GFC812", { level: "input", action: "back-to-billing" }],
  ["GFO405", { level: "input" }],
  ["PRM130", { level: "input" }],
  ["PRM155", { level: "input" }],
  ["PRM416", { level: "input" }],
  ["CHK380", { level: "input", action: "back-to-shipping" }],
  ["CHK320", { level: "input" }],
  ["SHP410", { level: "input" }],
  ["PYT406", { level: "input" }],
  ["BILL410", { level: "input" }],
  ["BIL400", { level: "input", action: "back-to-billing" }],
  ["PAY401", { level: "input" }],
  // On the line.
  ["INV408", { level: "item" }],
  ["INV700", { level: "item" }],
  ["GWP403", { level: "item" }],
  ["ORD404", { level: "item" }],
  ["ORD430", { level: "item" }],
  // The cart changed on the server.
  ["INV406", { level: "toast", action: "refresh-cart" }],
  ["TAX310", { level: "toast", action: "refresh-cart" }],
  ["PYT400", { level: "toast", action: "back-to-billing" }],
  // Everything else: a persistent toast.
  ["SHP404", { level: "toast" }],
  ["REW140", { level: "toast" }],
  ["ATTR300", { level: "toast" }],
  ["GEN500", { level: "toast" }],
  ["HTTP502", { level: "toast" }],
  ["toString", { level: "toast" }],
])("%s → %j", (errorId, expected) => {
  expect(errorBehaviour(errorId)).toEqual(expected);
});

test("an answer is the caller's to keep: changing it changes no other", () => {
  const first = errorBehaviour("BSK404");
  first.level = "toast";
  expect(errorBehaviour("BSK404").level).toBe("top");
});
