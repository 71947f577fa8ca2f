import type { z } from "zod";
import { messageFor } from "../errors/messages.ts";
import { cartAnswer, type CartAnswer } from "./contracts/cart.ts";

/**
 * The storefront's typed commerce client: one function per call, through the BFF
 * (`/api/commerce/{spec path}`) with the CSRF token on mutations. Answers are checked against
 * their contracts. Errors become `CommerceApiError`s; the spec's recoveries are built in:
 * BSK404 makes a new cart and retries the action once; AUT498 rebuilds the cart and tells the
 * page (which shows a toast and reloads after 4 s).
 */
export class CommerceApiError extends Error {
  constructor(
    readonly errorId: string,
    readonly status: number,
    message: string,
    readonly request: { method: string; path: string; body?: unknown },
    readonly response: unknown,
    readonly correlationId?: string,
  ) {
    super(message);
    this.name = "CommerceApiError";
  }
}

/** The page reloads this long after an invalid-customer error (commerce spec §9). */
export const INVALID_CUSTOMER_RELOAD_MS = 4_000;

export interface CommerceClientOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  /** The CSRF token (from `/api/session`). */
  csrfToken: () => string | undefined;
  siteId: string;
  /** The shopper's current cart id, and where a new one is remembered. */
  cartStore: { get(): string | undefined; set(basketId: string | undefined): void };
  /** AUT498: the cart was rebuilt; show the error and reload. */
  onInvalidCustomer?: (error: CommerceApiError) => void;
}

export function createCommerceClient(options: CommerceClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl ?? "/api/commerce";

  async function call<T extends z.ZodType>(method: string, path: string, answer: T, body?: unknown): Promise<z.output<T>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (method !== "GET") headers["x-csrf-token"] = options.csrfToken() ?? "";
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await doFetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin" });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const detail = (json as { errorDetails?: ({ errorId?: string; message?: string } & Record<string, unknown>)[]; correlationId?: string } | undefined)?.errorDetails?.[0];
      const errorId = detail?.errorId ?? `HTTP${response.status}`;
      throw new CommerceApiError(errorId, response.status, messageFor(errorId, detail?.message, detail), { method, path, body }, json, (json as { correlationId?: string } | undefined)?.correlationId);
    }
    return answer.parse(json);
  }

  const createCart = async (): Promise<CartAnswer> => {
    const cart = await call("POST", "/cart/v1/cart", cartAnswer, { siteId: options.siteId });
    options.cartStore.set(cart.id);
    return cart;
  };

  const currentCartId = async () => options.cartStore.get() ?? (await createCart()).id;

  /** Runs a cart action; on BSK404 makes a new cart and runs it once more; on AUT498 rebuilds. */
  async function withCart<T>(action: (basketId: string) => Promise<T>): Promise<T> {
    try {
      return await action(await currentCartId());
    } catch (error) {
      if (!(error instanceof CommerceApiError)) throw error;
      if (error.errorId === "BSK404") {
        options.cartStore.set(undefined);
        return action((await createCart()).id);
      }
      if (error.errorId === "AUT498") {
        options.cartStore.set(undefined);
        await createCart().catch(() => undefined);
        options.onInvalidCustomer?.(error);
      }
      throw error;
    }
  }

  return {
    createCart,
    getCart: () => withCart((basketId) => call("GET", `/cart/v1/cart/${encodeURIComponent(basketId)}`, cartAnswer)),
    /** Quantity defaults to 1. */
    addItem: (productId: string, qty = 1) => withCart((basketId) => call("POST", "/cart/v1/item", cartAnswer, { basketId, productId, qty })),
    updateItem: (itemId: string, qty: number) => withCart((basketId) => call("PUT", `/cart/v1/cart/${encodeURIComponent(basketId)}/item`, cartAnswer, { itemId, qty })),
    removeItem: (itemId: string) => withCart((basketId) => call("DELETE", "/cart/v1/item", cartAnswer, { basketId, itemId })),
  };
}
