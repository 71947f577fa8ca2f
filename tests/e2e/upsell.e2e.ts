import { mkdirSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { UPSELL_IMPRESSIONS } from "../../contracts/api/decide-event-types.ts";
import { VISITOR_COOKIE } from "../../src/personalisation/visitor.ts";
import { launchChromium, type VIEWPORTS } from "./support/browser.ts";
import { recTokensReceived } from "./support/personalisation.ts";
import { newShopper, onlineStock, PARKA, type Shopper } from "./support/buying.ts";
import { axeViolations } from "./support/page-sweep.ts";

/**
 * "Complete the look" (issue 16) in Chromium on the Summit Parka's page, whose upsell the engine
 * fills (fixtures/personalisation, exp-2004): the server's HTML holds the in-stock items, an item
 * goes to the cart from the block and from the mini cart, and the engine records what the shopper
 * saw and followed (read back from `GET /mock/personalisation/events`). Each test is a visitor of
 * its own (its own `mt.v`, its own cart).
 */
const baseUrl = inject("baseUrl");
const backendUrl = inject("backendUrl");
const SCREENSHOTS = "test-results/screenshots/upsell";
mkdirSync(SCREENSHOTS, { recursive: true });
const PARKA_PAGE = `${PARKA}?color=BLK`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** A new shopper whose visitor id the test chose. */
async function visitor(viewport: keyof typeof VIEWPORTS = "lg"): Promise<Shopper & { id: string }> {
  const shopper = await newShopper(browser, viewport);
  const id = `e2e-upsell-${randomUUID()}`;
  await shopper.context.addCookies([{ name: VISITOR_COOKIE, value: id, url: baseUrl }]);
  return { ...shopper, id };
}

/** The recTokens of every event of `type` the engine received from the visitor. */
const recordedTokens = (id: string, type: "RecImpressions" | "RecClicks") => recTokensReceived(backendUrl, id, type);

const upsellOf = (page: Page) => page.locator('[data-screen="upsell"]');

/** The units the header's cart link counts (its name: "Cart, 3 items"); 0 without a count. */
async function cartCount(page: Page): Promise<number> {
  const name = await page.locator('header a[href="/en-us/cart"]').first().getAttribute("aria-label");
  return Number(/(\d+) items?$/.exec(name ?? "")?.[1] ?? 0);
}

/** Each item's variant (`data-sku`) and name, in order. */
const itemsOf = (upsell: Locator) =>
  upsell.getByRole("listitem").evaluateAll((items) => items.map((item) => ({ sku: item.getAttribute("data-sku")!, name: item.querySelector("a")!.textContent! })));

/**
 * Presses an item's add to cart with the cart's answer held back until its busy state has been
 * seen; answers the button.
 */
async function addHeld(page: Page, scope: Locator, name: string): Promise<Locator> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered!: Promise<void>;
  await page.route(
    "**/api/commerce/cart/v1/item",
    (route) => {
      answered = held.then(() => route.continue());
      return answered;
    },
    { times: 1 },
  );
  await scope.getByRole("button", { name: `Add ${name} to cart` }).click();
  const busy = scope.getByRole("button", { name: `Adding ${name} to cart…` });
  await expect.poll(() => busy.getAttribute("aria-busy")).toBe("true");
  expect(await busy.getAttribute("aria-disabled")).toBe("true");
  release();
  await answered;
  return scope.getByRole("button", { name: `Add ${name} to cart` });
}

describe("complete the look on the product page", () => {
  test("the server's HTML holds the upsell: a heading and at most 3 items, each in stock online, never the product itself", async () => {
    // Without JavaScript the page is the server's HTML as it came.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: VISITOR_COOKIE, value: `e2e-upsell-${randomUUID()}`, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${PARKA_PAGE}`);
    const upsell = upsellOf(page);
    expect(await upsell.getByRole("heading", { level: 2 }).textContent()).toBe("Complete the look");
    const items = await itemsOf(upsell);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const { sku, name } of items) {
      expect(sku.startsWith("NF0A3C8D"), name).toBe(false);
      expect(await onlineStock(sku), `${name} (${sku}) in stock online`).toBeGreaterThan(0);
      expect(await upsell.getByRole("button", { name: `Add ${name} to cart` }).count()).toBe(1);
      expect(await upsell.getByRole("link", { name, exact: true }).getAttribute("href")).toMatch(/^\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8}$/);
    }
    await context.close();
  });

  test("seen, its items are reported before its code comes (at most 3); an item goes to the cart from it: busy on its own, then the mini cart shows its line and the header counts it; a followed item is reported", { timeout: 60_000 }, async () => {
    const { page, id, problems, close } = await visitor();
    const scripts: string[] = [];
    page.on("response", (response) => scripts.push(new URL(response.url()).pathname));
    await page.goto(`${baseUrl}${PARKA_PAGE}`, { waitUntil: "networkidle" });
    const upsell = upsellOf(page);
    await upsell.scrollIntoViewIfNeeded();
    const items = await itemsOf(upsell);
    const [first, second] = items;
    const tokens = await upsell.locator("[data-rec-token]").evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-rec-token")!));
    expect(tokens).toHaveLength(items.length);
    expect(tokens.length).toBeLessThanOrEqual(UPSELL_IMPRESSIONS);
    // The page's other recommendations (the carousel under it) report theirs: only the upsell's count here.
    const upsellSeen = async () => (await recordedTokens(id, "RecImpressions")).filter((token) => tokens.includes(token));
    await expect.poll(upsellSeen, { timeout: 15_000 }).toEqual(expect.arrayContaining(tokens));
    expect(await upsellSeen()).toHaveLength(tokens.length);
    expect(scripts.filter((path) => /\/assets\/upsell-[\w-]+\.js$/.test(path)), "the block's code, before the shopper reaches for it").toEqual([]);

    const button = await addHeld(page, upsell, first!.name);
    if (second) expect(await upsell.getByRole("button", { name: `Add ${second.name} to cart` }).getAttribute("aria-busy")).toBeNull();
    const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
    await miniCart.waitFor();
    await miniCart.getByRole("link", { name: first!.name, exact: true }).waitFor();
    await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/added-from-upsell-lg.png` });
    await miniCart.getByRole("button", { name: "Continue shopping" }).click();
    await miniCart.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-busy")).toBeNull();
    expect(await upsell.getByRole("listitem").first().getByRole("status").textContent()).toBe("Added to your cart");
    // The list stays as it was (the page was decided again with the new cart), nothing reported twice.
    expect(await itemsOf(upsell)).toEqual(items);
    expect(await upsellSeen()).toHaveLength(tokens.length);

    // Following an item reports its click, and its page opens.
    await upsell.getByRole("link", { name: first!.name, exact: true }).click();
    await page.waitForURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8}$/);
    await expect.poll(() => recordedTokens(id, "RecClicks"), { timeout: 15_000 }).toEqual([tokens[0]]);
    expect(problems).toEqual([]);
    await close();
  });

  test("adding the product itself: the mini cart offers its look, and an item goes to the cart from there too (375 px)", { timeout: 60_000 }, async () => {
    const { page, problems, close } = await visitor("sm");
    await page.goto(`${baseUrl}${PARKA_PAGE}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${SCREENSHOTS}/product-page-sm.png`, fullPage: true });
    const shown = await itemsOf(upsellOf(page));
    await page.locator("label", { has: page.getByRole("radio", { name: /^M\b/ }) }).click();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
    const look = miniCart.getByRole("list", { name: "Complete the look" });
    await look.waitFor();
    const offered = await itemsOf(look);
    expect(offered).toEqual(shown.slice(0, 3));
    // The parka (and a gift with purchase, when the seed's promotion adds one).
    await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
    const before = await cartCount(page);
    await page.screenshot({ path: `${SCREENSHOTS}/mini-cart-look-sm.png` });
    expect(await axeViolations(page)).toEqual([]);

    await addHeld(page, look, offered[0]!.name);
    // Its line joins the cart's lines: the product's name now links twice in the dialog (line and offer).
    await expect.poll(() => miniCart.getByRole("link", { name: offered[0]!.name, exact: true }).count()).toBe(2);
    await expect.poll(() => cartCount(page)).toBe(before + 1);
    // Still offered after its add (the shopper may add another), its add now said done.
    expect(await itemsOf(look)).toEqual(offered);
    expect(await look.getByRole("listitem").first().getByRole("status").textContent()).toBe("Added to your cart");
    expect(problems).toEqual([]);
    await close();
  });
});
