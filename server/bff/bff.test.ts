import { beforeEach, describe, expect, test } from "vitest";
import { Hono } from "hono";
import { CHECKED_ANSWERS, createBff } from "./bff-app.ts";
import { CHECKED_CART_ANSWERS } from "./checked-answers.ts";
import { addressValidationAnswer, checkoutCartAnswer, giftCardBalanceAnswer, orderAnswer, paymentMethodsAnswer, paymentSessionAnswer, shippingMethodsAnswer } from "../../contracts/api/checkout.ts";
import { savedForLaterAnswer } from "../../contracts/api/saved-for-later.ts";
import { answerSchemas } from "../../src/commerce/api/answer-schemas.ts";
import { cartCalls } from "../../src/commerce/api/client-cart.ts";
import { checkoutCalls } from "../../src/commerce/api/client-checkout.ts";
import type { CommerceTransport } from "../../src/commerce/api/client-core.ts";
import { availabilityAnswer, autoSuggestAnswer, productSearchAnswer } from "../../contracts/api/products.ts";
import { reviewsAnswer } from "../../contracts/api/products-reviews.ts";
import { storeSearchAnswer } from "../../contracts/api/stores.ts";
import { consumerProfileAnswer, employeeTermsAnswer, newsletterConfirmationAnswer, smsSubscriptionAnswer } from "../../contracts/api/consumer.ts";
import { productDetailsAnswer } from "../../contracts/api/products.ts";
import { COOKIE } from "./cookies.ts";
import { expectConsole } from "../../tests/setup/fail-on-console.ts";

/** A stand-in commerce API: guest and refresh tokens, and an echo of what it received. */
function fakeCommerce() {
  const seen: { method: string; path: string; headers: Record<string, string>; body: string }[] = [];
  let issued = 0;
  const revoked = new Set<string>();
  const app = new Hono();
  app.post("/token/v2/auth/token", async (c) => {
    const body = (await c.req.json()) as { type: string; refreshToken?: string };
    if (body.type === "Refresh" && (revoked.has(body.refreshToken!) || !body.refreshToken?.startsWith("refresh-"))) return c.json({ errorDetails: [{ errorId: "AUT432", message: "x" }] }, 401);
    issued++;
    return c.json({ accessToken: `access-${issued}`, refreshToken: `refresh-${issued}`, expiresIn: 900 });
  });
  app.get("/cart/v1/html", (c) => c.html("<script>alert(document.cookie)</script>"));
  const confirmation = { answer: { recipient: "h•••@example.com", subscriptions: [] } as unknown, status: 200 };
  app.post("/consumers-v3/consumer/subscription/confirm", (c) => c.json(confirmation.answer, confirmation.status as 200));
  app.all("/consumers-v3/consumer/*", async (c) => {
    seen.push({ method: c.req.method, path: c.req.path, headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() });
    // A password change's answer is checked (its contract): the contract's success.
    if (c.req.path.endsWith("/lookup")) return c.json({ exists: false, lookupType: "email" });
    return c.json(c.req.path.endsWith("/changepassword") ? { message: "Password changed" } : { ok: true });
  });
  app.all("/cart/*", async (c) => {
    seen.push({ method: c.req.method, path: c.req.path, headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() });
    if (c.req.header("authorization") === "Bearer access-1" && c.req.path === "/cart/v1/expired") return c.json({ errorDetails: [{ errorId: "AUT432", message: "expired" }] }, 401);
    // Orders: a refusal (a success would be checked against the order contract).
    if (c.req.path.startsWith("/cart/v2/checkout/order")) return c.json({ errorDetails: [{ errorId: "PAY400", message: "declined" }] }, 402);
    return c.json({ ok: true }, 200, { "set-cookie": "upstream=leak" });
  });
  return { app, seen, confirmation, revoke: (token: string) => revoked.add(token) };
}

let commerce: ReturnType<typeof fakeCommerce>;
let storefront: Hono;
/** Every URL the BFF asked the upstream for. */
let upstreamUrls: string[];
let upstreamDown: boolean;
beforeEach(() => {
  commerce = fakeCommerce();
  upstreamUrls = [];
  upstreamDown = false;
  storefront = new Hono();
  storefront.route(
    "/api",
    createBff({
      upstream: (request) => {
        upstreamUrls.push(request.url);
        if (upstreamDown) return Promise.reject(new TypeError("fetch failed"));
        return Promise.resolve(commerce.app.fetch(request));
      },
      baseUrl: "http://commerce.internal",
      clientId: "storefront-test",
      accessKey: "key-1",
    }),
  );
});

/** A browser: keeps cookies between calls and sends same-origin requests with the CSRF token. */
function browser(origin = "http://shop.test") {
  const jar = new Map<string, string>();
  async function request(method: string, path: string, init: { body?: unknown; csrf?: boolean; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), ...init.headers };
    if (init.csrf !== false && jar.has(COOKIE.csrf)) headers["x-csrf-token"] = jar.get(COOKIE.csrf)!;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const response = await storefront.request(`http://shop.test${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair] = cookie.split(";");
      const [name, value] = pair!.split("=");
      if (/Max-Age=0/i.test(cookie) || value === "") jar.delete(name!);
      else jar.set(name!, value!);
    }
    return { status: response.status, json: (await response.json()) as Record<string, unknown>, setCookies };
  }
  return { request, jar };
}

describe("the storefront BFF", () => {
  test("GET /api/session gives a CSRF token and no token of the session", async () => {
    const shopper = browser();
    const { json, setCookies } = await shopper.request("GET", "/api/session");
    expect(json).toEqual({ loggedIn: false, associate: null, csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/) });
    expect(setCookies.find((cookie) => cookie.startsWith(`${COOKIE.csrf}=`))).toMatch(/SameSite=Strict/);
  });

  test("the first commerce call creates a guest session in httpOnly cookies and forwards with the spec's headers", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const { status, json, setCookies } = await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: { siteId: "RL-US" }, headers: { "x-locale": "en-GB" } });
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true });
    const tokenCookies = setCookies.filter((cookie) => cookie.startsWith(`${COOKIE.accessToken}=`) || cookie.startsWith(`${COOKIE.refreshToken}=`));
    expect(tokenCookies).toHaveLength(2);
    for (const cookie of tokenCookies) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
    expect(setCookies.some((cookie) => cookie.startsWith("upstream="))).toBe(false);
    const [call] = commerce.seen;
    expect(call).toMatchObject({ method: "POST", path: "/cart/v1/deviceFingerPrint", body: JSON.stringify({ siteId: "RL-US" }) });
    expect(call!.headers).toMatchObject({ authorization: "Bearer access-1", "x-client-id": "storefront-test", "x-access-key": "key-1", locale: "en-GB" });
    expect(call!.headers["x-correlation-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(call!.headers["x-transaction-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(call!.headers["x-usid"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(call!.headers["x-channel"]).toBeUndefined();
  });

  test.each([
    ["no CSRF token", { csrf: false }, "http://shop.test"],
    ["another origin", {}, "http://evil.test"],
  ])("a mutation with %s is refused with 403 and never forwarded", async (_name, init, origin) => {
    const shopper = browser(origin);
    await shopper.request("GET", "/api/session");
    const { status, json } = await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: {}, ...init });
    expect(status).toBe(403);
    expect((json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("AUT432");
    expect(commerce.seen).toHaveLength(0);
  });

  test("order place and patch carry the channel: MAPP in the app's webview, else ECOMM", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    await shopper.request("PUT", "/api/commerce/cart/v2/checkout/order", { body: {} });
    await shopper.request("PATCH", "/api/commerce/cart/v2/checkout/order/RL0001", { body: {}, headers: { "user-agent": "Mozilla/5.0 RidgelineApp/4.2" } });
    expect(commerce.seen.map((call) => call.headers["x-channel"])).toEqual(["ECOMM", "MAPP"]);
  });

  test("the page's idempotency key reaches the commerce API on order placement only", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const headers = { "idempotency-key": "attempt-1" };
    await shopper.request("PUT", "/api/commerce/cart/v2/checkout/order", { body: {}, headers });
    await shopper.request("PATCH", "/api/commerce/cart/v2/checkout/order/RL0001", { body: {}, headers });
    await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: {}, headers });
    expect(commerce.seen.map((call) => call.headers["idempotency-key"])).toEqual(["attempt-1", undefined, undefined]);
  });

  test("a 401 from the commerce API refreshes the session once and retries", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const { status } = await shopper.request("POST", "/api/commerce/cart/v1/expired", { body: {} });
    expect(status).toBe(200);
    expect(commerce.seen.map((call) => call.headers.authorization)).toEqual(["Bearer access-1", "Bearer access-2"]);
  });

  test("the BFF fills in what only it knows: the refresh token a password change keeps, the session id of the loyalty token", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: {} });
    await shopper.request("POST", "/api/commerce/consumers-v3/consumer/changepassword", { body: { currentPassword: "a", newPassword: "b", confirmPassword: "b", refreshToken: "someone-elses" } });
    await shopper.request("POST", "/api/commerce/consumers-v3/consumer/loyalty/token", { body: { usid: "made-up" } });
    const [change, loyalty] = commerce.seen.filter((call) => call.path.startsWith("/consumers-v3/"));
    expect(JSON.parse(change!.body)).toEqual({ currentPassword: "a", newPassword: "b", confirmPassword: "b", refreshToken: "refresh-1" });
    expect(JSON.parse(loyalty!.body)).toEqual({ usid: loyalty!.headers["x-usid"] });
    expect(loyalty!.headers["x-usid"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("reads never start a session: a caller without cookies leaves nothing stored", async () => {
    const crawler = browser();
    for (let i = 0; i < 3; i++) await crawler.request("GET", "/api/commerce/cart/v1/anything");
    expect(upstreamUrls.filter((url) => url.endsWith("/token/v2/auth/token"))).toHaveLength(0);
    expect(commerce.seen.map((call) => call.headers.authorization)).toEqual([undefined, undefined, undefined]);
    // A read after a mutation uses the session the mutation started.
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: {} });
    await shopper.request("GET", "/api/commerce/cart/v1/anything");
    expect(commerce.seen.slice(3).map((call) => call.headers.authorization)).toEqual(["Bearer access-1", "Bearer access-1"]);
  });

  test("a read from our own page (the CSRF token sent with it) may start the session it needs; the same read without the token does not", async () => {
    const page = browser();
    await page.request("GET", "/api/session");
    await page.request("GET", "/api/commerce/consumers-v3/consumer/lookup?email=a%40example.com", { csrf: false });
    expect(upstreamUrls.filter((url) => url.endsWith("/token/v2/auth/token"))).toHaveLength(0);
    await page.request("GET", "/api/commerce/consumers-v3/consumer/lookup?email=a%40example.com");
    expect(upstreamUrls.filter((url) => url.endsWith("/token/v2/auth/token"))).toHaveLength(1);
    expect(commerce.seen.at(-1)?.headers.authorization).toMatch(/^Bearer /);
  });

  test.each(["/api/commerce/token/v2/auth/token", "/api/commerce/consumers-v3/auth/signin", "/api/commerce/consumers-v3/consumer/agent/login"])("%s is not reachable through the proxy", async (path) => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const { status } = await shopper.request("POST", path, { body: { type: "Guest" } });
    expect(status).toBe(404);
  });

  test("signing out clears the login and starts a new guest session", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: {} });
    shopper.jar.set(COOKIE.markerLogin, "1");
    const { json } = await shopper.request("POST", "/api/session/signout", { body: {} });
    expect(json).toEqual({ loggedIn: false, message: "Success" });
    expect(shopper.jar.has(COOKIE.markerLogin)).toBe(false);
    expect(shopper.jar.get(COOKIE.accessToken)).toBe("access-2");
  });

  test.each([
    ["a protocol-relative path to another host", "/api/commerce//evil.example/pwn"],
    ["the content service's drafts", "/api/commerce/preview/caas/v1/canvas/page/RL-US/home"],
    ["published content through the proxy", "/api/commerce/publish/caas/v1/canvas/page/RL-US/home"],
    ["an encoded slash", "/api/commerce/cart%2Fv1/cart"],
    ["encoded dots", "/api/commerce/cart/v1/%2e%2e/%2e%2e/token/v2/auth/token"],
    ["a double slash inside", "/api/commerce/cart//token/v2/auth/token"],
    ["a path outside the shopper API", "/api/commerce/internal/admin"],
  ])("%s is refused (404) and never leaves for the upstream", async (_name, path) => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const { status } = await shopper.request("GET", path);
    expect(status).toBe(404);
    expect(upstreamUrls).toEqual([]);
  });

  test("every upstream call stays on the configured origin", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: {} });
    expect(upstreamUrls.length).toBeGreaterThan(0);
    for (const url of upstreamUrls) expect(new URL(url).origin).toBe("http://commerce.internal");
  });

  test("an upstream answer that is not JSON or PDF is not passed on (502)", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const response = await storefront.request("http://shop.test/api/commerce/cart/v1/html", { headers: { cookie: [...shopper.jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain("<script>");
  });

  test("an answer shopper pages trust is checked against its contract (decision 0013): passed on as sent when it keeps it", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    commerce.confirmation.answer = { recipient: "h•••@example.com", subscriptions: [{ type: "Newsletter", channel: "EMAIL", status: "SUBSCRIBED", optin: true, doubleOptin: true, doubleOptinDate: "2025-03-01T10:00:00.000Z" }] };
    const { status, json } = await shopper.request("POST", "/api/commerce/consumers-v3/consumer/subscription/confirm", { body: { token: "t" } });
    expect(status).toBe(200);
    expect(json).toEqual(commerce.confirmation.answer);
  });

  test.each([
    ["a missing field", { subscriptions: [] }],
    ["an unknown field", { recipient: "h•••@example.com", subscriptions: [], token: "secret" }],
    ["a list", []],
  ])("an answer off its contract (%s) is not passed on: 502 GEN500, logged", async (_name, answer) => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    commerce.confirmation.answer = answer;
    expectConsole("error", /\[bff\] POST \/consumers-v3\/consumer\/subscription\/confirm answered off its contract/);
    const { status, json } = await shopper.request("POST", "/api/commerce/consumers-v3/consumer/subscription/confirm", { body: { token: "t" } });
    expect(status).toBe(502);
    expect((json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("GEN500");
  });

  test("an answer checked once and then changed off its contract is refused: the check remembers answers, not calls", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const confirm = () => shopper.request("POST", "/api/commerce/consumers-v3/consumer/subscription/confirm", { body: { token: "t" } });
    commerce.confirmation.answer = { recipient: "h•••@example.com", subscriptions: [] };
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).json).toEqual(commerce.confirmation.answer);
    commerce.confirmation.answer = { recipient: "h•••@example.com", subscriptions: [], token: "secret" };
    expectConsole("error", /answered off its contract/);
    expect((await confirm()).status).toBe(502);
    expect((await confirm()).status).toBe(502);
  });

  test("an error answer of a checked call passes through as it is", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    commerce.confirmation.answer = { errorDetails: [{ errorId: "AUT402", message: "expired" }] };
    commerce.confirmation.status = 400;
    const { status, json } = await shopper.request("POST", "/api/commerce/consumers-v3/consumer/subscription/confirm", { body: { token: "t" } });
    expect(status).toBe(400);
    expect(json).toEqual(commerce.confirmation.answer);
  });

  test.each([
    ["GET /products/v2/products/NF0A3C8DBLK/details", productDetailsAnswer],
    ["GET /consumers-v3/consumer", consumerProfileAnswer],
    ["PUT /consumers-v3/consumer", consumerProfileAnswer],
    ["GET /consumers-v3/consumer/subscription", smsSubscriptionAnswer],
    ["PUT /consumers-v3/consumer/subscription", smsSubscriptionAnswer],
    ["POST /consumers-v3/consumer/subscription/confirm", newsletterConfirmationAnswer],
    ["POST /consumers-v3/consumer/employee/terms", employeeTermsAnswer],
    ["GET /consumers-v3/consumer/employee/terms", undefined],
    ["GET /products/v2/products/NF0A3C8DBLK/availability", undefined],
    ["DELETE /consumers-v3/consumer", undefined],
    ["GET /cart/v1/cart/x", checkoutCartAnswer],
    ["POST /cart/v1/item", checkoutCartAnswer],
    ["POST /cart/v2/cart/x/shippingAddress", checkoutCartAnswer],
    ["POST /cart/v1/cart/x/shippingAddress/validation", addressValidationAnswer],
    ["GET /cart/v1/cart/x/shippingMethod/me", shippingMethodsAnswer],
    ["GET /cart/v1/cart/x/paymentMethods", paymentMethodsAnswer],
    ["DELETE /cart/v1/cart/x/paymentInstruments", checkoutCartAnswer],
    ["POST /cart/v1/giftcard/balance", giftCardBalanceAnswer],
    ["GET /cart/v1/paymentSession", paymentSessionAnswer],
    ["POST /cart/v1/cart/prepareOrder", checkoutCartAnswer],
    ["PUT /cart/v2/checkout/order", orderAnswer],
    ["GET /cart/v2/checkout/order/RL00000001", orderAnswer],
    ["PATCH /cart/v2/checkout/order/RL00000001", orderAnswer],
    ["DELETE /cart/v2/saveForLater/x/items/y", savedForLaterAnswer],
    ["GET /wishlists/v2/saveForLater", savedForLaterAnswer],
    ["POST /cart/v1/cart/x/price_adjustments", undefined],
    ["GET /products/v2/search/productSearch", productSearchAnswer],
    ["GET /products/v2/search/autoSuggest", autoSuggestAnswer],
    ["POST /products/v1/products/NF0A3C8DBLK/availability", availabilityAnswer],
    ["GET /products/v1/products/NF0A3C8D/reviews", reviewsAnswer],
    ["POST /stores/v1/search", storeSearchAnswer],
    ["GET /cart/v1/cart/x/y", undefined],
  ])("%s is checked against its contract (or not at all)", (call, contract) => {
    expect(CHECKED_ANSWERS.find((rule) => rule.call.test(call))?.answer).toBe(contract);
  });

  test("every cart, saved-for-later and checkout call of the commerce client is checked against the contract it reads (Carts as checkout Carts)", async () => {
    const made: { call: string; answer: unknown }[] = [];
    const transport = {
      call: (method: string, path: string, answer: unknown) => {
        made.push({ call: `${method} ${path.split("?")[0]}`, answer });
        return Promise.resolve({ id: "cart-1" });
      },
      withCart: <T>(action: (basketId: string) => Promise<T>) => action("cart-1"),
      createCart: () => Promise.resolve({ id: "cart-1" }),
      options: { siteId: "RL-US", cartStore: { get: () => "cart-1", set: () => undefined } },
      answers: answerSchemas,
    } as unknown as CommerceTransport;
    // Associates' price adjustments and the fraud fingerprint: no page reads their answers.
    const unchecked = new Set(["addPriceAdjustment", "updatePriceAdjustment", "removePriceAdjustment", "sendDeviceFingerprint", "createCart"]);
    const calls = { ...cartCalls(transport), ...checkoutCalls(transport) };
    for (const [name, run] of Object.entries(calls)) {
      if (unchecked.has(name)) continue;
      made.length = 0;
      await (run as (...args: unknown[]) => Promise<unknown>)("x", "y", {});
      expect(made, name).toHaveLength(1);
      const { call, answer } = made[0]!;
      const rule = CHECKED_ANSWERS.find((candidate) => candidate.call.test(call));
      expect(rule?.answer, `${name}: ${call}`).toBe(CHECKED_CART_ANSWERS.get(answer as never) ?? answer);
    }
    expect(Object.keys(calls).filter((name) => !unchecked.has(name)).length).toBeGreaterThan(25);
  });

  test("a body over 64 KiB is refused before anything is forwarded (413)", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    const { status } = await shopper.request("POST", "/api/commerce/cart/v1/deviceFingerPrint", { body: { padding: "x".repeat(70_000) } });
    expect(status).toBe(413);
    expect(commerce.seen).toEqual([]);
  });

  test("a read's body is never asked for: on the Node server that makes a whole web Request of the light one", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    let bodyRead = false;
    class WatchedRequest extends Request {
      override get body() {
        bodyRead = true;
        return super.body;
      }
    }
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await storefront.fetch(new WatchedRequest("http://shop.test/api/commerce/cart/v1/lines", { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(bodyRead).toBe(false);
  });

  test("an unreachable commerce API is a 502, logged", async () => {
    const shopper = browser();
    await shopper.request("GET", "/api/session");
    upstreamDown = true;
    expectConsole("error", /\[bff\] commerce API unreachable/);
    const { status } = await shopper.request("GET", "/api/commerce/cart/v1/cart/x");
    expect(status).toBe(502);
  });
});
