import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { shippingMethodsAnswer } from "../../contracts/api/checkout.ts";
import { promotions, stores } from "../db/schema.ts";
import { createStore, setStock } from "../testing/catalogue-factory.ts";
import { GB_ADDRESS, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";
import { effectiveMethod, methodsFor, shipmentsOf, shippingCharge } from "./delivery.ts";

/** Shipping methods (commerce spec §3 Shipping method entry, §7) and delivery transitions (§4). */
let kit: CheckoutKit;
beforeAll(async () => {
  kit = await checkoutBackend();
});
afterAll(async () => kit?.close());

const methods = (shopper: string, basketId: string, shippingId: string, query = "") =>
  kit.request(shippingMethodsAnswer, "GET", `/cart/v1/cart/${basketId}/shippingMethod/${shippingId}${query}`, { token: shopper });

describe("shipments (pure)", () => {
  const line = (id: string, fields: Partial<{ isDigital: boolean; isCustoms: boolean; shippingMethod: string; storeId: string | null; bonus: boolean }> = {}) => ({
    id,
    isDigital: false,
    isCustoms: false,
    shippingMethod: "standard",
    storeId: null,
    ...fields,
  });

  test("lines form one shipment per method; each is charged once; gifts ride along", () => {
    const shipments = shipmentsOf("RL-US", [
      line("a"),
      line("b"),
      line("c", { isDigital: true }),
      line("d", { isCustoms: true }),
      line("e", { shippingMethod: "pickup", storeId: "S1" }),
      line("f", { bonus: true, shippingMethod: "standard" }),
    ]);
    expect(shipments.map((shipment) => [shipment.shippingId, shipment.code, shipment.lines.map((entry) => entry.id), shipment.charge, shipment.storeId])).toEqual([
      ["me", "standard", ["a", "b", "f"], 695, null],
      ["pickup", "pickup", ["e"], 0, "S1"],
      ["customs", "customs", ["d"], 995, null],
      ["digital", "digital", ["c"], 0, null],
    ]);
    expect(shippingCharge(shipments)).toBe(1690);
    // A gift in a pickup-only cart goes with the pickup.
    expect(shipmentsOf("RL-US", [line("e", { shippingMethod: "pickup", storeId: "S1" }), line("f", { bonus: true })]).map((shipment) => shipment.lines.length)).toEqual([2]);
  });

  test("methods per site: ship-to-store in North America, collection points in Europe", () => {
    expect(methodsFor("RL-US", "me")).toEqual(["standard", "sts", "pickup"]);
    expect(methodsFor("RL-GB", "pickup")).toEqual(["standard", "pudo", "pickup"]);
    expect(methodsFor("RL-DE", "digital")).toEqual(["digital"]);
    expect(methodsFor("RL-CA", "customs")).toEqual(["customs"]);
    expect(effectiveMethod(line("x", { isDigital: true, shippingMethod: "pickup" }))).toBe("digital");
    expect(effectiveMethod(line("x", { shippingMethod: "something-old" }))).toBe("standard");
  });
});

describe("GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}", () => {
  test("home delivery: standard, ship-to-store and, with a store that has the items, pickup with its stock", async () => {
    const { storeId } = await createStore(kit.db, { name: "Ridgeline Boston" });
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [
      { price: 2000, stock: 10, storeStock: { [storeId]: 7 }, qty: 2 },
      { price: 1000, stock: 10, storeStock: { [storeId]: 3 } },
    ]);
    const plain = await methods(shopper, basketId, "me");
    expect(plain.body).toEqual({
      shippingId: "me",
      selected: "standard",
      defaultShippingMethodId: "standard",
      applicableShippingMethods: [
        { code: "standard", label: "Standard delivery", deliveryTime: "3-5", price: { amount: 6.95 }, storeInfo: null },
        { code: "sts", label: "Ship to store", deliveryTime: "5-7", price: { amount: 0 }, storeInfo: null },
      ],
    });
    const withStore = await methods(shopper, basketId, "me", `?favStoreId=${storeId}`);
    expect(withStore.body.applicableShippingMethods.map((entry) => [entry.code, entry.storeInfo])).toEqual([
      ["standard", null],
      ["sts", { id: storeId, name: "Ridgeline Boston", storeInventory: 3 }],
      ["pickup", { id: storeId, name: "Ridgeline Boston", storeInventory: 3 }],
    ]);
    await setStock(kit.db, (await kit.getCart(shopper, basketId)).cart.items[0]!.productId, 1, storeId);
    const short = await methods(shopper, basketId, "me", `?favStoreId=${storeId}`);
    expect(short.body.applicableShippingMethods.map((entry) => entry.code)).toEqual(["standard", "sts"]);
  });

  test("a shipment the cart does not have: 404 SHP404", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    for (const shippingId of ["pickup", "nonsense"]) {
      const { status, error } = await methods(shopper, basketId, shippingId);
      expect([status, error.errorId]).toEqual([404, "SHP404"]);
    }
  });

  test("digital and made-to-order items have one method each", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ isDigital: true }, { isCustoms: true }]);
    expect((await methods(shopper, basketId, "digital")).body.applicableShippingMethods.map((entry) => [entry.code, entry.price.amount])).toEqual([["digital", 0]]);
    expect((await methods(shopper, basketId, "customs")).body.applicableShippingMethods.map((entry) => [entry.code, entry.price.amount])).toEqual([["customs", 9.95]]);
  });
});

describe("POST /cart/v1/shippingMethod", () => {
  test("home → pickup → ship-to-store → home: the lines move, the charge follows", async () => {
    const { storeId } = await createStore(kit.db);
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 2000, storeStock: { [storeId]: 5 } }]);
    await kit.setShippingAddress(shopper, basketId);
    expect((await kit.getCart(shopper, basketId)).cart.totals.shipping).toBe(6.95);

    const pickup = await kit.chooseMethod(shopper, basketId, "me", "pickup", { storeId });
    expect(pickup.status).toBe(200);
    expect(pickup.body.shippingMethods).toEqual([expect.objectContaining({ shippingId: "pickup", code: "pickup", storeId, address: null, price: { amount: 0 } })]);
    expect(pickup.body.items[0]!.shippingOptions).toEqual({ selected: "pickup", storeInfo: { id: storeId, storeInventory: 5 } });
    expect(pickup.body.totals.shipping).toBe(0);

    const sts = await kit.chooseMethod(shopper, basketId, "pickup", "sts");
    expect(sts.body.shippingMethods).toEqual([expect.objectContaining({ shippingId: "sts", code: "sts", storeId })]);

    const home = await kit.chooseMethod(shopper, basketId, "sts", "standard");
    expect(home.body.shippingMethods).toEqual([expect.objectContaining({ shippingId: "me", code: "standard", storeId: null, address: expect.objectContaining({ city: "Boston" }) })]);
    expect(home.body.totals.shipping).toBe(6.95);
  });

  test("a store from the query's favStoreId", async () => {
    const { storeId } = await createStore(kit.db);
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ storeStock: { [storeId]: 5 } }]);
    const pickup = await kit.chooseMethod(shopper, basketId, "me", "pickup", {}, `?favStoreId=${storeId}`);
    expect(pickup.body.shippingMethods[0]).toMatchObject({ code: "pickup", storeId });
  });

  test("unavailable: 400 SHP404 (method of another site, a digital item shipped, no such shipment, another site's store, a store without the items)", async () => {
    const { storeId } = await createStore(kit.db);
    const { storeId: gbStore } = await createStore(kit.db, { siteId: "RL-GB" });
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ storeStock: { [storeId]: 0 } }, { isDigital: true }]);
    const attempts = [
      kit.chooseMethod(shopper, basketId, "me", "pudo", { storeId }),
      kit.chooseMethod(shopper, basketId, "digital", "standard"),
      kit.chooseMethod(shopper, basketId, "customs", "customs"),
      kit.chooseMethod(shopper, basketId, "elsewhere", "standard"),
      kit.chooseMethod(shopper, basketId, "me", "sts", { storeId: gbStore }),
      kit.chooseMethod(shopper, basketId, "me", "pickup", { storeId }),
    ];
    for (const attempt of await Promise.all(attempts)) expect([attempt.status, attempt.error.errorId], attempt.error.message).toEqual([400, "SHP404"]);
    const noStore = await kit.chooseMethod(shopper, basketId, "me", "sts");
    expect([noStore.status, noStore.error.errorId, noStore.error.field]).toEqual([400, "ATTR300", "storeId"]);
    // Choosing what a shipment already has is fine.
    expect((await kit.chooseMethod(shopper, basketId, "digital", "digital")).status).toBe(200);
  });

  test("Europe: collection points at 3.95, no ship-to-store", async () => {
    const { storeId } = await createStore(kit.db, { siteId: "RL-GB" });
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 3000 }], "RL-GB");
    const pudo = await kit.chooseMethod(shopper, basketId, "me", "pudo", { storeId });
    expect(pudo.body.shippingMethods[0]).toMatchObject({ shippingId: "pudo", code: "pudo", storeId, price: { amount: 3.95 } });
    expect(pudo.body.totals.shipping).toBe(3.95);
    expect((await kit.chooseMethod(shopper, basketId, "pudo", "sts", { storeId })).error.errorId).toBe("SHP404");
  });

  test("a SHIPPING promotion (free over a threshold) takes the charge off in checkout answers", async () => {
    await kit.db.insert(promotions).values({ id: "SHIP-FREE-CAD-75", name: "Free shipping over 75", level: "SHIPPING", kind: "free-shipping", threshold: 7500, currency: "CAD" });
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 8000 }], "RL-CA");
    const answer = await kit.setShippingAddress(shopper, basketId, { ...GB_ADDRESS, country: "CA", postalCode: "M5B 2H1", stateCityProvDept: "ON", city: "Toronto", recipientContactPhone: "416 555 0111" });
    expect(answer.body.shippingMethods[0]!.price.amount).toBe(9.95);
    expect(answer.body.totals.shipping).toBe(0);
    // The methods to choose from say what each would cost now: the rate and, lowered by the promotion, free.
    const offered = (await methods(shopper, basketId, "me")).body.applicableShippingMethods.map((entry) => [entry.code, entry.price]);
    expect(offered).toEqual([
      ["standard", { amount: 9.95, discounted: 0 }],
      ["sts", { amount: 0 }],
    ]);
  });

  test("a percent SHIPPING promotion lowers each method's price by its share; none earned, the rate alone", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 3000 }], "RL-DE");
    expect((await methods(shopper, basketId, "me")).body.applicableShippingMethods.find((entry) => entry.code === "standard")!.price).toEqual({ amount: 4.95 });
    await kit.db.insert(promotions).values({ id: "SHIP-HALF-EUR", name: "Half-price shipping", level: "SHIPPING", kind: "percent", value: 50, currency: "EUR" });
    const offered = (await methods(shopper, basketId, "me")).body.applicableShippingMethods.map((entry) => [entry.code, entry.price]);
    expect(offered).toEqual([
      ["standard", { amount: 4.95, discounted: 2.47 }],
      ["pudo", { amount: 3.95, discounted: 1.97 }],
    ]);
    await kit.db.delete(promotions).where(eq(promotions.id, "SHIP-HALF-EUR"));
  });
});

describe("delivery transitions (spec §4)", () => {
  test("pickup → ship-to-home (Europe): the store ran out, the warehouse has it", async () => {
    const { storeId } = await createStore(kit.db, { siteId: "RL-GB", name: "Ridgeline Manchester" });
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.cartWith(shopper, [{ stock: 10, storeStock: { [storeId]: 3 }, qty: 2 }], "RL-GB");
    await kit.chooseMethod(shopper, basketId, "me", "pickup", { storeId });
    await setStock(kit.db, products[0]!.variantId, 0, storeId);
    const { body } = await kit.setShippingAddress(shopper, basketId, GB_ADDRESS);
    expect(body.flash).toEqual([
      {
        type: "PickupToShipToHome",
        message: expect.stringContaining("Ridgeline Manchester"),
        details: expect.objectContaining({ itemId: body.items[0]!.id, from: "pickup", to: "standard", errorId: "ORD517", level: "info" }),
      },
    ]);
    expect(body.items[0]).toMatchObject({ qty: 2, shippingOptions: { selected: "standard", storeInfo: null } });
    expect(body.shippingMethods.map((shipment) => shipment.shippingId)).toEqual(["me"]);
  });

  test("pickup → ship-to-store (North America): the store keeps the order, it ships there", async () => {
    const { storeId } = await createStore(kit.db);
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.cartWith(shopper, [{ stock: 10, storeStock: { [storeId]: 3 } }]);
    await kit.chooseMethod(shopper, basketId, "me", "pickup", { storeId });
    await setStock(kit.db, products[0]!.variantId, 0, storeId);
    const refused = await kit.prepare(shopper, basketId);
    expect([refused.status, refused.error.errorId]).toEqual([409, "INV405"]);
    expect(refused.error.flash).toEqual([expect.objectContaining({ type: "PickupToShipToStore", details: expect.objectContaining({ to: "sts", storeId, errorId: "ORD518" }) })]);
    const { cart } = await kit.getCart(shopper, basketId);
    expect(cart.shippingMethods).toEqual([expect.objectContaining({ shippingId: "sts", storeId })]);
    expect(cart.flash.map((entry) => entry.type)).toEqual(["PickupToShipToStore"]);
  });

  test("ship-to-home → pickup: out of stock online, the favourite store has it", async () => {
    const { storeId } = await createStore(kit.db);
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.cartWith(shopper, [{ stock: 10, storeStock: { [storeId]: 4 }, qty: 2 }]);
    await kit.setShippingAddress(shopper, basketId);
    await setStock(kit.db, products[0]!.variantId, 0);
    const refused = await kit.cartCall("POST", `/cart/v1/cart/prepareOrder?favStoreId=${storeId}`, { token: shopper, body: { basketId } });
    expect([refused.status, refused.error.errorId]).toEqual([409, "INV405"]);
    expect(refused.error.flash).toEqual([expect.objectContaining({ type: "ShipToHomeToPickup", details: expect.objectContaining({ from: "standard", to: "pickup", storeId, errorId: "ORD516" }) })]);
    const { cart } = await kit.getCart(shopper, basketId);
    expect(cart.items[0]).toMatchObject({ qty: 2, shippingOptions: { selected: "pickup", storeInfo: { id: storeId, storeInventory: 4 } } });
  });

  test("ship-to-home → pickup at the store of another line; without any store the line is cut as before", async () => {
    const { storeId } = await createStore(kit.db);
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.cartWith(shopper, [{ stock: 5, storeStock: { [storeId]: 5 } }, { stock: 5, storeStock: { [storeId]: 5 } }]);
    const lines = (await kit.getCart(shopper, basketId)).cart.items;
    await kit.updateItem(shopper, basketId, lines[1]!.id, undefined, `?action=pickup&favStoreId=${storeId}`);
    await setStock(kit.db, products[0]!.variantId, 0);
    const { body } = await kit.cartCall("POST", `/cart/v2/cart/${basketId}/shippingAddress`, { token: shopper, body: { address: (await import("./checkout-test-kit.ts")).US_ADDRESS } });
    expect(body.flash.map((entry) => entry.type)).toEqual(["ShipToHomeToPickup"]);
    expect(body.shippingMethods.map((shipment) => [shipment.shippingId, shipment.itemIds.length])).toEqual([["pickup", 2]]);

    const other = kit.guestToken();
    const made = await kit.cartWith(other, [{ stock: 5, qty: 3 }]);
    await setStock(kit.db, made.products[0]!.variantId, 1);
    const cut = await kit.setShippingAddress(other, made.basketId);
    expect(cut.body.flash.map((entry) => entry.type)).toEqual(["ProductLineItemInventoryMissing"]);
  });

  test("ship-to-store → pickup (the warehouse ran out, the store has it) and → home (the store left the site)", async () => {
    const { storeId } = await createStore(kit.db);
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.cartWith(shopper, [{ stock: 5, storeStock: { [storeId]: 2 } }]);
    await kit.chooseMethod(shopper, basketId, "me", "sts", { storeId });
    await setStock(kit.db, products[0]!.variantId, 0);
    const toPickup = await kit.setShippingAddress(shopper, basketId);
    expect(toPickup.body.flash).toEqual([expect.objectContaining({ type: "ShipToStoreToPickup", details: expect.objectContaining({ to: "pickup", errorId: "ORD516" }) })]);

    const { storeId: closing } = await createStore(kit.db);
    const second = kit.guestToken();
    const made = await kit.cartWith(second, [{ stock: 5 }]);
    await kit.chooseMethod(second, made.basketId, "me", "sts", { storeId: closing });
    await kit.db.update(stores).set({ siteId: "RL-DE" }).where(eq(stores.id, closing));
    const toHome = await kit.setShippingAddress(second, made.basketId);
    expect(toHome.body.flash).toEqual([expect.objectContaining({ type: "ShipToStoreToShipToHome", details: expect.objectContaining({ from: "sts", to: "standard" }) })]);
  });

  test("a collection point that is gone: the shipping method is downgraded to standard", async () => {
    const { storeId } = await createStore(kit.db, { siteId: "RL-GB" });
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ stock: 5 }], "RL-GB");
    await kit.chooseMethod(shopper, basketId, "me", "pudo", { storeId });
    await kit.db.update(stores).set({ siteId: "RL-DE" }).where(eq(stores.id, storeId));
    const { body } = await kit.setShippingAddress(shopper, basketId, GB_ADDRESS);
    expect(body.flash).toEqual([expect.objectContaining({ type: "ShippingMethodDowngraded", details: expect.objectContaining({ from: "pudo", to: "standard" }) })]);
    expect(body.totals.shipping).toBe(4.95);
  });
});
