import { vi } from "vitest";
import type { AddressAnswer, CheckoutCartAnswer, OrderAnswer, ShippingMethodCode } from "../../../../../contracts/api/checkout.ts";
import type { ConsumerProfileAnswer, SavedPaymentInstrumentAnswer } from "../../../../../contracts/api/consumer.ts";
import { cardInstrument, checkoutCart, orderOf, shippingMethodsAnswer, shipment } from "./checkout-cart.ts";

/** An error answer of the commerce API (its first entry's details spread, as the backend does). */
export const apiError = (status: number, errorId: string, details: Record<string, unknown> = {}, message = "failed") => ({ status, errorId, details, message });
type ApiErrorAnswer = ReturnType<typeof apiError>;

export interface FakeCheckoutOptions {
  cart: CheckoutCartAnswer | null;
  member?: { profile: ConsumerProfileAnswer; cards: SavedPaymentInstrumentAnswer[] };
  /** Answers of a call, by `METHOD /path` (path without the query): an error, or a function of the body. */
  errors?: Partial<Record<string, ApiErrorAnswer | ApiErrorAnswer[]>>;
  /** The order the place call answers (placed by default). */
  order?: (cart: CheckoutCartAnswer) => OrderAnswer;
  /** The order the PATCH answers, by the result sent. */
  patched?: (order: OrderAnswer, transStatus: "Y" | "N") => OrderAnswer;
  /** Delays the place call's answer until released. */
  holdPlace?: boolean;
  /** The cart has earned a free-shipping promotion: the methods answer each paid one discounted to 0. */
  freeShipping?: boolean;
}

const errorResponse = (answer: ApiErrorAnswer) => Response.json({ errorDetails: [{ errorId: answer.errorId, message: answer.message, ...answer.details }], correlationId: "test" }, { status: answer.status });

/**
 * Tests only: `fetch` standing in for the BFF and the commerce API's checkout calls, on one cart
 * kept in memory (addresses, methods, payment, place and 3-D Secure). Records every call.
 */
export function fakeCheckoutBackend(options: FakeCheckoutOptions) {
  let cart = options.cart;
  let placed: OrderAnswer | undefined;
  let releasePlace: (() => void) | undefined;
  const calls: { method: string; path: string; body?: unknown; idempotencyKey?: string }[] = [];
  document.cookie = "rl_csrf=test-token; path=/";
  if (cart) document.cookie = `rl_basket_RL-US=${cart.id}; path=/`;

  const failure = (key: string) => {
    const entry = options.errors?.[key];
    if (!entry) return undefined;
    if (Array.isArray(entry)) return entry.shift();
    return entry;
  };
  const withAddress = (address: AddressAnswer) => {
    cart = { ...cart!, shippingMethods: cart!.shippingMethods.map((entry) => (entry.code === "standard" || entry.code === "customs" ? { ...entry, address } : entry)) };
    return cart;
  };

  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const path = url.pathname.replace(/^\/api\/commerce/, "");
    const idempotencyKey = (init?.headers as Record<string, string> | undefined)?.["idempotency-key"];
    calls.push({ method, path, body, ...(idempotencyKey ? { idempotencyKey } : {}) });
    const failed = failure(`${method} ${path.replace(/\/cart\/v[12]\/cart\/(?!prepareOrder)[^/]+/, "/cart")}`);
    if (failed) return errorResponse(failed);

    if (path === "/api/session") return Response.json({ loggedIn: !!options.member, associate: null, csrfToken: "test-token" });
    if (path === "/consumers-v3/consumer" && method === "GET") return options.member ? Response.json(options.member.profile) : errorResponse(apiError(401, "AUT401"));
    if (path === "/consumers-v3/consumer/payment_instruments") return Response.json({ payment_instruments: options.member?.cards ?? [] });
    if (path === "/consumers-v3/utilities/stores") {
      const address = { addressLine1: "139 Wooster Street", city: "New York", postalCode: "10012", country: "US" };
      const hours = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
      return Response.json({ stores: [{ id: "RL-NYC-01", name: "Ridgeline New York", siteId: "RL-US", address, latitude: 40.7, longitude: -74, phone: "+12125550100", hours }], total: 1 });
    }
    if (!cart && /^\/cart\/v[12]\/cart\/|\/cart\/v1\/shippingMethod|prepareOrder|checkout\/order$/.test(path)) return errorResponse(apiError(404, "BSK404"));
    if (/^\/cart\/v1\/cart\/[^/]+$/.test(path) && method === "GET") return Response.json(cart);
    if (path === "/cart/v1/cart" && method === "POST") {
      cart = checkoutCart({ id: "cart-2", items: [], shippingMethods: [] });
      return Response.json(cart);
    }
    if (path === "/cart/v1/item" && method === "POST") {
      const productId = String(body?.productId);
      const line = { ...checkoutCart().items[0]!, id: `line-${cart!.items.length + 1}`, productId, qty: Number(body?.qty ?? 1) };
      cart = checkoutCart({ id: cart!.id, items: [...cart!.items, line], shippingMethods: [shipment({ itemIds: [...cart!.items.map((item) => item.id), line.id] })] });
      return Response.json(cart);
    }
    if (/\/shippingAddress\/validation$/.test(path)) return Response.json({ valid: true, address: body?.address });
    if (/\/shippingAddress$/.test(path) && method === "POST") {
      const address = body?.address as Record<string, string | undefined>;
      return Response.json(withAddress({ addressLine2: null, stateCityProvDept: null, recipientContactEmail: null, recipientContactPhone: null, ...address } as AddressAnswer));
    }
    if (/\/shippingMethod\/[^/]+$/.test(path)) {
      const shippingId = path.split("/").pop() as "me";
      const entry = cart!.shippingMethods.find((candidate) => candidate.shippingId === shippingId);
      return Response.json(shippingMethodsAnswer(shippingId, entry?.code ?? "standard", entry?.storeId ? { id: entry.storeId, name: "Ridgeline New York" } : null, options.freeShipping));
    }
    if (path === "/cart/v1/shippingMethod") {
      const code = body?.code as ShippingMethodCode;
      const from = cart!.shippingMethods.find((entry) => entry.shippingId === body?.shippingId)!;
      const target = code === "standard" ? "me" : code;
      const rest = cart!.shippingMethods.filter((entry) => entry !== from && entry.shippingId !== target);
      const joined = cart!.shippingMethods.find((entry) => entry.shippingId === target);
      const moved = shipment({ code, storeId: (body?.storeId as string | undefined) ?? null, itemIds: [...(joined?.itemIds ?? []), ...from.itemIds], address: code === "standard" ? (joined?.address ?? from.address) : null });
      cart = { ...cart!, shippingMethods: [...rest, moved] };
      return Response.json(cart);
    }
    if (/\/paymentInstruments$/.test(path) && method === "POST") {
      cart = { ...cart!, payment_instruments: [cardInstrument({ amount: cart!.totals.total })], totals: { ...cart!.totals, remainingToPay: 0 } };
      return Response.json(cart);
    }
    if (path === "/cart/v1/cart/prepareOrder") return Response.json(cart);
    if (path === "/cart/v2/checkout/order" && method === "PUT") {
      if (options.holdPlace) await new Promise<void>((resolve) => (releasePlace = resolve));
      // The commerce API answers the first order again for the same cart (its idempotency key).
      placed ??= (options.order ?? orderOf)(cart!);
      return Response.json(placed, { status: 201 });
    }
    if (/^\/cart\/v2\/checkout\/order\/[^/]+$/.test(path) && method === "PATCH") {
      const transStatus = (body?.additionalData as { threeDS2Result: { transStatus: "Y" | "N" } }).threeDS2Result.transStatus;
      placed = options.patched ? options.patched(placed!, transStatus) : { ...placed!, status: transStatus === "Y" ? "placed" : "payment_failed", flash: [] };
      return Response.json(placed);
    }
    return errorResponse(apiError(404, "API404"));
  });
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    calls,
    cart: () => cart,
    /** Calls as `METHOD /path`, the cart's id shortened to `/cart`. */
    called: () => calls.map((call) => `${call.method} ${call.path.replace(/\/cart\/v[12]\/cart\/(?!prepareOrder)[^/]+/, "/cart")}`),
    releasePlace: () => releasePlace?.(),
  };
}
