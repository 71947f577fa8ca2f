import { mkdirSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
import { launchChromium } from "./support/browser.ts";
import { PARKA, addToCart, checkoutOf, confirmationNumber, newShopper, payByCard, shippingStep, toSummary, type Shopper } from "./support/buying.ts";
import { VISITOR_COOKIE } from "../../src/personalisation/visitor.ts";
import { receivedBy as receivedByEngine, type ReceivedEvent } from "./support/personalisation.ts";

/**
 * What the storefront tells the personalisation engine (issue 16), as the engine recorded it:
 * the reference backend's read-back (`GET /mock/personalisation/events`, exposed in these tests
 * like the mailbox) answers every event a visitor's decide calls carried, validated and in order.
 * The server sends each page view's events; the browser adds the screen size, the tiles seen, the
 * cart after a change and the purchase. Each test is a visitor of its own (its own `mt.v`).
 */
const baseUrl = inject("baseUrl");
const backendUrl = inject("backendUrl");
const VISIT_REPORT = "test-results/personalisation-visit.json";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

type Received = ReceivedEvent;
const receivedBy = (visitor: string) => receivedByEngine(backendUrl, visitor);

/** A shopper whose visitor id the test chose. */
async function visitor(): Promise<Shopper & { id: string }> {
  const shopper = await newShopper(browser);
  const id = `e2e-events-${randomUUID()}`;
  await shopper.context.addCookies([{ name: VISITOR_COOKIE, value: id, url: baseUrl }]);
  return { ...shopper, id };
}

/** Waits until the visitor's events after the first `from` hold every type named; answers them. */
async function eventsAfter(id: string, from: number, types: readonly string[]): Promise<Received[]> {
  let found: Received[] = [];
  await expect
    .poll(
      async () => {
        found = (await receivedBy(id)).slice(from);
        return types.filter((type) => !found.some((event) => event.eventType === type));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
  return found;
}

/** Scrolls the listing's first tiles into view: the tiles a shopper sees are reported (use-tile-impressions.ts). */
async function seeTiles(page: Page) {
  await page.locator("article[data-product-id]").first().scrollIntoViewIfNeeded();
}

const ofType = (events: readonly Received[], type: string) => events.filter((event) => event.eventType === type).map((event) => event.payload);

/** The browser's own decide calls (not the server's): method, content type, and event types. */
function browserDecideCalls(page: Page) {
  const calls: { method: string; contentType: string | undefined; types: string[] }[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().includes("/api/engine/v1/decide/")) return;
    const body = request.method() === "POST" ? (JSON.parse(request.postData() ?? "{}") as { events?: { eventType: string }[] }) : {};
    calls.push({ method: request.method(), contentType: request.headers()["content-type"], types: (body.events ?? []).map((event) => event.eventType) });
  });
  return calls;
}

describe("decide events as the engine receives them", () => {
  test("a category page: the server's PageView carries its categories and breadcrumbs; the browser batches the screen size and the tiles seen as text/plain", { timeout: 60_000 }, async () => {
    const { page, id, problems, close } = await visitor();
    const calls = browserDecideCalls(page);
    await page.goto(`${baseUrl}/en-us/c/jackets-100200`, { waitUntil: "networkidle" });
    await seeTiles(page);
    const events = await eventsAfter(id, 0, ["DecisionRequest", "PageView", "ScreenSize", "ProductThumbnailView"]);

    const [pageView] = ofType(events, "PageView") as { url: string; pageType: string; categories: string[]; breadcrumbs: string[] }[];
    expect(pageView!.url).toBe(`${baseUrl}/en-us/c/jackets-100200`);
    expect(pageView!.categories.at(-1)).toBe("100200");
    expect(pageView!.breadcrumbs).toHaveLength(pageView!.categories.length);
    expect(pageView!.breadcrumbs.at(-1)).toMatch(/jacket/i);
    // The server's context: the browser's user agent and language, the dummy address of a test host.
    expect(events.map((event) => event.eventType)).toEqual(expect.arrayContaining(["UserAgent", "Language", "IpAddress"]));
    expect(ofType(events, "ScreenSize")).toEqual([{ eventType: "ScreenSize", width: 1440, height: 1000 }]);
    // The tiles seen, each a tile of the page.
    const tiles = ofType(events, "ProductThumbnailView").flatMap((event) => (event as { products: { productId: string }[] }).products.map((product) => product.productId));
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(await page.locator(`article[data-product-id="${tile}"]`).count()).toBeGreaterThan(0);

    // The browser's calls: simple requests (text/plain), never a preflight.
    expect(calls.map((call) => [call.method, call.contentType])).toEqual(calls.map(() => ["POST", "text/plain;charset=UTF-8"]));
    expect(calls.flatMap((call) => call.types)).toEqual(expect.arrayContaining(["monetate:context:ScreenSize", "monetate:context:ProductThumbnailView"]));
    expect(problems).toEqual([]);
    await close();
  });

  test("a search: SearchView with the words searched", { timeout: 60_000 }, async () => {
    const { page, id, close } = await visitor();
    await page.goto(`${baseUrl}/en-us/search?q=jacket`, { waitUntil: "networkidle" });
    const events = await eventsAfter(id, 0, ["SearchView", "PageView"]);
    expect(ofType(events, "SearchView")).toEqual([{ eventType: "SearchView", searchTerm: "jacket", searchTermType: "text", searchType: "site" }]);
    expect(ofType(events, "PageView")[0]).toMatchObject({ pageType: "search" });
    await close();
  });

  test("adding to the cart: the page is decided again with the new cart (Cart with the line, CustomVariables with its totals)", { timeout: 60_000 }, async () => {
    const { page, id, problems, close } = await visitor();
    await addToCart(page, { path: PARKA, colour: "BLK", size: /^M\b/ });
    const events = await eventsAfter(id, 0, ["Cart", "CustomVariables"]);
    const [cart] = ofType(events, "Cart") as { cartLines: { pid: string; sku?: string; quantity: number; value: number; currency: string }[] }[];
    // The parka as the style (pid) and its colour and size (sku); the value in minor units. (A gift
    // with purchase may come along: the seed's promotion adds the beanie at 0.)
    const parka = cart!.cartLines.find((line) => line.pid === "NF0A3C8D");
    expect(parka).toEqual({ pid: "NF0A3C8D", sku: expect.stringMatching(/^NF0A3C8D\w{3}$/), quantity: 1, value: expect.any(Number), currency: "USD" });
    expect(parka!.value).toBeGreaterThan(0);
    const [variables] = ofType(events, "CustomVariables") as { customVariables: { variable: string; value: string }[] }[];
    expect(variables!.customVariables.map((entry) => entry.variable)).toEqual(["total-cart", "sub-total"]);
    // It came with a decision request: experiences and recommendations decided again.
    const cartAt = events.findIndex((event) => event.eventType === "Cart");
    expect(events.slice(0, cartAt).some((event) => event.eventType === "DecisionRequest" && (event.payload.requestId as string).startsWith("browser-"))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test("placing an order as a guest: Purchase with the order's number and lines, once (not again on a reload)", { timeout: 120_000 }, async () => {
    const { page, id, problems, close } = await visitor();
    await addToCart(page, { path: PARKA, colour: "BLK", size: /^M\b/ });
    await shippingStep(page, `p13n-purchase-${randomUUID().slice(0, 8)}@example.com`);
    await payByCard(page, "4111 1111 1111 1111");
    await toSummary(page);
    await checkoutOf(page).getByRole("button", { name: "Place order" }).click();
    const orderNumber = await confirmationNumber(page);
    const events = await eventsAfter(id, 0, ["Purchase"]);
    const purchases = ofType(events, "Purchase") as { purchaseId: string; purchaseLines: { pid: string }[] }[];
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.purchaseId).toBe(orderNumber);
    expect(purchases[0]!.purchaseLines).toContainEqual({ pid: "NF0A3C8D", sku: expect.stringMatching(/^NF0A3C8D\w{3}$/), quantity: 1, value: expect.any(Number), currency: "USD" });

    const before = (await receivedBy(id)).length;
    await page.reload({ waitUntil: "networkidle" });
    await page.locator("[data-order-number]").waitFor();
    const again = await eventsAfter(id, before, ["PageView", "ScreenSize"]);
    expect(ofType(again, "Purchase")).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test("a visit: home → category → product → add to cart → search → checkout → confirmation; the event types of each step go to test-results/personalisation-visit.json", { timeout: 180_000 }, async () => {
    const { page, id, problems, close } = await visitor();
    const steps: { step: string; url: string; eventTypes: string[] }[] = [];
    /** Runs a step, waits for the types it must send, and records every type it sent. */
    async function step(name: string, run: () => Promise<unknown>, expected: string[]) {
      const from = (await receivedBy(id)).length;
      await run();
      const events = await eventsAfter(id, from, expected);
      steps.push({ step: name, url: page.url().replace(baseUrl, ""), eventTypes: events.map((event) => event.eventType) });
    }

    await step("home", () => page.goto(`${baseUrl}/en-us`, { waitUntil: "networkidle" }), ["DecisionRequest", "PageView", "UserAgent", "Language", "IpAddress", "ScreenSize"]);
    await step(
      "category",
      async () => {
        await page.goto(`${baseUrl}/en-us/c/jackets-100200`, { waitUntil: "networkidle" });
        await seeTiles(page);
      },
      ["PageView", "ScreenSize", "ProductThumbnailView"],
    );
    await step("product", () => page.goto(`${baseUrl}${PARKA}?color=BLK`, { waitUntil: "networkidle" }), ["PageView", "ProductDetailView", "ScreenSize"]);
    await step(
      "add to cart",
      async () => {
        await page.locator("label", { has: page.getByRole("radio", { name: /^M\b/ }) }).click();
        await page.getByRole("button", { name: "Add to cart" }).click();
        await page.getByRole("dialog", { name: "Added to your cart" }).waitFor();
      },
      ["DecisionRequest", "PageView", "Cart", "CustomVariables"],
    );
    await step(
      "search",
      async () => {
        await page.goto(`${baseUrl}/en-us/search?q=parka`, { waitUntil: "networkidle" });
        await seeTiles(page);
      },
      ["PageView", "SearchView", "Cart", "CustomVariables", "ScreenSize", "ProductThumbnailView"],
    );
    await step("checkout", () => shippingStep(page, `p13n-visit-${randomUUID().slice(0, 8)}@example.com`), ["PageView", "Cart", "CustomVariables", "ScreenSize"]);
    await step(
      "confirmation",
      async () => {
        await payByCard(page, "4111 1111 1111 1111");
        await toSummary(page);
        await checkoutOf(page).getByRole("button", { name: "Place order" }).click();
        await confirmationNumber(page);
      },
      ["PageView", "ScreenSize", "Purchase"],
    );

    mkdirSync("test-results", { recursive: true });
    writeFileSync(VISIT_REPORT, `${JSON.stringify({ visitor: id, steps }, null, 2)}\n`);
    expect(steps.map((entry) => entry.step)).toEqual(["home", "category", "product", "add to cart", "search", "checkout", "confirmation"]);
    // Each page view decided by the server once it was shown; the product page's its product.
    expect(steps.find((entry) => entry.step === "product")!.eventTypes).toContain("ProductDetailView");
    expect(steps.find((entry) => entry.step === "confirmation")!.eventTypes.filter((type) => type === "Purchase")).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });
});
