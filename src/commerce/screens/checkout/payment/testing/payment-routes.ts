import { SITES } from "../../../../../../contracts/sites.ts";
import { cartCookieOf } from "../../../../cookies.ts";
import { vi } from "vitest";
import type { RecordedError } from "./payment-answers.ts";

/** An error answer of the commerce API: its status and its first error entry. */
export class ErrorAnswer {
  constructor(
    readonly status: number,
    readonly entry: RecordedError,
  ) {}
}
export const failWith = (status: number, entry: RecordedError) => new ErrorAnswer(status, entry);

/** What a route answers: a JSON body, an error, or either computed from the request's body. */
export type RouteAnswer = object | ErrorAnswer | ((body: unknown) => object | ErrorAnswer);

export interface RecordedCall {
  method: string;
  /** The commerce path, the cart's id written `:cart`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * Tests only: `fetch` answering the BFF's commerce proxy (`/api/commerce/…`) from `routes`, keyed
 * `"METHOD /path"` with the shopper's cart id (every site's cart cookie, set to `cartId`) written
 * `:cart`: `"POST /cart/v1/cart/:cart/paymentInstruments"`. Anything else answers 404 API404.
 * Records every call.
 */
export function stubPaymentRoutes(cartId: string, routes: Record<string, RouteAnswer>) {
  const calls: RecordedCall[] = [];
  document.cookie = "rl_csrf=test-token; path=/";
  for (const site of SITES) document.cookie = `${cartCookieOf(site.siteId)}=${encodeURIComponent(cartId)}; path=/`;
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api\/commerce/, "").replaceAll(encodeURIComponent(cartId), ":cart");
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === "function" ? route(body) : route;
    if (answer === undefined) return Response.json({ errorDetails: [{ errorId: "API404", message: `No test route for ${method} ${path}` }], correlationId: "test" }, { status: 404 });
    if (answer instanceof ErrorAnswer) return Response.json({ errorDetails: [answer.entry], correlationId: "test" }, { status: answer.status });
    return Response.json(answer);
  });
  vi.stubGlobal("fetch", fetch);
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { fetch, calls, callsTo };
}

/** The commerce paths of the billing step, the cart's id written `:cart`. */
export const PAYMENT_PATHS = {
  methods: "GET /cart/v1/cart/:cart/paymentMethods",
  addInstrument: "POST /cart/v1/cart/:cart/paymentInstruments",
  removeInstrument: "DELETE /cart/v1/cart/:cart/paymentInstruments",
  billingAddress: "POST /cart/v1/cart/:cart/billingAddress",
  giftCardBalance: "POST /cart/v1/giftcard/balance",
  reward: "PUT /cart/v1/cart/:cart/reward",
  paymentSession: "GET /cart/v1/paymentSession",
  savedCards: "GET /consumers-v3/consumer/payment_instruments",
  saveCard: "POST /consumers-v3/consumer/payment_instruments",
} as const;
