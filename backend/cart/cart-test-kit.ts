import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { z } from "zod";
import { cartAnswer, type CartAnswer } from "../../contracts/api/cart.ts";
import { isErrorId } from "../../contracts/errors/catalogue.ts";
import { consumers } from "../db/schema.ts";
import type { Identity } from "../identity/tokens.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";

/**
 * Helpers of the cart tests: a backend on a fresh database, tokens for shoppers, and calls
 * whose every answer is checked against its contract (a Cart, or a catalogue error) and is
 * never a 5xx.
 */

export const errorAnswer = z.strictObject({
  errorDetails: z
    .array(z.looseObject({ errorId: z.string().refine(isErrorId, "not a catalogue id"), message: z.string().min(1) }))
    .length(1),
  correlationId: z.string().min(1),
});

export interface CartCall {
  status: number;
  /** The Cart of a successful answer (validated). */
  cart: CartAnswer;
  /** The error entry of a failed answer (validated). */
  error: { errorId: string; message: string; [detail: string]: unknown };
}

export type Backend = Awaited<ReturnType<typeof backendUnderTest>>;

export async function cartBackend(options: Parameters<typeof backendUnderTest>[0] = {}) {
  const backend = await backendUnderTest(options);
  const { db } = backend.database;

  const token = (identity: Identity) => backend.deps.tokens.issueAccessToken(identity).accessToken;
  const guestToken = (guestId: string = randomUUID()) => token({ kind: "guest", guestId });

  /** A registered consumer in the database, and a token for them. */
  async function memberToken(): Promise<{ consumerId: string; token: string }> {
    const consumerId = randomUUID();
    const suffix = consumerId.slice(0, 8);
    await db.insert(consumers).values({ id: consumerId, consumerNo: `C${suffix}`, email: `shopper-${suffix}@example.test`, passwordHash: "x", firstName: "Test", lastName: "Shopper", phone: `+1555${suffix}` });
    return { consumerId, token: token({ kind: "registered", consumerId }) };
  }

  async function call(method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<CartCall> {
    const response = await backend.call(method, path, init);
    expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(500);
    if (response.status < 300) {
      const parsed = cartAnswer.safeParse(response.json);
      expect(parsed.error?.issues ?? [], `${method} ${path} answers a Cart`).toEqual([]);
      return { status: response.status, cart: parsed.data!, error: undefined as never };
    }
    const parsed = errorAnswer.safeParse(response.json);
    expect(parsed.error?.issues ?? [], `${method} ${path} answers a catalogue error: ${response.text}`).toEqual([]);
    return { status: response.status, cart: undefined as never, error: parsed.data!.errorDetails[0]! as CartCall["error"] };
  }

  /** A new cart of `shopper`, answered. */
  async function newCart(shopper: string, siteId?: string): Promise<CartAnswer> {
    const created = await call("POST", "/cart/v1/cart", { token: shopper, body: siteId ? { siteId } : {} });
    expect(created.status).toBe(201);
    return created.cart;
  }

  const addItem = (shopper: string, basketId: string, productId: string, qty?: number) =>
    call("POST", "/cart/v1/item", { token: shopper, body: qty === undefined ? { basketId, productId } : { basketId, productId, qty } });
  const getCart = (shopper: string, basketId: string, query = "") => call("GET", `/cart/v1/cart/${encodeURIComponent(basketId)}${query}`, { token: shopper });
  const updateItem = (shopper: string, basketId: string, itemId: string, qty?: number, query = "") =>
    call("PUT", `/cart/v1/cart/${encodeURIComponent(basketId)}/item${query}`, { token: shopper, body: qty === undefined ? { itemId } : { itemId, qty } });
  const deleteItem = (shopper: string, basketId: string, itemId: string) => call("DELETE", "/cart/v1/item", { token: shopper, body: { basketId, itemId } });

  return { backend, db, token, guestToken, memberToken, call, newCart, addItem, getCart, updateItem, deleteItem, close: () => backend.close() };
}

export type CartKit = Awaited<ReturnType<typeof cartBackend>>;

/** The single line of a cart (fails when there is not exactly one). */
export function onlyLine(cart: CartAnswer) {
  expect(cart.items).toHaveLength(1);
  return cart.items[0]!;
}
