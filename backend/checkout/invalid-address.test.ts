import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { INVALID_SHIPPING_ADDRESS } from "../../contracts/api/checkout.ts";
import { carts } from "../db/schema.ts";
import { checkoutBackend, US_ADDRESS } from "./checkout-test-kit.ts";

/**
 * InvalidShippingAddress (commerce spec §8 flash codes, "with a shipment id"): a stored address
 * that today's rules refuse — here a P.O. box saved before P.O. boxes were refused — is dropped
 * at the next checkout step and each shipment going to it is flagged.
 */
let kit: Awaited<ReturnType<typeof checkoutBackend>>;
beforeAll(async () => {
  kit = await checkoutBackend();
});
afterAll(() => kit.close());

async function cartWithStoredAddress(address: Record<string, unknown>) {
  const shopper = kit.guestToken();
  const ready = await kit.readyCart(shopper);
  const [row] = await kit.db.select().from(carts).where(eq(carts.id, ready.basketId));
  await kit.db.update(carts).set({ shippingAddress: { ...(row!.shippingAddress as object), ...address } }).where(eq(carts.id, ready.basketId));
  return { shopper, ...ready };
}

test("prepare order: 409 CHK380 with an InvalidShippingAddress flash naming the shipment; the address is removed", async () => {
  const { shopper, basketId } = await cartWithStoredAddress({ addressLine1: "P.O. Box 123" });
  const prepared = await kit.prepare(shopper, basketId);
  expect([prepared.status, prepared.error?.errorId]).toEqual([409, "CHK380"]);
  expect(prepared.error.flash).toEqual([{ type: INVALID_SHIPPING_ADDRESS, message: expect.stringMatching(/P\.O\. box/), details: { shipmentId: "me", errorId: "SHP500", field: "addressLine1" } }]);
  const cart = (await kit.getCart(shopper, basketId)).cart;
  expect(cart.flash.map((entry) => entry.type)).toEqual([INVALID_SHIPPING_ADDRESS]);
  const [row] = await kit.db.select().from(carts).where(eq(carts.id, basketId));
  expect(row!.shippingAddress).toBeNull();
  // A valid address brings the cart back to ready.
  expect((await kit.setShippingAddress(shopper, basketId, US_ADDRESS)).status).toBe(200);
  expect((await kit.prepare(shopper, basketId)).status).toBe(200);
});

test("place order with such an address: 409 CHK380, no order", async () => {
  const { shopper, basketId } = await cartWithStoredAddress({ postalCode: "ABCDE" });
  const placed = await kit.place(shopper, basketId);
  expect([placed.status, placed.error?.errorId]).toEqual([409, "CHK380"]);
  expect(placed.error.flash).toEqual([expect.objectContaining({ type: INVALID_SHIPPING_ADDRESS, details: expect.objectContaining({ shipmentId: "me", field: "postalCode" }) })]);
  const [row] = await kit.db.select().from(carts).where(eq(carts.id, basketId));
  expect(row!.status).toBe("active");
});

test("a valid stored address raises nothing", async () => {
  const shopper = kit.guestToken();
  const ready = await kit.readyCart(shopper);
  const prepared = await kit.prepare(shopper, ready.basketId);
  expect(prepared.status).toBe(200);
  expect(prepared.body.flash).toEqual([]);
});
