import type { z } from "zod";
import { messageFor } from "../errors/messages.ts";
import { cartAnswer, type CartAnswer } from "./contracts/cart.ts";
import { addressValidationAnswer, checkoutCartAnswer, giftCardBalanceAnswer, orderAnswer, paymentMethodsAnswer, paymentSessionAnswer, shippingMethodsAnswer } from "./contracts/checkout.ts";
import { cancelOrderAnswer, orderDetailsAnswer, purchaseHistoryAnswer, trackOrderAnswer } from "./contracts/orders.ts";
import { savedForLaterAnswer, savedForLaterWithCartAnswer } from "./contracts/saved-for-later.ts";

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

  const cartPath = (basketId: string, rest = "") => `/cart/v1/cart/${encodeURIComponent(basketId)}${rest}`;

  return {
    createCart,
    getCart: () => withCart((basketId) => call("GET", cartPath(basketId), cartAnswer)),
    /** Quantity defaults to 1. */
    addItem: (productId: string, qty = 1) => withCart((basketId) => call("POST", "/cart/v1/item", cartAnswer, { basketId, productId, qty })),
    updateItem: (itemId: string, qty: number) => withCart((basketId) => call("PUT", `/cart/v1/cart/${encodeURIComponent(basketId)}/item`, cartAnswer, { itemId, qty })),
    removeItem: (itemId: string) => withCart((basketId) => call("DELETE", "/cart/v1/item", cartAnswer, { basketId, itemId })),
    applyCoupon: (couponCode: string) => withCart((basketId) => call("PUT", "/cart/v1/coupon", cartAnswer, { basketId, couponCode })),
    removeCoupon: (couponCode: string) => withCart((basketId) => call("DELETE", "/cart/v1/coupon", cartAnswer, { basketId, couponCode })),

    // ---- saved for later
    saveForLater: (itemId: string) => withCart((basketId) => call("PUT", "/cart/v2/saveForLater", savedForLaterWithCartAnswer, { basketId, itemId })),
    moveToCart: (savedItemId: string, qty?: number) => withCart((basketId) => call("POST", `/cart/v2/cart/${encodeURIComponent(basketId)}/saveForLater`, savedForLaterWithCartAnswer, { itemId: savedItemId, qty })),
    removeSaved: (saveForLaterId: string, itemId: string) => call("DELETE", `/cart/v2/saveForLater/${encodeURIComponent(saveForLaterId)}/items/${encodeURIComponent(itemId)}`, savedForLaterAnswer),
    savedForLater: () => call("GET", "/wishlists/v2/saveForLater", savedForLaterAnswer),

    // ---- checkout
    setShippingAddress: (address: Record<string, unknown>) => withCart((basketId) => call("POST", `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, checkoutCartAnswer, { address })),
    removeShippingAddress: () => withCart((basketId) => call("DELETE", `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`, checkoutCartAnswer)),
    validateShippingAddress: (address: Record<string, unknown>) => withCart((basketId) => call("POST", cartPath(basketId, "/shippingAddress/validation"), addressValidationAnswer, { address })),
    setBillingAddress: (body: Record<string, unknown>) => withCart((basketId) => call("POST", cartPath(basketId, "/billingAddress"), checkoutCartAnswer, body)),
    removeBillingAddress: () => withCart((basketId) => call("DELETE", cartPath(basketId, "/billingAddress"), checkoutCartAnswer)),
    shippingMethods: (shippingId: string, favStoreId?: string) =>
      withCart((basketId) => call("GET", cartPath(basketId, `/shippingMethod/${encodeURIComponent(shippingId)}${favStoreId ? `?favStoreId=${encodeURIComponent(favStoreId)}` : ""}`), shippingMethodsAnswer)),
    chooseShippingMethod: (shippingId: string, code: string, extra: Record<string, unknown> = {}) =>
      withCart((cartId) => call("POST", "/cart/v1/shippingMethod", checkoutCartAnswer, { cartId, shippingId, code, shopperAppliedSM: true, ...extra })),
    paymentMethods: () => withCart((basketId) => call("GET", cartPath(basketId, "/paymentMethods"), paymentMethodsAnswer)),
    addPaymentInstrument: (instrument: Record<string, unknown>) => withCart((basketId) => call("POST", cartPath(basketId, "/paymentInstruments"), checkoutCartAnswer, instrument)),
    removePaymentInstrument: (paymentInstrumentId: string) => withCart((basketId) => call("DELETE", cartPath(basketId, "/paymentInstruments"), checkoutCartAnswer, { payment_instrument_id: paymentInstrumentId })),
    giftCardBalance: (number: string, pin: string) => call("POST", "/cart/v1/giftcard/balance", giftCardBalanceAnswer, { number, pin }),
    applyLoyaltyVoucher: (appliedLoyaltyVoucher: unknown) => withCart((basketId) => call("PUT", cartPath(basketId, "/reward"), checkoutCartAnswer, { appliedLoyaltyVoucher })),
    paymentSession: () => withCart((basketId) => call("GET", `/cart/v1/paymentSession?basketId=${encodeURIComponent(basketId)}`, paymentSessionAnswer)),
    prepareOrder: () => withCart((basketId) => call("POST", "/cart/v1/cart/prepareOrder", checkoutCartAnswer, { basketId })),
    /** Places the order; after it the stored cart is forgotten (the next add makes a new one). */
    placeOrder: async (body: Record<string, unknown>) => {
      const order = await withCart((cartId) => call("PUT", "/cart/v2/checkout/order", orderAnswer, { cartId, ...body }));
      options.cartStore.set(undefined);
      return order;
    },
    /** The 3-D Secure result of a PaymentNotAuthorized order. */
    completeOrder: (orderNumber: string, code: string, threeDS2Result: { transStatus: string }) =>
      call("PATCH", `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`, orderAnswer, { paymentMethod: { code }, additionalData: { threeDS2Result } }),

    // ---- orders
    purchaseHistory: (page: { offset?: number; limit?: number } = {}) => call("POST", "/consumers-v3/consumer/purchasehistory", purchaseHistoryAnswer, page),
    orderDetails: (orderNumber: string) => call("GET", `/consumers-v3/consumer/purchase/${encodeURIComponent(orderNumber)}`, orderDetailsAnswer),
    trackOrder: (orderNumber: string, email: string) => call("POST", "/consumers-v3/consumer/TrackOrder", trackOrderAnswer, { orderNumber, email }),
    cancelOrder: (orderNumber: string) => call("POST", "/consumers-v3/consumer/CancelOrder", cancelOrderAnswer, { orderNumber }),
  };
}
