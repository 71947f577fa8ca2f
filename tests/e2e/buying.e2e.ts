import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium } from "./support/browser.ts";
import { axeViolations } from "./support/page-sweep.ts";
import { SCREENSHOTS, PARKA, RAIN_JACKET, BEANIE, newShopper, addToCart, checkoutOf, shippingStep, payByCard, toSummary, frameOf, confirmationNumber, onlineStock } from "./support/buying.ts";

/**
 * The buying screens (issue 14) through the UI only, in Chromium on the production build: guests
 * fill a cart on product pages, check out and pay with every payment type of a guest, and reach
 * the order confirmation. The backend is asked only to check what happened (stock left, gift card
 * balance), never to set anything up. Screenshots of each step at 375 and 1440 px go to
 * test-results/screenshots/buying.
 */
const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("buying in Chromium", () => {
  test.concurrent("a guest buys a jacket with a card that needs 3-D Secure and reaches the confirmation; axe and screenshots on every step", { timeout: 150_000 }, async () => {
    for (const size of ["sm", "lg"] as const) {
      const { page, problems, close } = await newShopper(browser, size);
      await addToCart(page, { path: PARKA, colour: "BLK", size: /^M\b/ });
      await page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
      const cart = page.locator('[data-screen="cart"]');
      await cart.getByText("Summit Parka").first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/cart-${size}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await shippingStep(page, `three-ds-${size}@example.com`, { shot: `shipping-${size}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/billing-${size}.png`, fullPage: true });
      await payByCard(page, "4000 0000 0000 3220");
      expect(await axeViolations(page)).toEqual([]);
      await toSummary(page);
      await page.screenshot({ path: `${SCREENSHOTS}/summary-${size}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await checkoutOf(page).getByRole("button", { name: "Place order" }).click();
      const challenge = page.getByRole("dialog", { name: "Confirm your payment" });
      await challenge.waitFor();
      const bank = await frameOf(page, "Payment confirmation by your bank");
      await page.screenshot({ path: `${SCREENSHOTS}/three-d-secure-${size}.png` });
      await bank.getByRole("button", { name: "Approve" }).click();
      const orderNumber = await confirmationNumber(page);
      expect(orderNumber).toMatch(/^RL\d{8}$/);
      const confirmation = page.locator('[data-screen="order-confirmation"]');
      expect(await confirmation.textContent()).toContain("Summit Parka");
      await page.screenshot({ path: `${SCREENSHOTS}/confirmation-${size}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      // The cart is reset: the header shows no count.
      await page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
      await page.locator('[data-screen="cart"]').getByText("Your cart is empty").waitFor();
      expect(problems).toEqual([]);
      await close();
    }
  });

  test.concurrent("a guest pays part by gift card and the rest by card; the confirmation shows both", { timeout: 150_000 }, async () => {
    const { page, close } = await newShopper(browser);
    await addToCart(page, { path: RAIN_JACKET, colour: "BLK", size: /^XL\b/ });
    await shippingStep(page, "gift-card@example.com");
    const checkout = checkoutOf(page);
    await checkout.locator("summary", { hasText: "Gift card" }).click();
    await checkout.getByLabel("Gift card number").fill("6006491000000000033");
    await checkout.getByLabel("PIN").fill("3333");
    await checkout.getByRole("button", { name: "Check balance" }).click();
    await checkout.getByText("$10.00").first().waitFor();
    await checkout.getByRole("button", { name: "Apply" }).click();
    // The payment step always shows what remains to pay; the order summary lists it only once the
    // gift card pays part of the total, so its row proves the card was applied.
    await checkout.getByTestId("order-summary").getByText("Remaining to pay").waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/gift-card-lg.png`, fullPage: true });
    await payByCard(page, "4111 1111 1111 1111");
    await toSummary(page);
    await checkout.getByRole("button", { name: "Place order" }).click();
    await confirmationNumber(page);
    const confirmation = page.locator('[data-screen="order-confirmation"]');
    expect(await confirmation.textContent()).toMatch(/Gift card\s*\$10\.00/);
    await close();
  });

  test.concurrent("a line picked up in store next to a shipped line", { timeout: 150_000 }, async () => {
    const { page, close } = await newShopper(browser);
    await addToCart(page, { path: PARKA, colour: "BLK", size: /^M\b/ });
    await addToCart(page, { path: BEANIE, colour: "BLK", size: /^M\b/ });
    await page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
    const cart = page.locator('[data-screen="cart"]');
    const parkaLine = cart.getByRole("listitem").filter({ hasText: "Summit Parka" }).first();
    await parkaLine.getByRole("radio", { name: "Pick up in store" }).click();
    const stores = page.getByRole("dialog", { name: "Pick up in store" });
    await stores.getByLabel("Postal code").fill("02115");
    await stores.getByRole("button", { name: "Find stores" }).click();
    await stores.getByRole("listitem").filter({ hasText: "Ridgeline Boston" }).getByRole("button", { name: "Choose this store" }).click();
    await stores.waitFor({ state: "detached" });
    await parkaLine.getByText(/Ridgeline Boston|S1001/).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/cart-pickup-lg.png`, fullPage: true });

    await shippingStep(page, "pickup@example.com", { shot: "shipping-pickup-lg.png", pickupContact: true });
    await payByCard(page, "4111 1111 1111 1111");
    await toSummary(page);
    await checkoutOf(page).getByRole("button", { name: "Place order" }).click();
    await confirmationNumber(page);
    const confirmation = page.locator('[data-screen="order-confirmation"]');
    await confirmation.getByRole("heading", { name: "Pick up in store" }).waitFor();
    await confirmation.getByRole("heading", { name: /Delivery to your address/ }).waitFor();
    await close();
  });

  test.concurrent("a coupon applied and removed; an expired coupon shows its message", { timeout: 150_000 }, async () => {
    const { page, close } = await newShopper(browser, "sm");
    await addToCart(page, { path: PARKA, colour: "BLK", size: /^M\b/ });
    await page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
    const cart = page.locator('[data-screen="cart"]');
    const code = cart.getByLabel("Promo code");
    await code.fill("SUMMER2025");
    await cart.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => cart.getByRole("alert").first().textContent()).toMatch(/expired/i);
    expect(await code.getAttribute("aria-describedby")).toBeTruthy();
    await code.fill("WELCOME10");
    await cart.getByRole("button", { name: "Apply" }).click();
    await cart.getByText("WELCOME10").first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/cart-coupon-sm.png`, fullPage: true });
    await cart.getByRole("button", { name: "Remove: promo code WELCOME10" }).click();
    await cart.getByText("Promo code WELCOME10 removed.").waitFor();
    expect(await cart.getByRole("list", { name: "Promo codes on your cart" }).count()).toBe(0);
    await close();
  });

  test.concurrent("a double click on Place order makes exactly one order: the stock goes down by one", { timeout: 150_000 }, async () => {
    const variant = "RLHT0001RMD"; // the beanie, red M: no other test buys it
    const before = await onlineStock(variant);
    const { page, close } = await newShopper(browser);
    await addToCart(page, { path: BEANIE, colour: "RED", size: /^M\b/ });
    await shippingStep(page, "double-click@example.com");
    await payByCard(page, "4111 1111 1111 1111");
    await toSummary(page);
    const placeCalls: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/cart/v2/checkout/order")) placeCalls.push(request.headers()["idempotency-key"] ?? "");
    });
    await checkoutOf(page).getByRole("button", { name: "Place order" }).dblclick();
    await confirmationNumber(page);
    expect(placeCalls).toHaveLength(1);
    expect(await onlineStock(variant)).toBe(before - 1);
    await close();
  });

  test.concurrent("a failed 3-D Secure returns to billing with the error; nothing is lost", { timeout: 150_000 }, async () => {
    const { page, close } = await newShopper(browser);
    await addToCart(page, { path: RAIN_JACKET, colour: "BLK", size: /^L\b/ });
    await shippingStep(page, "three-ds-fails@example.com");
    await payByCard(page, "4000 0000 0000 3220");
    await toSummary(page);
    await checkoutOf(page).getByRole("button", { name: "Place order" }).click();
    await page.getByRole("dialog", { name: "Confirm your payment" }).waitFor();
    const bank = await frameOf(page, "Payment confirmation by your bank");
    await bank.getByRole("button", { name: "Fail" }).click();
    await page.waitForURL(/step=billing/);
    await checkoutOf(page).getByText(/could not be authenticated/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/three-d-secure-failed-lg.png`, fullPage: true });
    // The items are still in the (new) cart.
    await page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
    await page.locator('[data-screen="cart"]').getByText("Men's Cascade Rain Jacket").first().waitFor();
    await close();
  });

  test.concurrent("pay later (Klarna) and the payment wallet (PayPal)", { timeout: 150_000 }, async () => {
    for (const method of ["klarna", "wallet"] as const) {
      const { page, close } = await newShopper(browser);
      await addToCart(page, { path: PARKA, colour: "BLK", size: /^S\b/ });
      await shippingStep(page, `${method}@example.com`);
      const checkout = checkoutOf(page);
      if (method === "klarna") {
        await checkout.getByRole("radio", { name: /Klarna/ }).check();
        await checkout.getByRole("button", { name: "Pay with Klarna" }).click();
        const dialog = page.getByRole("dialog", { name: "Klarna: buy now, pay later" });
        await dialog.getByRole("button", { name: "Continue with Klarna" }).click();
        await dialog.waitFor({ state: "detached" });
      } else {
        await checkout.getByRole("radio", { name: "PayPal" }).check();
        await checkout.getByRole("button", { name: "Pay with PayPal" }).click();
        await page.getByRole("dialog", { name: "Pay with PayPal" }).waitFor();
        const wallet = await frameOf(page, "PayPal approval");
        await page.screenshot({ path: `${SCREENSHOTS}/wallet-lg.png` });
        await wallet.getByRole("button", { name: "Approve" }).click();
      }
      await checkout.getByText("Your order is fully paid.").waitFor();
      await toSummary(page);
      await checkout.getByRole("button", { name: "Place order" }).click();
      await confirmationNumber(page);
      await close();
    }
  });
});
