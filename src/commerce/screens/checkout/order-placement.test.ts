import { describe, expect, test } from "vitest";
import { homeAddressOf, orderPaymentMethod, rebuildLinesOf } from "./order-placement.ts";
import { addressedCart, HOME_ADDRESS, orderOf } from "./testing/checkout-cart.ts";

describe("the place call's payment method", () => {
  test.each([
    ["a card", [{ payment_method_id: "CREDIT_CARD", amount: 100 }], "CREDIT_CARD"],
    ["a gift card and a card paying the rest", [{ payment_method_id: "GIFT_CARD", amount: 50 }, { payment_method_id: "CREDIT_CARD", amount: 50 }], "CREDIT_CARD"],
    ["a gift card paying everything, a card paying nothing", [{ payment_method_id: "GIFT_CARD", amount: 100 }, { payment_method_id: "CREDIT_CARD", amount: 0 }], "GIFT_CARD"],
    ["points and a wallet", [{ payment_method_id: "LOYALTY_POINTS", amount: 10 }, { payment_method_id: "PAYPAL", amount: 90 }], "PAYPAL"],
    ["pay later", [{ payment_method_id: "KLARNA", amount: 100 }], "KLARNA"],
    ["a free order with a card", [{ payment_method_id: "CREDIT_CARD", amount: 0 }], "CREDIT_CARD"],
    ["nothing", [], "CREDIT_CARD"],
  ] as const)("%s", (_name, instruments, expected) => expect(orderPaymentMethod(instruments)).toBe(expected));
});

describe("rebuilding the cart after a failed payment", () => {
  test("the shopper's lines, pickup ones at their store; gifts left to the promotion", () => {
    const order = orderOf(addressedCart({ paid: true }));
    const [first] = order.items;
    order.items = [
      { ...first!, productId: "RLJK0001B3M", qty: 2 },
      { ...first!, id: "line-2", productId: "RLTS0002W2S", qty: 1, shippingId: "pickup", shippingMethod: "pickup", storeId: "RL-NYC-01" },
      { ...first!, id: "line-3", productId: "RLGF0001X1O", qty: 1, bonus: true },
    ];
    expect(rebuildLinesOf(order)).toEqual([
      { productId: "RLJK0001B3M", qty: 2 },
      { productId: "RLTS0002W2S", qty: 1, storeId: "RL-NYC-01" },
    ]);
    expect(homeAddressOf(order)).toEqual(HOME_ADDRESS);
  });
});
