import { vi } from "vitest";
import type { CartAnswer } from "../../../../../contracts/api/cart.ts";
import type { InventoryAnswer } from "../../../catalogue/catalogue-queries.ts";

/** Tests only: a cart answer holding `lines` (variant id, name, colour, size, quantity, unit price). */
export function cartFixture(lines: { productId: string; name: string; color: string; size: string; qty: number; price: number }[]): CartAnswer {
  const itemTotal = lines.reduce((sum, line) => sum + line.qty * line.price, 0);
  return {
    id: "cart-1",
    siteId: "RL-US",
    currency: "USD",
    totalItems: lines.reduce((sum, line) => sum + line.qty, 0),
    totals: {
      total: itemTotal,
      totalDiscount: 0,
      itemTotal,
      totalWithoutTax: itemTotal,
      shipping: 0,
      tax: 0,
      totalDiscountPercentage: 0,
      remainingToPay: itemTotal,
      currency: "USD",
      totalUnits: lines.reduce((sum, line) => sum + line.qty, 0),
      itemSubTotal: itemTotal,
      netAmount: itemTotal,
      taxAmount: 0,
      appliedRewards: [],
    },
    items: lines.map((line, index) => ({
      id: `line-${index + 1}`,
      productId: line.productId,
      masterId: line.productId.slice(0, 8),
      qty: line.qty,
      maxQty: 10,
      upc: "000000000000",
      name: line.name,
      pdpUrl: `/en-us/p/x-${line.productId.slice(0, 8)}`,
      slug: "x",
      price: { original: line.price, current: line.price, rowTotal: line.price * line.qty, priceAfterItemDiscount: line.price * line.qty, priceAfterOrderDiscount: line.price * line.qty },
      isDigitalProduct: false,
      isCustoms: false,
      bonus: false,
      attributes: { color: line.color, size: line.size },
      rating: { score: 0, reviewsCount: 0 },
      badge: null,
      shippingOptions: { selected: "standard", storeInfo: null },
    })),
    payment_instruments: [],
    shippingMethods: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    flash: [],
  };
}

export type AddAnswer = CartAnswer | { status: number; errorId: string; message?: string; details?: Record<string, unknown> };

export interface CommerceRoutes {
  inventory?: InventoryAnswer;
  /**
   * The answer of adding to the cart: a cart, or an error (status, errorId, details); or, per
   * variant added, a function answering one (a promise: the add waits for it).
   */
  add?: AddAnswer | ((productId: string) => AddAnswer | Promise<AddAnswer>);
  notify?: { status: number; errorId?: string };
}

const favouritesWith = (id: string) => ({
  favoriteId: "fav-1",
  total: 1,
  start: 0,
  count: 100,
  items: [{ itemId: "item-1", id, itemType: "product", masterId: id, qty: 1, name: "x", pdpUrl: "/x", colorName: null, size: null, price: null, available: true, addedAt: "2026-01-01T00:00:00Z" }],
});

const error = (status: number, errorId: string, message = "failed", details: Record<string, unknown> = {}) =>
  Response.json({ errorDetails: [{ errorId, message, ...details }], correlationId: "test" }, { status });

/**
 * Tests only: `fetch` answering the BFF's commerce proxy (`/api/commerce/…`) as the commerce API
 * would for the product screen's calls; favourites answer an empty list. Records each call.
 */
export function stubCommerceRoutes(routes: CommerceRoutes = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  document.cookie = "rl_csrf=test-token; path=/";
  // A shopper session exists (the favourites are read).
  document.cookie = "rl_rt_exp=9999999999999; path=/";
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api\/commerce/, "");
    calls.push({ method, path, body });
    if (/\/inventory$/.test(path)) return routes.inventory ? Response.json(routes.inventory) : error(503, "GEN500");
    if (path === "/wishlists/v2/favorites" && method === "GET") return Response.json({ favoriteId: null, total: 0, start: 0, count: 100, items: [] });
    if (path === "/wishlists/v2/favorites" && method === "POST") return Response.json(favouritesWith((body as { id: string }).id));
    if (path.startsWith("/wishlists/v2/favorites/") && method === "DELETE") return Response.json({ favoriteId: "fav-1", total: 0, start: 0, count: 100, items: [] });
    if (path === "/cart/v1/cart") return Response.json(cartFixture([]));
    if (path === "/cart/v1/item" || (method === "PUT" && /^\/cart\/v1\/cart\/[^/]+\/item$/.test(path))) {
      const add = typeof routes.add === "function" ? await routes.add((body as { productId: string }).productId) : (routes.add ?? cartFixture([]));
      return "status" in add ? error(add.status, add.errorId, add.message, add.details) : Response.json(add);
    }
    if (path === "/products/v1/notifications") {
      const notify = routes.notify ?? { status: 200 };
      return notify.status === 200 ? Response.json({ status: "SUBSCRIBED", email: "a@b.co", productId: "RLTN0008C1P", masterId: "RLTN0008", siteId: "RL-US", inStock: false }) : error(notify.status, notify.errorId ?? "GEN500");
    }
    return error(404, "PLP400");
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, calls };
}
