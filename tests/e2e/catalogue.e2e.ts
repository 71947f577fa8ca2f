import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectConsoleProblems, launchChromium, VIEWPORTS } from "./support/browser.ts";

/**
 * The catalogue screens (issue 13) through the UI only, in Chromium on the production build: a
 * category refined and sorted, a product chosen and added to the cart (mini cart, header count),
 * a misspelt search, the autosuggest from the keyboard, back-in-stock for a product out of stock
 * everywhere, and the 404s of an unknown product and category. Screenshots of each screen at the
 * three sizes go to test-results/screenshots.
 */
const baseUrl = inject("baseUrl");
const SCREENSHOTS = "test-results/screenshots";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

async function open(path: string, viewport: keyof typeof VIEWPORTS = "lg") {
  // A context per test: its own cookies, so its own cart.
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  return { page, problems, status: response?.status(), close: () => context.close() };
}

const tileLinks = (page: Page) => page.locator('[data-screen="product-grid"] a[href*="/p/"], [data-screen="search-results"] a[href*="/p/"]');
const searchOf = (page: Page) => new URL(page.url()).searchParams;

describe("catalogue screens in Chromium", () => {
  // Many steps (two refinements, a sort, back, a product): more than the default 30 s on a loaded machine.
  test("a category refined by colour and size, sorted, restored by the back button; a product from it", { timeout: 60_000 }, async () => {
    const { page, problems, status, close } = await open("/en-us/c/jackets-100200");
    expect(status).toBe(200);
    const grid = page.locator('[data-screen="product-grid"]');
    expect(await tileLinks(page).count()).toBeGreaterThan(10);
    const allCount = await grid.getByText(/\d+ products/).first().textContent();

    await grid.getByRole("checkbox", { name: /^Black\b/ }).first().check();
    await page.waitForURL(/color=Black/);
    await grid.getByRole("checkbox", { name: /^M\b/ }).first().check();
    await page.waitForURL(/size=M/);
    expect(searchOf(page).getAll("color")).toEqual(["Black"]);
    expect(searchOf(page).getAll("size")).toEqual(["M"]);
    await expect.poll(() => grid.getByText(/\d+ products/).first().textContent()).not.toBe(allCount);
    expect(await grid.getByRole("checkbox", { name: /^Black\b/ }).first().isChecked()).toBe(true);

    await grid.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/sort=price-asc/);
    // The URL changes first; the sorted page's tiles replace the old ones when its answer comes.
    const prices = () => grid.locator("[data-price-current]").evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-price-current"))));
    await expect.poll(async () => (await prices()).every((price, index, all) => index === 0 || all[index - 1]! <= price)).toBe(true);
    expect((await prices()).length).toBeGreaterThan(1);

    // Back restores the grid before the sort, with its refinements still chosen.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("sort="));
    expect(searchOf(page).getAll("size")).toEqual(["M"]);
    expect(await grid.getByRole("checkbox", { name: /^M\b/ }).first().isChecked()).toBe(true);

    await page.waitForLoadState("networkidle");
    // The grid may still swap in the restored listing. A tile replaced between the press and the
    // release of the mouse gets no click (CI saw one such lost click), so the click waits for the
    // same tiles twice in a row and an idle grid; the product opened is one of its tiles.
    const hrefs = () => tileLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")).join(" "));
    let previous = "";
    await expect
      .poll(async () => {
        const [current, busy] = [await hrefs(), await grid.locator('[aria-busy="true"]').count()];
        const settled = busy === 0 && current !== "" && current === previous;
        previous = current;
        return settled;
      })
      .toBe(true);
    const listed = new Set(previous.split(" "));
    await tileLinks(page).first().click();
    // "commit": the product's document arrived; its load event may wait on images of a loaded machine.
    await page.waitForURL(/\/en-us\/p\//, { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    expect(listed.has(new URL(page.url()).pathname), `${page.url()} is a tile of the grid`).toBe(true);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator('[data-screen="product-details"] h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  test("a tile's back view: shown on hover with a mouse, never downloaded by a phone", async () => {
    const isBackView = (url: string) => /\/media\/products\/[^/]+\/[A-Z]+-back\.svg/.test(url);
    const phone = await browser.newContext({ viewport: VIEWPORTS.sm, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    const phoneBackViews: string[] = [];
    phonePage.on("request", (request) => void (isBackView(request.url()) && phoneBackViews.push(request.url())));
    await phonePage.goto(`${baseUrl}/en-us/c/jackets-100200`, { waitUntil: "networkidle" });
    // Down the whole grid, so that every lazy picture comes near the screen.
    await phonePage.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    await phonePage.waitForLoadState("networkidle");
    expect(await tileLinks(phonePage).count()).toBeGreaterThan(10);
    expect(phoneBackViews).toEqual([]);
    await phone.close();

    const { page, problems, close } = await open("/en-us/c/jackets-100200");
    const picture = tileLinks(page).first();
    const back = picture.locator("picture img");
    await picture.hover();
    // The source for screens with hover is chosen: the back view's file, shown over the front.
    await expect.poll(() => back.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toMatch(/-back\.svg$/);
    await expect.poll(() => back.evaluate((image) => getComputedStyle(image).opacity)).toBe("1");
    expect(problems).toEqual([]);
    await close();
  });

  test("a product: colour in the URL, size with its stock state, add to cart, the mini cart and the header's count", async () => {
    const { page, problems, status, close } = await open("/en-us/p/mens-cascade-rain-jacket-RLSH1001");
    expect(status).toBe(200);
    // The swatches and sizes are radios inside their labels (visually hidden inputs).
    const choose = async (name: RegExp) => {
      await page.locator("label", { has: page.getByRole("radio", { name }) }).click();
      await expect.poll(() => page.getByRole("radio", { name }).isChecked()).toBe(true);
    };
    await choose(/^Black/);
    await page.waitForURL(/color=BLK/);
    // Black S has 2 left online: its stock state says so.
    await choose(/^S\b/);
    await expect.poll(() => page.locator('[data-status="LOW_STOCK"]').last().textContent()).toMatch(/Only 2 left|Low stock/);
    await page.getByRole("button", { name: "Add to cart" }).click();
    const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
    await miniCart.waitFor();
    expect(await miniCart.textContent()).toContain("Men's Cascade Rain Jacket");
    expect(await miniCart.getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/en-us/cart");
    await page.screenshot({ path: `${SCREENSHOTS}/mini-cart-lg.png` });
    await miniCart.getByRole("button", { name: "Continue shopping" }).click();
    await miniCart.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("link", { name: /^Cart, \d+ items?$/ }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  test("a misspelt search from the header reaches the results with the corrected term", async () => {
    const { page, problems, close } = await open("/en-us");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const field = page.getByRole("combobox");
    await field.fill("jaket");
    await field.press("Enter");
    await page.waitForURL(/\/en-us\/search\?q=jaket/);
    const results = page.locator('[data-screen="search-results"]');
    await expect.poll(() => results.textContent()).toMatch(/Showing results for\s*jacket/i);
    expect(await tileLinks(page).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("autosuggest from the keyboard only: open, type, arrow to a suggestion, Enter follows it", async () => {
    const { page, problems, close } = await open("/en-us");
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.textContent?.trim() === "Search" && document.activeElement.tagName === "BUTTON")) break;
    }
    await page.keyboard.press("Enter");
    await page.getByRole("combobox").waitFor();
    await page.keyboard.type("jack");
    await page.getByRole("option").first().waitFor();
    expect(await page.getByRole("combobox").getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    const active = await page.getByRole("combobox").getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    const followed = await page.locator(`[id="${active}"]`).textContent();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/en-us");
    expect(page.url(), `followed “${followed}”`).toMatch(/\/en-us\/(search\?q=|c\/|p\/)/);
    expect(problems).toEqual([]);
    await close();
  });

  test("a product's promotion is called out under its price, in the first response", async () => {
    const html = await (await fetch(`${baseUrl}/en-us/p/mens-glacier-quarter-zip-fleece-RL6NUDBP`)).text();
    expect(html).toContain("Add any fleece for 20% off");
    const { page, problems, close } = await open("/en-us/p/mens-glacier-quarter-zip-fleece-RL6NUDBP", "sm");
    expect(await page.getByRole("list", { name: "Offers" }).textContent()).toContain("Add any fleece for 20% off");
    expect(problems).toEqual([]);
    await close();
  });

  test("a product out of stock everywhere offers a back-in-stock alert", async () => {
    const { page, problems, status, close } = await open("/en-us/p/alpine-bivy-shelter-RLTN0008");
    expect(status).toBe(200);
    expect(await page.getByRole("button", { name: "Add to cart" }).count()).toBe(0);
    const sizes = page.getByRole("radio", { name: /^(1P|2P|3P|4P|[SMLX]+|XXL)\b/ });
    if ((await sizes.count()) > 0) await page.locator("label").filter({ has: sizes }).first().click();
    await page.getByRole("button", { name: "Notify me when back in stock" }).click();
    const dialog = page.getByRole("dialog", { name: "Back in stock alert" });
    await dialog.waitFor();
    await dialog.getByLabel("Email address").fill("not-an-email");
    await dialog.getByRole("button", { name: "Notify me" }).click();
    await expect.poll(() => dialog.textContent()).toContain("name@example.com");
    await dialog.getByLabel("Email address").fill("hiker@example.com");
    await dialog.getByRole("button", { name: "Notify me" }).click();
    await expect.poll(() => dialog.textContent()).toContain("We will write to hiker@example.com");
    expect(problems).toEqual([]);
    await close();
  });

  test.for([
    ["an unknown product", "/en-us/p/no-such-thing-ZZZZ9999"],
    ["an unknown category", "/en-us/c/no-such-category-99999999"],
  ])("%s is a 404 with the site's error page", async ([, path]) => {
    const { page, status, close } = await open(path!, "sm");
    expect(status).toBe(404);
    expect(await page.locator(".cms-section").count()).toBeGreaterThan(0);
    expect(await page.locator("header").count()).toBe(1);
    await close();
  });

  // Four page kinds with axe and screenshots in one test: 17–20 s alone, over the 30 s default
  // in CI beside the other file's journeys (CI failed the three sizes on it once).
  test.for(["sm", "md", "lg"] as const)("screens at %s", { timeout: 120_000 }, async (size) => {
    for (const [name, path] of [
      ["product", "/en-us/p/mens-cascade-rain-jacket-RLSH1001"],
      ["category", "/en-us/c/jackets-100200"],
      ["search", "/en-us/search?q=jaket"],
      // Long words and prices with a currency code (German, Canadian dollars) must wrap too.
      ["product-de-de", "/de-de/p/mens-cascade-rain-jacket-RLSH1001"],
      ["category-en-ca", "/en-ca/c/jackets-100200"],
    ] as const) {
      const { page, problems, status, close } = await open(path, size);
      expect(status, path).toBe(200);
      if (name === "product") {
        // The reviews are server HTML until touched (an island): their styles still come with the page.
        const writeButton = page.getByRole("button", { name: "Write a review" });
        expect(await writeButton.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(/^(rgba\(0, 0, 0, 0\)|transparent)$/);
        expect(await page.locator('[data-screen="product-set"] a[href*="/p/"]').count(), "complete the set, server-rendered").toBeGreaterThan(0);
      }
      // Nothing wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${size} scrolls sideways`).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${size}.png`, fullPage: true });
      expect(problems, path).toEqual([]);
      await close();
    }
  });
});
