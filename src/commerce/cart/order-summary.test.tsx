// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cartAnswer, cartItem } from "../screens/cart/testing/cart-factory.ts";
import { orderSummaryRows } from "./order-summary-rows.ts";
import { OrderSummary } from "./order-summary.tsx";

const homeShipment = (address: unknown) => ({ shippingId: "me", code: "standard", label: "Standard delivery", deliveryTime: "3-5", price: { amount: 0 }, applicableShippingMethods: ["standard"], defaultShippingMethodId: "standard", address, storeId: null, itemIds: ["line-1"] });

describe("orderSummaryRows", () => {
  it.each([
    { name: "home delivery without address", shippingMethods: [homeShipment(null)], shipping: 0, expected: "Calculated at checkout" },
    { name: "home delivery with address, free", shippingMethods: [homeShipment({ city: "Boston" })], shipping: 0, expected: "Free" },
    { name: "charged", shippingMethods: [homeShipment({ city: "Boston" })], shipping: 8.95, expected: "$8.95" },
    { name: "pickup only", shippingMethods: [{ ...homeShipment(null), shippingId: "pickup", code: "pickup" }], shipping: 0, expected: "Free" },
  ])("shipping: $name → $expected", ({ shippingMethods, shipping, expected }) => {
    const rows = orderSummaryRows(cartAnswer({ shippingMethods, totals: { shipping } }), "RL-US");
    expect(rows.find((row) => row.key === "shipping")?.value).toBe(expected);
  });

  it("lists item savings and order promotions by name, remaining to pay when it differs", () => {
    const cart = cartAnswer({
      items: [cartItem({ qty: 2, price: { original: 120, current: 100, rowTotal: 200, priceAfterItemDiscount: 180, priceAfterOrderDiscount: 162 } })],
      orderPromotions: [{ promotionId: "ORDER10", promotionName: "10% off your order", level: "ORDER", couponCode: "SAVE10", price: -18 }],
      totals: { remainingToPay: 50 },
    });
    const rows = orderSummaryRows(cart, "RL-US");
    expect(rows.map((row) => [row.key, row.value])).toEqual([
      ["subtotal", "$240.00"],
      ["item-savings", "-$60.00"],
      ["promotion-ORDER10", "-$18.00"],
      ["shipping", "Free"],
      ["tax", "$12.96"],
      ["total", "$174.96"],
      ["remaining", "$50.00"],
    ]);
    expect(rows[2]).toMatchObject({ label: "10% off your order", note: "SAVE10" });
  });

  it("shows an associate's price adjustments on a row of their own, apart from the item discounts", () => {
    const adjustment = { type: "AMOUNT" as const, value: 20, reasonCode: "DAMAGED_ITEM", storeId: "S1001", storeEmployeeId: "E1042" };
    const cart = cartAnswer({
      items: [cartItem({ qty: 1, price: { original: 120, current: 100, rowTotal: 100, priceAfterItemDiscount: 80, priceAfterOrderDiscount: 70 } })],
      priceAdjustments: [
        { ...adjustment, adjustmentId: "adj-line", itemId: "line-1", amount: 20 },
        { ...adjustment, adjustmentId: "adj-order", itemId: null, amount: 10 },
      ],
    });
    const rows = orderSummaryRows(cart, "RL-US");
    expect(rows.map((row) => [row.key, row.value])).toEqual([
      ["subtotal", "$120.00"],
      ["item-savings", "-$20.00"],
      ["price-adjustments", "-$30.00"],
      ["shipping", "Free"],
      ["tax", "$5.60"],
      ["total", "$75.60"],
    ]);
    expect(rows[2]).toMatchObject({ label: "In-store price adjustments", kind: "discount" });
    expect(orderSummaryRows(cartAnswer(), "RL-DE").some((row) => row.key === "price-adjustments")).toBe(false);
  });

  it.each([
    ["RL-US", "Estimated tax", "$8.00"],
    ["RL-CA", "Estimated tax", "CAD"],
    ["RL-GB", "Tax included", "£"],
    ["RL-DE", "Enthaltene MwSt.", "€"],
  ])("%s: tax label %s, money %s", (siteId, label, money) => {
    const rows = orderSummaryRows(cartAnswer(), siteId);
    const tax = rows.find((row) => row.key === "tax")!;
    expect(tax.label).toBe(label);
    expect(tax.value).toContain(money);
  });
});

afterEach(cleanup);

describe("OrderSummary", () => {
  it("shows each amount beside its label under a heading", () => {
    render(<OrderSummary siteId="RL-US" cart={cartAnswer()} heading="Summary" />);
    const summary = screen.getByRole("region", { name: "Summary" });
    expect(within(summary).getByText("Subtotal (1 item)")).toBeTruthy();
    expect(within(summary).getByText("$108.00")).toBeTruthy();
  });
});
