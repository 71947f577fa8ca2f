import { randomInt } from "node:crypto";
import { expect } from "vitest";
import type { z } from "zod";
import { checkoutCartAnswer, orderAnswer, type AddressInput } from "../../contracts/api/checkout.ts";
import { cartBackend, errorAnswer } from "../cart/cart-test-kit.ts";
import { giftCards } from "../db/schema.ts";
import { hashPassword } from "../identity/passwords.ts";
import { createProduct, type ProductSpec } from "../testing/catalogue-factory.ts";

/**
 * Helpers of the checkout tests: the cart kit (a backend on a fresh database, tokens, cart
 * calls) plus checkout calls whose every answer is checked against its contract (or is a
 * catalogue error) and is never a 5xx.
 */

export type ErrorEntry = { errorId: string; message: string; field?: string; [detail: string]: unknown };
export interface Answer<T> {
  status: number;
  /** The validated answer of a success. */
  body: T;
  /** The error entry of a failure (validated). */
  error: ErrorEntry;
  headers: Headers;
}

type Init = { body?: unknown; token?: string; headers?: Record<string, string> };

export const US_ADDRESS = {
  recipientFirstName: "Alex",
  recipientLastName: "Walker",
  addressLine1: "12 Beacon Street",
  city: "Boston",
  stateCityProvDept: "MA",
  postalCode: "02108",
  country: "US",
  recipientContactPhone: "(617) 555-0181",
  recipientContactEmail: "Alex.Walker@example.com",
} satisfies Partial<AddressInput> & Record<string, unknown>;

export const GB_ADDRESS = {
  recipientFirstName: "Emma",
  recipientLastName: "Clarke",
  addressLine1: "221 Baker Street",
  city: "London",
  postalCode: "nw1 6xe",
  country: "GB",
  recipientContactPhone: "07700 900123",
  recipientContactEmail: "emma@example.co.uk",
};

const nextYear = new Date().getUTCFullYear() + 3;
export const VISA = { number: "4111 1111 1111 1111", expiryMonth: 12, expiryYear: nextYear, holder: "Alex Walker", cvv: "123" };
/** 3-D Secure test cards (backend/checkout/payments.ts). */
export const CHALLENGE_CARD = { ...VISA, number: "4000000000003220" };
export const REFUSED_CHALLENGE_CARD = { ...VISA, number: "4000000000009995" };
export const DECLINED_CARD = { ...VISA, number: "4000000000000002" };
export const FRAUD_CARD = { ...VISA, number: "4100000000000019" };

export async function checkoutBackend(options: Parameters<typeof cartBackend>[0] = {}) {
  const kit = await cartBackend(options);
  const { backend, db } = kit;

  async function request<T extends z.ZodType>(schema: T, method: string, path: string, init: Init = {}): Promise<Answer<z.output<T>>> {
    const response = await backend.call(method, path, init);
    expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(500);
    if (response.status < 300) {
      const parsed = schema.safeParse(response.json);
      expect(parsed.error?.issues ?? [], `${method} ${path} answers its contract: ${response.text.slice(0, 400)}`).toEqual([]);
      return { status: response.status, body: parsed.data as z.output<T>, error: undefined as never, headers: response.headers };
    }
    const parsed = errorAnswer.safeParse(response.json);
    expect(parsed.error?.issues ?? [], `${method} ${path} answers a catalogue error: ${response.text}`).toEqual([]);
    return { status: response.status, body: undefined as never, error: parsed.data!.errorDetails[0]! as ErrorEntry, headers: response.headers };
  }

  const cartCall = (method: string, path: string, init: Init = {}) => request(checkoutCartAnswer, method, path, init);
  const orderCall = (method: string, path: string, init: Init = {}) => request(orderAnswer, method, path, init);

  /** A cart of `shopper` holding one line of each product (quantity `qty`, default 1). */
  async function cartWith(shopper: string, specs: (ProductSpec & { qty?: number })[], siteId?: string) {
    const { id } = await kit.newCart(shopper, siteId);
    const products = [];
    for (const spec of specs) {
      const product = await createProduct(db, spec);
      const added = await kit.addItem(shopper, id, product.variantId, spec.qty ?? 1);
      expect(added.status, JSON.stringify(added.error)).toBe(200);
      products.push(product);
    }
    return { basketId: id, products };
  }

  const setShippingAddress = (shopper: string, basketId: string, address: Record<string, unknown> = US_ADDRESS) =>
    cartCall("POST", `/cart/v2/cart/${basketId}/shippingAddress`, { token: shopper, body: { address } });
  const setBillingAddress = (shopper: string, basketId: string, body: Record<string, unknown>) => cartCall("POST", `/cart/v1/cart/${basketId}/billingAddress`, { token: shopper, body });
  const chooseMethod = (shopper: string, basketId: string, shippingId: string, code: string, extra: Record<string, unknown> = {}, query = "") =>
    cartCall("POST", `/cart/v1/shippingMethod${query}`, { token: shopper, body: { cartId: basketId, shippingId, code, shopperAppliedSM: true, ...extra } });
  const addInstrument = (shopper: string, basketId: string, body: Record<string, unknown>) => cartCall("POST", `/cart/v1/cart/${basketId}/paymentInstruments`, { token: shopper, body });
  const removeInstrument = (shopper: string, basketId: string, instrumentId: string) =>
    cartCall("DELETE", `/cart/v1/cart/${basketId}/paymentInstruments`, { token: shopper, body: { payment_instrument_id: instrumentId } });
  const addCard = (shopper: string, basketId: string, card: Record<string, unknown> = VISA) => addInstrument(shopper, basketId, { payment_method_id: "CREDIT_CARD", ...card });
  const addGiftCard = (shopper: string, basketId: string, card: { number: string; pin: string }) => addInstrument(shopper, basketId, { payment_method_id: "GIFT_CARD", ...card });
  const prepare = (shopper: string, basketId: string) => cartCall("POST", "/cart/v1/cart/prepareOrder", { token: shopper, body: { basketId } });
  const place = (shopper: string, cartId: string, options: { paymentMethod?: string; headers?: Record<string, string>; body?: Record<string, unknown> } = {}) =>
    orderCall("PUT", "/cart/v2/checkout/order", { token: shopper, headers: options.headers, body: { cartId, paymentMethod: { code: options.paymentMethod ?? "CREDIT_CARD" }, ...options.body } });
  const patch = (shopper: string, orderNumber: string, transStatus: "Y" | "N", code = "CREDIT_CARD") =>
    orderCall("PATCH", `/cart/v2/checkout/order/${orderNumber}`, { token: shopper, body: { paymentMethod: { code }, additionalData: { threeDS2Result: { transStatus } } } });

  /** A cart with items, a US address and a card: ready to order. */
  async function readyCart(shopper: string, specs: (ProductSpec & { qty?: number })[] = [{ price: 5000, stock: 10 }], card: Record<string, unknown> = VISA) {
    const made = await cartWith(shopper, specs);
    expect((await setShippingAddress(shopper, made.basketId)).status).toBe(200);
    const withCard = await addCard(shopper, made.basketId, card);
    expect(withCard.status, JSON.stringify(withCard.error)).toBe(200);
    return { ...made, cart: withCard.body };
  }

  /** A gift card in the database. */
  async function createGiftCard(fields: { balance?: number; currency?: string; pin?: string; expiresAt?: Date | null } = {}) {
    const number = `60064${String(randomInt(0, 1e9)).padStart(9, "0")}${String(randomInt(0, 1e5)).padStart(5, "0")}`;
    const pin = fields.pin ?? "1234";
    await db.insert(giftCards).values({ number, pinHash: await hashPassword(pin), currency: fields.currency ?? "USD", balance: fields.balance ?? 2000, expiresAt: fields.expiresAt === undefined ? new Date(Date.now() + 365 * 86_400_000) : fields.expiresAt });
    return { number, pin };
  }

  return {
    ...kit,
    request,
    cartCall,
    orderCall,
    cartWith,
    setShippingAddress,
    setBillingAddress,
    chooseMethod,
    addInstrument,
    removeInstrument,
    addCard,
    addGiftCard,
    prepare,
    place,
    patch,
    readyCart,
    createGiftCard,
  };
}

export type CheckoutKit = Awaited<ReturnType<typeof checkoutBackend>>;

