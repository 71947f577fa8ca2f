import { describe, expect, test, vi } from "vitest";
import { answerSchemas } from "./answer-schemas.ts";
import { BOT_DEFENCE_EVENT, CommerceApiError, createCommerceClient, type BotDefenceEventDetail, type CommerceClientOptions, type CommerceErrorReport } from "./client.ts";
import { fileNameOf, withQuery } from "./client-core.ts";
import { GENERIC_ERROR_MESSAGE } from "../errors/messages.ts";

/**
 * The client's handling of answers (commerce spec §7) against scripted answers: what the real
 * backend cannot be made to answer (a bot-defence block, a broken network, an answer off its
 * contract). The calls against the real backend are in client.test.ts.
 */

type Scripted = (method: string, url: string, init: RequestInit) => Response | Promise<Response>;

function scriptedClient(script: Scripted, overrides: Partial<CommerceClientOptions> = {}) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchLike = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url: String(input), headers: { ...(init.headers as Record<string, string>) }, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return script(method, String(input), init);
  }) as typeof fetch;
  let stored: string | undefined = "cart-1";
  const reports: CommerceErrorReport[] = [];
  const events = new EventTarget();
  const onInvalidCustomer = vi.fn();
  const client = createCommerceClient({
    answers: answerSchemas,
    fetch: fetchLike,
    csrfToken: () => "csrf-token",
    siteId: "RL-US",
    cartStore: { get: () => stored, set: (id) => void (stored = id) },
    onInvalidCustomer,
    onError: (report) => void reports.push(report),
    eventTarget: events,
    ...overrides,
  });
  return { client, calls, reports, events, onInvalidCustomer, storedCart: () => stored };
}

const errorAnswer = (status: number, errorId: string, message = "server message", extra: Record<string, unknown> = {}) =>
  Response.json({ errorDetails: [{ errorId, message, ...extra }], correlationId: `corr-${errorId}` }, { status });

describe("requests", () => {
  test("the CSRF header goes on every write and never on a read; JSON bodies are typed as such", async () => {
    const { client, calls } = scriptedClient(() => errorAnswer(404, "PLP400"));
    await client.savedForLater().catch(() => undefined);
    await client.removeSaved("list-1", "item-1").catch(() => undefined);
    await client.trackOrder("RL00000001", "a@example.com").catch(() => undefined);
    expect(calls.map((call) => [call.method, call.headers["x-csrf-token"], call.headers["content-type"]])).toEqual([
      ["GET", undefined, undefined],
      ["DELETE", "csrf-token", undefined],
      ["POST", "csrf-token", "application/json"],
    ]);
  });

  test.each([
    ["/a", {}, "/a"],
    ["/a", { b: undefined }, "/a"],
    ["/a", { b: "x y", c: 2, d: true }, "/a?b=x+y&c=2&d=true"],
  ] as const)("withQuery(%s, %j) is %s", (path, query, expected) => {
    expect(withQuery(path, query)).toBe(expected);
  });

  test.each([
    ['attachment; filename="invoice-1.pdf"', "invoice-1.pdf"],
    ["attachment; filename=label.pdf", "label.pdf"],
    ["attachment", undefined],
    [null, undefined],
  ] as const)("the file name of %s is %s", (header, expected) => {
    expect(fileNameOf(header)).toBe(expected);
  });
});

describe("error answers", () => {
  test("an error with a catalogue id: the shopper's message with the details filled, reported with id and correlation id", async () => {
    const { client, reports } = scriptedClient(() => errorAnswer(400, "INV408", "too many", { maxAllowedQuantity: 2 }));
    const error = (await client.addItem("ABCDEFGH123", 5).catch((failure: unknown) => failure)) as CommerceApiError;
    expect(error).toBeInstanceOf(CommerceApiError);
    expect([error.errorId, error.status, error.message, error.correlationId]).toEqual(["INV408", 400, "You can add at most 2 of this item.", "corr-INV408"]);
    expect(error.request).toEqual({ method: "POST", path: "/cart/v1/item", body: { basketId: "cart-1", productId: "ABCDEFGH123", qty: 5 } });
    expect(reports).toEqual([{ warning: "You can add at most 2 of this item.", errorId: "INV408", correlationId: "corr-INV408", status: 400, method: "POST", path: "/cart/v1/item" }]);
  });

  test("the shopper's message is in the site's language, numbers written as the site writes them (REW140's points)", async () => {
    for (const [siteId, expected] of [
      ["RL-US", "You have 2,600 points: not enough for this reward."],
      ["RL-GB", "You have 2,600 points: not enough for this reward."],
      ["RL-CAFR", "Vous avez 2\u00a0600 points : ce n’est pas assez pour cette récompense."],
      ["RL-DE", "Sie haben 2.600 Punkte – das reicht nicht für diese Prämie."],
    ] as const) {
      const { client } = scriptedClient(() => errorAnswer(400, "REW140", "This reward needs 3000 points", { availablePoints: 2600 }), { siteId });
      await expect(client.applyLoyaltyVoucher("LV-USD-0500")).rejects.toMatchObject({ errorId: "REW140", message: expected });
    }
  });

  test("an id without a message of ours: the server's message; no id at all: HTTP{status} and the general message", async () => {
    const { client } = scriptedClient((_method, url) =>
      url.includes("countryList") ? errorAnswer(400, "ATTR300", "locale: must be a locale such as en-US") : new Response("<html>bad gateway</html>", { status: 502, headers: { "x-correlation-id": "corr-header" } }),
    );
    await expect(client.countryList("xx-xx-xx")).rejects.toMatchObject({ errorId: "ATTR300", message: "locale: must be a locale such as en-US" });
    await expect(client.stores()).rejects.toMatchObject({ errorId: "HTTP502", status: 502, message: GENERIC_ERROR_MESSAGE, correlationId: "corr-header" });
  });

  test("no answer at all (network): HTTP0 with the general message, reported, the cause kept", async () => {
    const { client, reports } = scriptedClient(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = (await client.countryList().catch((failure: unknown) => failure)) as CommerceApiError;
    expect([error.errorId, error.status, error.message]).toEqual(["HTTP0", 0, GENERIC_ERROR_MESSAGE]);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(reports.map((report) => report.errorId)).toEqual(["HTTP0"]);
  });

  test("the general message and a known id's message in the site's language: German, French; an id without ours keeps the server's", async () => {
    for (const [siteId, generic, coupon] of [
      ["RL-DE", "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.", "Der Code NOPE ist ungültig."],
      ["RL-CAFR", "Une erreur s’est produite. Veuillez réessayer.", "Le code NOPE n’est pas valide."],
    ] as const) {
      const offline = scriptedClient(() => Promise.reject(new TypeError("Failed to fetch")), { siteId }).client;
      await expect(offline.countryList()).rejects.toMatchObject({ errorId: "HTTP0", message: generic });
      const { client } = scriptedClient((_method, url) => (url.includes("countryList") ? errorAnswer(400, "ATTR300", "locale: must be a locale such as en-US") : errorAnswer(400, "PRM130", "Invalid coupon", { couponCode: "NOPE" })), { siteId });
      await expect(client.applyCoupon("NOPE")).rejects.toMatchObject({ errorId: "PRM130", message: coupon });
      await expect(client.countryList("xx-xx-xx")).rejects.toMatchObject({ errorId: "ATTR300", message: "locale: must be a locale such as en-US" });
    }
  });

  test("an answer off its contract: GEN500 with the general message, the zod issues kept as the cause", async () => {
    const { client, reports } = scriptedClient(() => Response.json({ countries: [{ code: "usa" }] }));
    const error = (await client.countryList().catch((failure: unknown) => failure)) as CommerceApiError;
    expect([error.errorId, error.status, error.message]).toEqual(["GEN500", 200, GENERIC_ERROR_MESSAGE]);
    expect(error.cause).toBeDefined();
    expect(reports.map((report) => report.errorId)).toEqual(["GEN500"]);
  });

  test("a failing analytics callback does not change the error the caller gets", async () => {
    const { client } = scriptedClient(() => errorAnswer(404, "STR404"), {
      onError: () => {
        throw new Error("analytics down");
      },
    });
    await expect(client.storeEmployees("S1")).rejects.toMatchObject({ errorId: "STR404" });
  });
});

describe("bot defence (a 403 answer carrying an appId)", () => {
  test(`raises ${BOT_DEFENCE_EVENT} with the answer, and the call still fails`, async () => {
    const block = { appId: "PX12345", jsClientSrc: "/px/client.js", blockScript: "/px/captcha.js", uuid: "u-1" };
    const { client, events, reports } = scriptedClient(() => Response.json(block, { status: 403 }));
    const raised: BotDefenceEventDetail[] = [];
    events.addEventListener(BOT_DEFENCE_EVENT, (event) => raised.push((event as CustomEvent<BotDefenceEventDetail>).detail));
    await expect(client.addItem("ABCDEFGH123")).rejects.toMatchObject({ errorId: "HTTP403", status: 403 });
    expect(raised).toEqual([{ appId: "PX12345", answer: block, request: { method: "POST", path: "/cart/v1/item" } }]);
    expect(reports.map((report) => report.errorId)).toEqual(["HTTP403"]);
  });

  test("a 403 without an appId (a refused CSRF token, an associate-only call) raises nothing", async () => {
    const { client, events } = scriptedClient(() => errorAnswer(403, "AUT432"));
    const listener = vi.fn();
    events.addEventListener(BOT_DEFENCE_EVENT, listener);
    await expect(client.addItem("ABCDEFGH123")).rejects.toMatchObject({ errorId: "AUT432" });
    expect(listener).not.toHaveBeenCalled();
  });

  test("without an event target outside a browser, the call fails as usual", async () => {
    const { client } = scriptedClient(() => Response.json({ appId: "PX1" }, { status: 403 }), { eventTarget: undefined });
    await expect(client.countryList()).rejects.toMatchObject({ errorId: "HTTP403" });
  });
});

describe("AUT498 (invalid customer)", () => {
  test("clears the stored cart, asks for a new one, tells the page, and still fails the action", async () => {
    const { client, calls, storedCart, onInvalidCustomer } = scriptedClient(() => errorAnswer(401, "AUT498", "invalid customer"));
    await expect(client.getCart()).rejects.toMatchObject({ errorId: "AUT498", message: "Your session has changed. We are refreshing your cart." });
    expect(storedCart()).toBeUndefined();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["GET /api/commerce/cart/v1/cart/cart-1", "POST /api/commerce/cart/v1/cart"]);
    expect(onInvalidCustomer).toHaveBeenCalledOnce();
  });

  test("on any call (not only cart calls); the new cart is remembered", async () => {
    const newCart = { id: "cart-2" };
    const { client, storedCart, onInvalidCustomer } = scriptedClient((method, url) =>
      method === "POST" && url.endsWith("/cart/v1/cart") ? Response.json(cartFixture(newCart.id), { status: 201 }) : errorAnswer(401, "AUT498"),
    );
    await expect(client.purchaseHistory()).rejects.toMatchObject({ errorId: "AUT498" });
    expect(storedCart()).toBe("cart-2");
    expect(onInvalidCustomer).toHaveBeenCalledOnce();
  });

  test("calls failing together rebuild once and tell the page once", async () => {
    const { client, calls, onInvalidCustomer } = scriptedClient(() => errorAnswer(401, "AUT498"));
    await Promise.all([client.getCart().catch(() => undefined), client.favorites().catch(() => undefined), client.savedForLater().catch(() => undefined)]);
    expect(calls.filter((call) => call.method === "POST" && call.url.endsWith("/cart/v1/cart"))).toHaveLength(1);
    expect(onInvalidCustomer).toHaveBeenCalledOnce();
  });
});

describe("BSK404 (cart not found)", () => {
  test("a second BSK404 after the retry is the caller's error: one new cart, no loop", async () => {
    let carts = 1;
    const { client, calls } = scriptedClient((method, url) =>
      method === "POST" && url.endsWith("/cart/v1/cart") ? Response.json(cartFixture(`cart-${++carts}`), { status: 201 }) : errorAnswer(404, "BSK404"),
    );
    await expect(client.updateItem("line-1", 2)).rejects.toMatchObject({ errorId: "BSK404" });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["PUT /api/commerce/cart/v1/cart/cart-1/item", "POST /api/commerce/cart/v1/cart", "PUT /api/commerce/cart/v1/cart/cart-2/item"]);
  });
});

describe("sign-in", () => {
  test("a 409 that the BFF's own retry did not clear reaches the page as AUT409, and the client does not call again", async () => {
    const { client, calls, reports, storedCart } = scriptedClient(() => errorAnswer(409, "AUT409", "The authorization code was already used"));
    await expect(client.signIn({ username: "a@example.com", password: "x" })).rejects.toMatchObject({ errorId: "AUT409", status: 409, message: "Signing in took two tries at once. Please try again." });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([["POST", "/api/session/signin", { username: "a@example.com", password: "x", basketId: "cart-1" }]]);
    expect(reports.map((report) => [report.errorId, report.path])).toEqual([["AUT409", "/session/signin"]]);
    expect(storedCart()).toBe("cart-1");
  });
});

describe("documents", () => {
  test("a PDF answer is a File of type application/pdf named as the server names it", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 test");
    const { client, calls } = scriptedClient(() => new Response(bytes, { headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="invoice-INV1.pdf"' } }));
    const file = await client.downloadInvoice("RL00000001");
    expect([file.name, file.type, new Uint8Array(await file.arrayBuffer())]).toEqual(["invoice-INV1.pdf", "application/pdf", bytes]);
    expect(calls[0]!.headers.accept).toMatch(/^application\/pdf/);
  });

  test("anything but a PDF is refused as off contract", async () => {
    const { client } = scriptedClient(() => new Response("<html></html>", { headers: { "content-type": "text/html" } }));
    await expect(client.returnLabel("RL00000001")).rejects.toMatchObject({ errorId: "GEN500", message: GENERIC_ERROR_MESSAGE });
  });

  test("an error answer of a document call is read as JSON", async () => {
    const { client } = scriptedClient(() => errorAnswer(409, "RTN500", "The return period for this order has ended"));
    await expect(client.returnLabel("RL00000001")).rejects.toMatchObject({ errorId: "RTN500", message: "The return period for this order has ended" });
  });
});

/** The smallest answer the cart contract accepts. */
function cartFixture(id: string) {
  const totals = { total: 0, totalDiscount: 0, itemTotal: 0, totalWithoutTax: 0, shipping: 0, tax: 0, totalDiscountPercentage: 0, remainingToPay: 0, currency: "USD", totalUnits: 0, itemSubTotal: 0, netAmount: 0, taxAmount: 0, appliedRewards: [] };
  return { id, siteId: "RL-US", currency: "USD", totalItems: 0, totals, items: [], payment_instruments: [], shippingMethods: [], couponItems: [], orderPromotions: [], promoSummary: [], flash: [] };
}
