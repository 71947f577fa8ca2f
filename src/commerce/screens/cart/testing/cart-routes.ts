
import { SITES } from "../../../../../contracts/sites.ts";
import { cartCookieOf } from "../../../cookies.ts";
import { vi } from "vitest";
import type { CartAnswer } from "../../../../../contracts/api/cart.ts";
import type { SavedForLaterAnswer } from "../../../../../contracts/api/saved-for-later.ts";
import type { AssociateSession } from "../../../cart/associate-session.ts";
import { STORES_ANSWER } from "./recorded-carts.ts";

/** An error answer of the commerce API. */
export interface ErrorAnswer {
  status: number;
  body: { errorDetails: readonly Record<string, unknown>[]; correlationId?: string };
}

type Answer = CartAnswer | SavedForLaterAnswer | (SavedForLaterAnswer & { cart: CartAnswer }) | ErrorAnswer;

/** A route: method and a path pattern (of the spec, after `/api/commerce`), and its answers in turn (the last one repeats). */
export interface CartRoute {
  method: string;
  path: RegExp;
  answers: Answer[];
}

export interface RecordedCall {
  method: string;
  path: string;
  query: string;
  body?: unknown;
}

const isError = (answer: Answer): answer is ErrorAnswer => "status" in answer && "body" in answer;

/**
 * Tests only: `fetch` answering the BFF's commerce proxy (`/api/commerce/…`) with recorded
 * answers: GET of the cart answers `cart`, the routes given answer in turn, favourites an empty
 * list and stores the RL-US stores. Sets the cart and session cookies (a shopper with a cart).
 * With `signedIn`, the session is a member's (`associate: null`) or an associate's: the login
 * marker is set and `GET /api/session` answers it. Records each call.
 */
export function stubCartRoutes(cart: CartAnswer | null, routes: CartRoute[] = [], options: { savedList?: SavedForLaterAnswer; signedIn?: { associate: AssociateSession | null } } = {}) {
  const calls: RecordedCall[] = [];
  document.cookie = "rl_csrf=test-token; path=/";
  document.cookie = "rl_rt_exp=9999999999999; path=/";
  if (options.signedIn) document.cookie = "rl_login=1; path=/";
  // The cart cookie of every site points at it: a test renders any site (another site's cart included).
  if (cart) for (const site of SITES) document.cookie = `${cartCookieOf(site.siteId)}=${cart.id}; path=/`;
  const served = new Map<CartRoute, number>();
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api\/commerce/, "");
    calls.push({ method, path, query: url.search, body });
    const route = routes.find((candidate) => candidate.method === method && candidate.path.test(path));
    if (route) {
      const index = served.get(route) ?? 0;
      served.set(route, index + 1);
      const answer = route.answers[Math.min(index, route.answers.length - 1)]!;
      return isError(answer) ? Response.json(answer.body, { status: answer.status }) : Response.json(answer);
    }
    if (method === "GET" && /^\/cart\/v1\/cart\/[^/]+$/.test(path) && cart) return Response.json(cart);
    if (method === "GET" && path === "/api/session" && options.signedIn) return Response.json({ loggedIn: true, associate: options.signedIn.associate, csrfToken: "test-token" });
    if (path === "/wishlists/v2/favorites" && method === "GET") return Response.json({ favoriteId: null, total: 0, start: 0, count: 100, items: [] });
    if (path === "/wishlists/v2/saveForLater") return Response.json(options.savedList ?? { saveForLaterId: null, items: [], total: 0 });
    if (path === "/consumers-v3/utilities/stores") return Response.json(STORES_ANSWER);
    return Response.json({ errorDetails: [{ errorId: "API404", message: `No route ${method} ${path}` }] }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, calls, changes: () => calls.filter((call) => call.method !== "GET") };
}

/** Tests only: forgets the cookies `stubCartRoutes` set. */
export function clearCartCookies() {
  for (const name of [...SITES.map((site) => cartCookieOf(site.siteId)), "rl_rt_exp", "rl_csrf", "rl_login"]) document.cookie = `${name}=; max-age=0; path=/`;
}
