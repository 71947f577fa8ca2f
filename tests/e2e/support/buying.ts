import { mkdirSync } from "node:fs";
import { inject } from "vitest";
import type { Browser, BrowserContext, Frame, Locator, Page } from "playwright-core";
import { collectConsoleProblems, VIEWPORTS } from "./browser.ts";

/**
 * What the buying tests (buying.e2e.ts, buying-more.e2e.ts) share: a new visitor, adding to the
 * cart on a product page, the checkout's steps as a guest, the confirmation, and the backend
 * checks (stock left). Everything the shopper does goes through the UI.
 */
export const SCREENSHOTS = "test-results/screenshots/buying";
mkdirSync(SCREENSHOTS, { recursive: true });

const baseUrl = () => inject("baseUrl");

export const PARKA = "/en-us/p/summit-parka-NF0A3C8D";
export const RAIN_JACKET = "/en-us/p/mens-cascade-rain-jacket-RLSH1001";
export const BEANIE = "/en-us/p/ridgeline-logo-beanie-RLHT0001";
export const E_GIFT_CARD = "/en-us/p/ridgeline-e-gift-card-RLGC0001";

export const GUEST_ADDRESS = {
  "First name": "Alex",
  "Last name": "Walker",
  Address: "1600 Pearl Street",
  City: "Boulder",
  "ZIP code": "80302",
  Phone: "3035550100",
};

export interface Shopper {
  page: Page;
  context: BrowserContext;
  problems: string[];
  close(): Promise<void>;
}

/** A new visitor: a context of its own (its own cookies, so its own cart). */
export async function newShopper(browser: Browser, viewport: keyof typeof VIEWPORTS = "lg"): Promise<Shopper> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems = collectConsoleProblems(page);
  return { page, context, problems, close: () => context.close() };
}

export interface Product {
  path: string;
  colour: string;
  size: RegExp;
}

/** On the product page: the colour (in the URL) and the size, then "Add to cart"; the mini cart is closed again. */
export async function addToCart(page: Page, product: Product, words = { add: "Add to cart", added: "Added to your cart", continueShopping: "Continue shopping" }) {
  await page.goto(`${baseUrl()}${product.path}?color=${product.colour}`, { waitUntil: "networkidle" });
  await page.locator("label", { has: page.getByRole("radio", { name: product.size }) }).click();
  await page.getByRole("button", { name: words.add }).click();
  const miniCart = page.getByRole("dialog", { name: words.added });
  await miniCart.waitFor();
  await miniCart.getByRole("button", { name: words.continueShopping }).click();
  await miniCart.waitFor({ state: "detached" });
}

export const checkoutOf = (page: Page) => page.locator('[data-screen="checkout"]');
export const cartOf = (page: Page) => page.locator('[data-screen="cart"]');
export const confirmationOf = (page: Page) => page.locator('[data-screen="order-confirmation"]');

/** The address fields of a form (shipping or billing) with the guest's address. */
export async function fillAddress(scope: Locator) {
  for (const [label, value] of Object.entries(GUEST_ADDRESS)) await scope.getByLabel(label, { exact: true }).first().fill(value);
  await scope.getByLabel("State").first().selectOption("CO");
}

/**
 * The shipping step as a guest: contact email, home address (and who picks up, for pickup lines),
 * the default delivery; on to billing, whose address is the shipping one.
 */
export async function shippingStep(page: Page, email: string, options: { shot?: string; pickupContact?: boolean } = {}) {
  await page.goto(`${baseUrl()}/en-us/checkout`, { waitUntil: "networkidle" });
  const checkout = checkoutOf(page);
  await checkout.getByRole("heading", { name: "Contact" }).waitFor();
  await checkout.getByLabel("Email", { exact: true }).first().fill(email);
  await fillAddress(checkout);
  if (options.pickupContact) {
    // "Who picks up?" comes after the address: its fields are the last of their names.
    await checkout.getByLabel("First name", { exact: true }).last().fill("Sam");
    await checkout.getByLabel("Last name", { exact: true }).last().fill("Walker");
    await checkout.getByLabel("Email", { exact: true }).last().fill(email);
  }
  if (options.shot) await page.screenshot({ path: `${SCREENSHOTS}/${options.shot}`, fullPage: true });
  await checkout.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL(/step=billing/);
  await checkout.getByRole("heading", { name: "Billing address" }).waitFor();
  await billingSameAsShipping(page);
}

/** The billing address: the shipping address ("Same as shipping address", checked by default). */
export async function billingSameAsShipping(page: Page) {
  const checkout = checkoutOf(page);
  await checkout.getByRole("button", { name: "Use this billing address" }).click();
  await checkout.getByRole("button", { name: "Change billing address" }).waitFor();
}

/** A new card on the billing step; answers when it pays the rest. */
export async function payByCard(page: Page, number: string) {
  const checkout = checkoutOf(page);
  await checkout.getByLabel("Card number", { exact: true }).fill(number);
  await checkout.getByLabel("Month (MM)").fill("12");
  await checkout.getByLabel("Year (YYYY)").fill("2031");
  await checkout.getByLabel("Security code").fill("123");
  await checkout.getByLabel("Name on card").fill("Alex Walker");
  await checkout.getByRole("button", { name: "Use this card" }).click();
  await checkout.getByText("Your order is fully paid.").waitFor();
}

/** The summary checks the order on arrival; Place order is enabled after. */
export const placeOrderEnabled = (page: Page) => checkoutOf(page).locator('[data-testid="place-order"]:enabled').waitFor();

/** To the summary, once the order is checked there. */
export async function toSummary(page: Page) {
  await checkoutOf(page).getByRole("button", { name: "Review your order" }).click();
  await page.waitForURL(/step=summary/);
  await placeOrderEnabled(page);
}

/** The bank's (or wallet's) page in its dialog's iframe. */
export async function frameOf(page: Page, title: string): Promise<Frame> {
  const element = await page.getByTitle(title).elementHandle();
  const frame = await element!.contentFrame();
  await frame!.waitForLoadState("load");
  return frame!;
}

/** The order number on the confirmation page (of any site) the checkout went to. */
export async function confirmationNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/[a-z]{2}-[a-z]{2}\/order-confirmation\?orderNo=RL\d{8}/);
  const number = page.locator("[data-order-number]");
  await number.waitFor();
  return (await number.textContent())!;
}

/** Waits until `check` answers true (concurrent tests cannot use expect.poll). */
export async function until(check: () => Promise<boolean>, what: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeout} ms in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The stock of a variant online, from the commerce API (a check, not a set-up). */
export async function onlineStock(variantId: string): Promise<number> {
  const response = await fetch(`${inject("backendUrl")}/products/v2/products/${variantId.slice(0, 8)}/inventory?siteId=RL-US`, { headers: { "x-client-id": "e2e-check" } });
  const answer = (await response.json()) as { variants: Record<string, { quantity: number }> };
  return answer.variants[variantId]?.quantity ?? Number.NaN;
}
