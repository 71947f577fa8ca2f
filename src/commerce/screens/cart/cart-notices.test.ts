import { describe, expect, it } from "vitest";
import { DELIVERY_TRANSITION_FLASH_TYPES } from "../../../../contracts/api/commerce-constants.ts";
import { cartNotices } from "./cart-notices.ts";
import { cartAnswer, cartItem } from "./testing/cart-factory.ts";
import { FLASH_CART, NOT_AVAILABLE_CART, STORE_NAMES } from "./testing/recorded-carts.ts";

const line = cartItem({ id: "line-1", name: "Trail Runner", qty: 3 });
const cartWith = (flash: { type: string; message: string; details?: Record<string, unknown> }[], items = [line]) => cartAnswer({ items, flash });
const names = (storeId: string) => STORE_NAMES[storeId];

describe("cartNotices", () => {
  it.each([
    {
      name: "partial stock: top info, and the line told how many are missing and what it can do",
      flash: { type: "ProductLineItemInventoryMissing", message: "x", details: { itemId: "line-1", name: "Trail Runner", requestedQuantity: 5, availableQuantity: 3 } },
      top: [{ type: "info", message: "Only 3 of Trail Runner are available: we reduced the quantity in your cart." }],
      item: [{ type: "error", message: "2 fewer than you asked for: only 3 in stock. Keep this quantity, remove the item or save it for later." }],
    },
    {
      name: "full missing: the line is gone, top error only",
      flash: { type: "ProductLineItemFullInventoryMissing", message: "x", details: { itemId: "gone", name: "Hoodie", requestedQuantity: 2, availableQuantity: 0 } },
      top: [{ type: "error", message: "Hoodie is out of stock and was removed from your cart." }],
      item: [],
    },
    {
      name: "not available with other lines left",
      flash: { type: "ProductItemNotAvailable", message: "x", details: { itemId: "gone", name: "Hoodie" } },
      top: [{ type: "error", message: "Hoodie is no longer available and was removed from your cart." }],
      item: [],
    },
    {
      name: "a transition names the store and tells the line why (info level from the flash)",
      flash: { type: "ShipToHomeToPickup", message: "x", details: { itemId: "line-1", name: "Trail Runner", from: "standard", to: "pickup", storeId: "S1005", level: "info", errorId: "ORD516" } },
      top: [{ type: "info", message: "Trail Runner is out of stock online but waiting for you at Ridgeline New York SoHo: it is now to be picked up there." }],
      item: [{ type: "info", message: "Out of stock online: to be picked up at Ridgeline New York SoHo." }],
    },
    {
      name: "a transition flagged as an error",
      flash: { type: "PickupToShipToHome", message: "x", details: { itemId: "line-1", name: "Trail Runner", storeId: null, level: "error" } },
      top: [{ type: "error", message: "Trail Runner can no longer be picked up: it will be shipped to your address." }],
      item: [{ type: "error", message: "No longer available for pickup: shipped to your address instead." }],
    },
    {
      name: "order updated flashes add the server's words",
      flash: { type: "ProductItemMaxQuantity", message: "Trail Runner: at most 2.", details: { itemId: "line-1" } },
      top: [{ type: "info", message: "Your order was updated. Trail Runner: at most 2." }],
      item: [],
    },
    { name: "checkout's own flash is left to the checkout", flash: { type: "PaymentNotAuthorized", message: "3-D Secure", details: { challengeUrl: "https://x" } }, top: [], item: [] },
    { name: "an unknown code shows the server's message", flash: { type: "SomethingNew", message: "Heads up" }, top: [{ type: "info", message: "Heads up" }], item: [] },
    {
      name: "details missing: the server's message",
      flash: { type: "ProductLineItemInventoryMissing", message: "Only some left", details: {} },
      top: [{ type: "info", message: "Only some left" }],
      item: [],
    },
  ])("$name", ({ flash, top, item }) => {
    const notices = cartNotices(cartWith([flash]), "RL-US", names);
    expect(notices.top).toEqual(top.map((notice) => ({ ...notice, level: "top", code: flash.type })));
    expect(notices.byItem["line-1"] ?? []).toEqual(item.map((notice) => ({ ...notice, level: "item", code: flash.type })));
  });

  it("the last line not available: the order cannot be completed", () => {
    expect(cartNotices(NOT_AVAILABLE_CART, "RL-US").top).toEqual([
      { type: "error", level: "top", message: "Your order cannot be completed: Men's Thermal Grid Hoodie is no longer available.", code: "ProductItemNotAvailable" },
    ]);
  });

  it("every delivery transition has its own words, top and line", () => {
    for (const type of DELIVERY_TRANSITION_FLASH_TYPES) {
      const notices = cartNotices(cartWith([{ type, message: "server words", details: { itemId: "line-1", name: "Trail Runner", storeId: "S1001", level: "info" } }]), "RL-US", names);
      expect(notices.top[0]?.message).toContain("Trail Runner");
      expect(notices.top[0]?.message).not.toBe("server words");
      expect(notices.byItem["line-1"]).toHaveLength(1);
    }
  });

  it("a recorded cart with three flashes, in German", () => {
    const notices = cartNotices(FLASH_CART, "RL-DE", names);
    expect(notices.top.map((notice) => notice.code)).toEqual(["ProductLineItemInventoryMissing", "ProductLineItemFullInventoryMissing", "ShipToHomeToPickup"]);
    expect(notices.top[1]!.message).toBe("Men's Thermal Grid Hoodie ist nicht mehr auf Lager und wurde aus Ihrem Warenkorb entfernt.");
    expect(Object.keys(notices.byItem)).toHaveLength(2);
  });

  it("no flash, no notices", () => {
    expect(cartNotices(cartAnswer(), "RL-US")).toEqual({ top: [], byItem: {} });
  });
});
