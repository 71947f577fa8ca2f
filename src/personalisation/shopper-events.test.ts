// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { decideRequest } from "../../contracts/api/decide.ts";
import { cartAnswer, cartItem } from "../commerce/screens/cart/testing/cart-factory.ts";
import { PLACED_ORDER } from "../commerce/screens/order-confirmation/testing/placed-order-fixture.ts";
import { queueDecideEvents } from "./browser-events.ts";
import { cartDecideEvents, purchaseEventOf, reportCoordinates, reportPurchase } from "./shopper-events.ts";
import { reportThumbnailViews } from "./thumbnail-views.ts";

vi.mock("./browser-events.ts", () => ({ queueDecideEvents: vi.fn() }));

const queued = () => vi.mocked(queueDecideEvents).mock.calls.flat().filter((event): event is DecideEventInput => event !== undefined);

/** What the engine makes of the events (its request contract). */
function engineReads(events: readonly DecideEventInput[]) {
  const parsed = decideRequest.safeParse({ monetateId: "visitor-1", channel: "web", events });
  if (!parsed.success) throw new Error(`the engine refuses: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data.events;
}

/** sessionStorage of a tab; `blocked` throws as a browser that refuses storage does. */
function tabStorage(blocked = false): Storage {
  const values = new Map<string, string>();
  const refuse = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => (blocked ? refuse() : (values.get(key) ?? null)),
    setItem: (key, value) => (blocked ? refuse() : void values.set(key, value)),
    removeItem: (key) => void values.delete(key),
  };
}

beforeEach(() => vi.mocked(queueDecideEvents).mockClear());

describe("cartDecideEvents", () => {
  it.each([
    {
      name: "each line: the style as product, the variant as sku, its value after item discounts",
      cart: cartAnswer({ items: [cartItem({ productId: "NF0A3C8DBLK", qty: 2, price: { current: 350, priceAfterItemDiscount: 630 } })], totals: { total: 680.4, itemSubTotal: 700 } }),
      lines: [{ pid: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 2, value: 63000, currency: "USD" }],
      variables: [{ variable: "total-cart", value: "680.40" }, { variable: "sub-total", value: "700.00" }],
    },
    {
      name: "an emptied cart: no lines, zero totals",
      cart: cartAnswer({ items: [], totals: { total: 0, itemSubTotal: 0 } }),
      lines: [],
      variables: [{ variable: "total-cart", value: "0.00" }, { variable: "sub-total", value: "0.00" }],
    },
    {
      name: "in the cart's currency",
      cart: cartAnswer({ currency: "EUR", items: [cartItem({ productId: "RLHT0001NVY", price: { current: 25 } })], totals: { total: 25, itemSubTotal: 25 } }),
      lines: [{ pid: "RLHT0001", sku: "RLHT0001NVY", quantity: 1, value: 2500, currency: "EUR" }],
      variables: [{ variable: "total-cart", value: "25.00" }, { variable: "sub-total", value: "25.00" }],
    },
  ])("$name", ({ cart, lines, variables }) => {
    expect(engineReads(cartDecideEvents(cart))).toEqual([
      { eventType: "Cart", cartLines: lines },
      { eventType: "CustomVariables", customVariables: variables },
    ]);
  });
});

describe("purchaseEventOf", () => {
  it("the order number and its lines at what was paid for them", () => {
    const order = { ...PLACED_ORDER, items: [{ ...PLACED_ORDER.items[0]!, qty: 2, price: { ...PLACED_ORDER.items[0]!.price, priceAfterItemDiscount: 700, priceAfterOrderDiscount: 665 } }] };
    expect(engineReads([purchaseEventOf(order)!])).toEqual([
      { eventType: "Purchase", purchaseId: "RL12345678", purchaseLines: [{ pid: "NF0A3C8D", sku: "NF0A3C8DKMD", quantity: 2, value: 66500, currency: "USD" }] },
    ]);
  });

  it("an order without lines: none", () => expect(purchaseEventOf({ ...PLACED_ORDER, items: [] })).toBeUndefined());
});

describe("reportPurchase", () => {
  it("once per order in a tab: a reload of the confirmation sends nothing again", () => {
    const storage = tabStorage();
    reportPurchase(PLACED_ORDER, storage);
    reportPurchase(PLACED_ORDER, storage);
    reportPurchase({ ...PLACED_ORDER, orderNumber: "RL87654321" }, storage);
    expect(queued().map((event) => event.purchaseId)).toEqual(["RL12345678", "RL87654321"]);
  });

  it.each([
    { name: "storage refused", storage: tabStorage(true) },
    { name: "no storage", storage: null },
  ])("$name: sent each time rather than never", ({ storage }) => {
    reportPurchase(PLACED_ORDER, storage);
    reportPurchase(PLACED_ORDER, storage);
    expect(queued().map((event) => event.purchaseId)).toEqual(["RL12345678", "RL12345678"]);
  });

  it("the tab's own sessionStorage by default", () => {
    sessionStorage.clear();
    reportPurchase(PLACED_ORDER);
    reportPurchase(PLACED_ORDER);
    expect(queued()).toHaveLength(1);
  });
});

describe("tiles and location", () => {
  it.each([
    { name: "tiles shown", report: () => reportThumbnailViews(["A", "B", "A"]), expected: [{ eventType: "ProductThumbnailView", products: [{ productId: "A" }, { productId: "B" }] }] },
    { name: "no tiles", report: () => reportThumbnailViews([]), expected: [] },
    { name: "a shared location", report: () => reportCoordinates(40.015, -105.27), expected: [{ eventType: "Coordinates", latitude: 40.015, longitude: -105.27 }] },
    { name: "a location off the globe", report: () => reportCoordinates(91, 0), expected: [] },
  ])("$name", ({ report, expected }) => {
    report();
    expect(queued().length ? engineReads(queued()) : []).toEqual(expected);
  });
});
