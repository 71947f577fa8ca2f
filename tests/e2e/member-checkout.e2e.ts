import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { VIEWPORTS, launchChromium } from "./support/browser.ts";
import { addToCart, cartOf, checkoutOf, confirmationNumber, confirmationOf, newShopper, placeOrderEnabled, until } from "./support/buying.ts";
import { axeViolations } from "./support/page-sweep.ts";
import { signInThroughHeader } from "./support/identity.ts";

/**
 * The member's checkout (issue 14) through the UI only, in Chromium on the production build:
 * saved addresses, saved cards, loyalty points and vouchers (with a REW error), and express
 * checkout. Each test signs in with a seeded account no other browser test uses, so the files run
 * side by side on one backend. The backend is read afterwards, through the member's own session,
 * to check what the order holds; it is never asked to set anything up.
 *
 * What each test buys (variants no other browser test buys):
 * - saved address and card: drew.employee (en-us), Summit Parka, Summit Navy, M (NF0A3C8DNMD);
 * - loyalty: emma.london (en-gb), Summit Parka, Fiery Red, M (NF0A3C8DRMD);
 * - express: liam.toronto (en-ca), Summit Parka, Summit Navy, L (NF0A3C8DNLG).
 * Screenshots at 375 and 1440 px go to test-results/screenshots/member-checkout.
 */
const SCREENSHOTS = "test-results/screenshots/member-checkout";
mkdirSync(SCREENSHOTS, { recursive: true });

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const PARKA = "summit-parka-NF0A3C8D";

/** A member in a browser of their own: signed in on the site's home page through the header, a Summit Parka added on its product page. */
async function memberWithParka(localePath: string, email: string, variant: { colour: string; size: RegExp }) {
  const shopper = await newShopper(browser, "lg");
  await shopper.page.goto(`${baseUrl}/${localePath}`, { waitUntil: "networkidle" });
  await signInThroughHeader(shopper.page, email);
  await addToCart(shopper.page, { path: `/${localePath}/p/${PARKA}`, ...variant });
  return shopper;
}

/** From the cart page, its Checkout link. */
async function checkoutFromCart(page: Page, localePath: string) {
  await page.goto(`${baseUrl}/${localePath}/cart`, { waitUntil: "networkidle" });
  await cartOf(page).getByText("Summit Parka").first().waitFor();
  await cartOf(page).getByRole("link", { name: "Checkout" }).click();
  await page.waitForURL(new RegExp(`/${localePath}/checkout`));
}

/**
 * The page as it is now at 375 and at 1440 px (the window resized, as a shopper's would be): a
 * full-page screenshot at each, no axe violation, nothing wider than the screen. Ends at 1440.
 */
async function lookAtBothSizes(page: Page, name: string) {
  for (const size of ["sm", "lg"] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    // Two frames: the new layout is painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${size === "sm" ? 375 : 1440}.png`, fullPage: true });
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${size}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll, `${name} at ${size} scrolls sideways`).toBeLessThanOrEqual(width.inner);
  }
}

/** An amount as the page shows it ("£206.55"), as a number. */
const pounds = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));
const round = (amount: number) => Math.round(amount * 100) / 100;

/** The member's loyalty points, read back through their own session. */
async function loyaltyBalance(page: Page): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/commerce/consumers-v3/consumer?includeLoyaltySummary=true`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { loyaltySummary: { points: { balance: number } } }).loyaltySummary.points.balance;
}

/** The member's order, read back through their own session (the BFF, then the commerce API). */
async function orderOf(page: Page, orderNumber: string) {
  const response = await page.request.get(`${baseUrl}/api/commerce/cart/v2/checkout/order/${orderNumber}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    email: string;
    shipments: { code: string; address: { addressLine1: string; city: string } | null }[];
    paymentMethod: { code: string; instruments: { payment_method_id: string; amount: number; card?: { last4: string; paymentInstrumentId?: string | null }; reward?: { code: string; points: number }; loyalty?: { points: number } }[] };
    totals: { total: number };
  };
}

describe("the member's checkout in Chromium", () => {
  test.concurrent("a member picks a saved address and pays with a saved card; the order has both", { timeout: 180_000 }, async () => {
    const { page, problems, close } = await memberWithParka("en-us", "drew.employee@example.com", { colour: "NVY", size: /^M\b/ });
    await checkoutFromCart(page, "en-us");
    const checkout = checkoutOf(page);

    // Drew has a default address and card: express checkout opens the summary; Edit goes back.
    await page.waitForURL(/step=summary/);
    await checkout.getByText("Express checkout").waitFor();
    await checkout.getByRole("link", { name: "Edit Delivery" }).click();
    await page.waitForURL(/step=shipping/);

    const saved = checkout.getByRole("group", { name: "Saved addresses" });
    await saved.waitFor();
    // Drew's two shipping addresses (the main one chosen, as the cart has it) and a new one.
    expect(await saved.getByRole("radio").count()).toBe(3);
    expect(await saved.getByRole("radio", { name: /500 Haight Street, San Francisco, CA 94117/ }).isChecked()).toBe(true);
    await lookAtBothSizes(page, "shipping-saved-addresses");
    await saved.getByRole("radio", { name: /180 Post Street/ }).check();
    // A saved address is sent as it is: no address fields to type.
    expect(await checkout.getByLabel("Address", { exact: true }).count()).toBe(0);
    // Standard delivery (the other choice is ship to store, which needs no address).
    await checkout.getByRole("radio", { name: /Ship to store/ }).waitFor();
    await checkout.getByRole("radio", { name: /Standard delivery/ }).check();
    await checkout.getByRole("button", { name: "Continue to payment" }).click();

    await page.waitForURL(/step=billing/);
    const cards = checkout.getByRole("group", { name: "Your saved cards" });
    await cards.waitFor();
    expect(await cards.getByRole("radio", { name: /Mastercard ending 4444/ }).isDisabled()).toBe(true);
    await lookAtBothSizes(page, "billing-saved-cards");
    await cards.getByRole("radio", { name: /Visa ending 4444/ }).check();
    await checkout.getByLabel("Security code (optional)").fill("737");
    await checkout.getByRole("button", { name: "Use this card" }).click();
    await checkout.getByText("Your order is fully paid.").waitFor();
    await checkout.getByRole("button", { name: "Review your order" }).click();

    await page.waitForURL(/step=summary/);
    await placeOrderEnabled(page);
    expect(await checkout.locator('section[aria-labelledby="summary-delivery"]').textContent()).toMatch(/180 Post Street.*Reception.*San Francisco, CA 94117/);
    expect(await checkout.textContent()).toContain("Visa •••• 4444");
    await lookAtBothSizes(page, "summary-saved-address");
    await checkout.getByRole("button", { name: "Place order" }).click();

    const orderNumber = await confirmationNumber(page);
    expect(await confirmationOf(page).textContent()).toContain("Summit Parka");
    const order = await orderOf(page, orderNumber);
    expect(order.email).toBe("drew.employee@example.com");
    expect(order.shipments.find((shipment) => shipment.code === "standard")?.address).toMatchObject({ addressLine1: "180 Post Street", city: "San Francisco" });
    const card = order.paymentMethod.instruments.find((instrument) => instrument.payment_method_id === "CREDIT_CARD");
    expect(card?.card).toMatchObject({ last4: "4444", paymentInstrumentId: "C1004-PI1" });
    expect(problems).toEqual([]);
    await close();
  });

  test.concurrent("a loyalty member pays part with a voucher and points, the rest by card; a reward beyond the points shows REW140's message", { timeout: 180_000 }, async () => {
    const { page, problems, close } = await memberWithParka("en-gb", "emma.london@example.com", { colour: "RED", size: /^M\b/ });
    await checkoutFromCart(page, "en-gb");
    const checkout = checkoutOf(page);
    // Emma has a default address and card too: from the express summary, Edit the payment.
    await page.waitForURL(/step=summary/);
    await checkout.getByRole("link", { name: "Edit Payment" }).click();
    await page.waitForURL(/step=billing/);

    const loyalty = checkout.getByRole("group", { name: "Loyalty points and rewards" });
    await loyalty.getByText("You have 2,600 points.").waitFor();
    const remaining = async () => pounds(await checkout.getByTestId("remaining-to-pay").textContent());
    const total = pounds(await checkout.getByText("Order total").locator("xpath=..").textContent());
    expect(total).toBeGreaterThan(31);
    // Express checkout's card pays everything; removed, the whole total remains.
    await checkout.getByRole("button", { name: /^Remove Credit card Visa ending 3332/ }).click();
    await until(async () => (await remaining()) === total, "the whole total to remain");

    // A reward code of 5,000 points: Emma has 2,600, and the catalogue's REW140 message says so at the input.
    await checkout.locator("summary", { hasText: "Reward code" }).click();
    const rewardCode = checkout.getByLabel("Reward code", { exact: true });
    await rewardCode.fill("LV-GBP-5000");
    await checkout.locator("form", { has: page.getByLabel("Reward code", { exact: true }) }).getByRole("button", { name: "Apply" }).click();
    await checkout.getByText("You have 2,600 points: not enough for this reward.").waitFor();
    expect(await rewardCode.getAttribute("aria-invalid")).toBe("true");
    expect(await remaining()).toBe(total);

    // The offered voucher (the largest the points afford): £30.00 off for 2,500 points.
    await loyalty.getByRole("button", { name: "Use 2,500 points for £30.00 off" }).click();
    await loyalty.getByText("Reward applied: £30.00 off for 2,500 points.").waitFor();
    // The reward is applied: the reward code's error has gone.
    expect(await rewardCode.getAttribute("aria-invalid")).toBeNull();
    expect(await checkout.getByText("You have 2,600 points: not enough for this reward.").count()).toBe(0);
    await until(async () => (await remaining()) === round(total - 30), "£30.00 less to pay");
    // The 100 points the voucher leaves pay £1.00.
    const points = loyalty.getByLabel("Points to use");
    expect(await checkout.locator(`#${await points.getAttribute("aria-describedby")}`).first().textContent()).toContain("Up to 100.");
    await points.fill("100");
    await loyalty.getByRole("button", { name: "Use points" }).click();
    await until(async () => (await remaining()) === round(total - 31), "£1.00 less to pay");
    await lookAtBothSizes(page, "billing-loyalty");

    // The rest by the saved card.
    await checkout.getByRole("group", { name: "Your saved cards" }).getByRole("radio", { name: /Visa ending 3332/ }).check();
    await checkout.getByRole("button", { name: "Use this card" }).click();
    await checkout.getByText("Your order is fully paid.").waitFor();
    await checkout.getByRole("button", { name: "Review your order" }).click();
    await page.waitForURL(/step=summary/);
    await placeOrderEnabled(page);
    await checkout.getByRole("button", { name: "Place order" }).click();

    const orderNumber = await confirmationNumber(page);
    const order = await orderOf(page, orderNumber);
    const paid = Object.fromEntries(order.paymentMethod.instruments.map((instrument) => [instrument.payment_method_id, instrument]));
    expect(paid.REWARD_CODE).toMatchObject({ amount: 30, reward: { code: "LV-GBP-2500", points: 2500 } });
    expect(paid.LOYALTY_POINTS).toMatchObject({ amount: 1, loyalty: { points: 100 } });
    expect(paid.CREDIT_CARD?.card).toMatchObject({ last4: "3332", paymentInstrumentId: "C1011-PI1" });
    expect(paid.CREDIT_CARD!.amount).toBeCloseTo(total - 31, 2);
    // Every point is spent.
    expect(await loyaltyBalance(page)).toBe(0);
    // The one problem in the console is the refused reward's answer.
    expect(problems).toEqual([expect.stringMatching(/status of 400/)]);
    await close();
  });

  test.concurrent("express checkout: a member with a default card and address goes from the cart straight to the summary and places the order", { timeout: 180_000 }, async () => {
    const { page, problems, close } = await memberWithParka("en-ca", "liam.toronto@example.com", { colour: "NVY", size: /^L\b/ });
    // Everything the checkout shows on the way, recorded in the page: no step's form may appear.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { checkoutSeen: Set<string> }).checkoutSeen = seen;
      new MutationObserver(() => {
        const checkout = document.querySelector('[data-screen="checkout"]');
        if (checkout?.querySelector("#checkout-contact-email")) seen.add("guest email");
        if (checkout?.querySelector('input[name="saved-address"]')) seen.add("saved addresses");
        if (checkout?.querySelector('input[name="card-choice"], #card-number')) seen.add("cards");
      }).observe(document, { subtree: true, childList: true });
    });
    await checkoutFromCart(page, "en-ca");
    const checkout = checkoutOf(page);
    await page.waitForURL(/step=summary/);
    await checkout.getByText("Express checkout", { exact: true }).waitFor();
    await checkout.getByText("We used your default address and card. Check your order and place it.").waitFor();
    await placeOrderEnabled(page);
    expect(await page.evaluate(() => [...(window as unknown as { checkoutSeen: Set<string> }).checkoutSeen])).toEqual([]);
    const summary = (await checkout.textContent())!;
    expect(summary).toContain("88 Queens Quay West");
    expect(summary).toContain("Toronto, ON M5J 0B6");
    expect(summary).toContain("Visa •••• 2221");
    await lookAtBothSizes(page, "summary-express");
    await checkout.getByRole("button", { name: "Place order" }).click();

    const orderNumber = await confirmationNumber(page);
    expect(await confirmationOf(page).textContent()).toContain("Summit Parka");
    const order = await orderOf(page, orderNumber);
    expect(order.shipments[0]?.address).toMatchObject({ addressLine1: "88 Queens Quay West", city: "Toronto" });
    expect(order.paymentMethod.instruments.find((instrument) => instrument.payment_method_id === "CREDIT_CARD")?.card).toMatchObject({ last4: "2221", paymentInstrumentId: "C1010-PI1" });
    expect(problems).toEqual([]);
    await close();
  });
});
