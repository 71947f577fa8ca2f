import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./support/browser.ts";
import { axeViolations } from "./support/page-sweep.ts";
import { SCREENSHOTS, PARKA, RAIN_JACKET, BEANIE, E_GIFT_CARD, GUEST_ADDRESS, newShopper, addToCart, checkoutOf, cartOf, confirmationOf, fillAddress, shippingStep, payByCard, placeOrderEnabled, toSummary, confirmationNumber, until, onlineStock } from "./support/buying.ts";

/**
 * More of the buying screens (issue 14) through the UI only, in Chromium on the production build:
 * the whole guest checkout by keyboard alone, an item sold to someone else before the order is
 * placed, ship-to-store next to an e-gift card sent by email, a gift card spent to zero, and the
 * German site. The backend is asked only to check what happened (stock left), never to set
 * anything up. Screenshots go to test-results/screenshots/buying.
 *
 * What each test buys (no other browser test buys these variants, so the stock checks hold):
 * - keyboard: Men's Cascade Rain Jacket, Granite Grey, M (RLSH1001YMD);
 * - out of stock: Summit Parka, Fiery Red, L (NF0A3C8DRLG, the last one online) and the Logo
 *   Beanie, Granite Grey, M (RLHT0001YMD);
 * - delivery modes: the Cascade Rain Jacket, Lake Blue, L shipped to a store and the E-Gift Card
 *   (Alpenglow, 50) by email;
 * - gift card: the Cascade Rain Jacket, Sunset Coral, XL; paid with the USD 25.00 gift card
 *   6006491000000000025 and a card;
 * - German site: the Cascade Rain Jacket, Granite Grey, XL (to the billing step only).
 */
const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

// ---- the keyboard --------------------------------------------------------------------------

interface Focused {
  tag: string;
  type: string;
  name: string;
  checked: boolean | undefined;
  /** A focus ring: an outline or a box shadow. */
  ring: boolean;
}

/** The focused element: its tag, type, accessible-ish name (aria-label, label, text) and whether a focus ring shows. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) return { tag: "body", type: "", name: "", checked: undefined, ring: false };
    const style = getComputedStyle(element);
    const name = element.getAttribute("aria-label") ?? element.labels?.[0]?.textContent ?? element.textContent ?? "";
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return {
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute("type") ?? "",
      name: name.trim().replace(/\s+/g, " ").slice(0, 100),
      checked: element.type === "radio" || element.type === "checkbox" ? element.checked : undefined,
      ring: outline || style.boxShadow !== "none",
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element passes `test`; fails after `max` presses. */
async function tabTo(page: Page, test: (element: Focused) => boolean, options: { back?: boolean; max?: number } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let press = 0; press < (options.max ?? 60); press++) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const element = await focused(page);
    if (test(element)) return element;
    seen.push(`${element.tag}:${element.name.slice(0, 30)}`);
  }
  throw new Error(`Tab never reached the element; focus went through ${seen.join(" → ")}`);
}

const named = (name: string | RegExp) => (element: Focused) => (typeof name === "string" ? element.name === name : name.test(element.name));

/** Tabs to the field labelled `label` and types `text` into it. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, named(label), { max: 15 });
  await page.keyboard.type(text);
}

describe("buying in Chromium, more", () => {
  test.concurrent("the whole guest checkout by keyboard alone, with a visible focus", { timeout: 150_000 }, async () => {
    const { page, problems, close } = await newShopper(browser, "lg");
    const rings: Record<string, boolean> = {};

    // The product page: the size by arrow keys, Add to cart by Enter, the mini cart's View cart.
    await page.goto(`${baseUrl}${RAIN_JACKET}?color=GRY`, { waitUntil: "networkidle" });
    await tabTo(page, (element) => element.type === "radio" && /^(XS|S|M|L|XL|XXL)/.test(element.name), { max: 60 });
    for (let press = 0; press < 6 && !/^M/.test((await focused(page)).name); press++) await page.keyboard.press("ArrowRight");
    const size = await focused(page);
    expect(size).toMatchObject({ type: "radio", checked: true });
    expect(size.name).toMatch(/^M/);
    rings.size = size.ring;
    rings.addToCart = (await tabTo(page, named("Add to cart"), { max: 10 })).ring;
    await page.keyboard.press("Enter");
    const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
    await miniCart.waitFor();
    rings.viewCart = (await tabTo(page, named("View cart"), { max: 10 })).ring;
    await page.keyboard.press("Enter");

    // The cart: Tab from the top of the page to Checkout.
    await page.waitForURL(/\/en-us\/cart/);
    await cartOf(page).getByText("Men's Cascade Rain Jacket").first().waitFor();
    await page.waitForLoadState("networkidle");
    rings.checkout = (await tabTo(page, (element) => element.tag === "a" && element.name === "Checkout", { max: 60 })).ring;
    await page.keyboard.press("Enter");

    // Shipping: every field typed, the state chosen by typing its name, Continue by Enter.
    await page.waitForURL(/\/en-us\/checkout/);
    const checkout = checkoutOf(page);
    await checkout.getByRole("heading", { name: "Contact" }).waitFor();
    await tabTo(page, named("Email"), { max: 40 });
    rings.email = (await focused(page)).ring;
    await page.keyboard.type("keyboard@example.com");
    for (const label of ["First name", "Last name", "Address", "City"] as const) await typeInto(page, label, GUEST_ADDRESS[label]);
    await tabTo(page, named("State"), { max: 3 });
    await page.keyboard.type("Colorado");
    expect(await checkout.getByLabel("State").inputValue()).toBe("CO");
    await typeInto(page, "ZIP code", GUEST_ADDRESS["ZIP code"]);
    await typeInto(page, "Phone", GUEST_ADDRESS.Phone);
    // Back and forth: Shift+Tab returns to the ZIP code, Tab to the phone again.
    expect((await tabTo(page, named("ZIP code"), { back: true, max: 3 })).name).toBe("ZIP code");
    await tabTo(page, named("Phone"), { max: 3 });
    rings.continue = (await tabTo(page, named("Continue to payment"), { max: 10 })).ring;
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-shipping-lg.png`, fullPage: true });
    await page.keyboard.press("Enter");

    // Billing: the step's heading has focus; the billing address by Space, the card typed, Enter.
    await page.waitForURL(/step=billing/);
    await checkout.getByRole("heading", { name: "Billing address" }).waitFor();
    await until(async () => (await focused(page)).tag === "h2", "the billing step's heading to take focus");
    await tabTo(page, named("Use this billing address"), { max: 10 });
    await page.keyboard.press("Space");
    await checkout.getByRole("button", { name: "Change billing address" }).waitFor();
    await typeInto(page, "Card number", "4111 1111 1111 1111");
    rings.cardNumber = (await focused(page)).ring;
    await typeInto(page, "Month (MM)", "12");
    await typeInto(page, "Year (YYYY)", "2031");
    await typeInto(page, "Security code", "123");
    await typeInto(page, "Name on card", "Alex Walker");
    await page.keyboard.press("Enter");
    await checkout.getByText("Your order is fully paid.").waitFor();
    rings.review = (await tabTo(page, named("Review your order"), { max: 10 })).ring;
    await page.keyboard.press("Enter");

    // Summary: Place order by Enter once the order is checked.
    await page.waitForURL(/step=summary/);
    await placeOrderEnabled(page);
    rings.placeOrder = (await tabTo(page, named("Place order"), { max: 10 })).ring;
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-summary-lg.png`, fullPage: true });
    await page.keyboard.press("Enter");

    const orderNumber = await confirmationNumber(page);
    expect(orderNumber).toMatch(/^RL\d{8}$/);
    const confirmation = confirmationOf(page);
    expect(await confirmation.textContent()).toContain("Men's Cascade Rain Jacket");
    // Shipping was free (over 75): the shipment shows no price of its own.
    await confirmation.getByRole("heading", { name: "Delivery to your address", exact: true }).waitFor();
    await confirmation.getByText("Visa ending 1111").waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-confirmation-lg.png`, fullPage: true });
    // Every focused control showed a focus ring.
    expect(rings).toEqual(Object.fromEntries(Object.keys(rings).map((key) => [key, true])));
    expect(problems).toEqual([]);
    await close();
  });

  test.concurrent("an item sold to someone else before the order is placed: its message, back to shipping, nothing else lost", { timeout: 150_000 }, async () => {
    const lastParka = { path: PARKA, colour: "RED", size: /^L\b/ }; // NF0A3C8DRLG: 1 online
    expect(await onlineStock("NF0A3C8DRLG")).toBe(1);

    // Shopper A: the last parka and a beanie, all the way to the summary.
    const a = await newShopper(browser, "lg");
    await addToCart(a.page, lastParka);
    await addToCart(a.page, { path: BEANIE, colour: "GRY", size: /^M\b/ });
    await shippingStep(a.page, "shopper-a@example.com");
    await payByCard(a.page, "4111 1111 1111 1111");
    await toSummary(a.page);

    // Shopper B buys the same parka through the whole checkout.
    const b = await newShopper(browser, "lg");
    await addToCart(b.page, lastParka);
    await shippingStep(b.page, "shopper-b@example.com");
    await payByCard(b.page, "4111 1111 1111 1111");
    await toSummary(b.page);
    await checkoutOf(b.page).getByRole("button", { name: "Place order" }).click();
    await confirmationNumber(b.page);
    expect(await onlineStock("NF0A3C8DRLG")).toBe(0);
    await b.close();

    // A places the order: refused (INV405); A is back on the shipping step with the messages.
    await checkoutOf(a.page).getByRole("button", { name: "Place order" }).click();
    await a.page.waitForURL(/step=shipping/);
    const checkout = checkoutOf(a.page);
    await checkout.getByText(/no longer available/).first().waitFor();
    // The line's own message, once (the error's flash and the refreshed cart's flash are one message).
    // The cart is read again: the parka's line is gone (the free beanie with it: the total is under its threshold).
    const shipment = checkout.locator("[data-shipment]");
    await until(async () => !(await shipment.first().textContent())?.includes("Summit Parka"), "the refreshed cart without the parka");
    expect(await checkout.getByText("Summit Parka is out of stock and was removed from your cart").count()).toBe(1);
    await a.page.screenshot({ path: `${SCREENSHOTS}/out-of-stock-shipping-lg.png`, fullPage: true });
    // Nothing else is lost: the beanie is still to ship, to the address A gave.
    expect(await shipment.first().textContent()).toContain("Ridgeline Logo Beanie Granite Grey / M");
    expect(await checkout.getByLabel("Address", { exact: true }).inputValue()).toBe(GUEST_ADDRESS.Address);
    expect(await checkout.getByLabel("Email", { exact: true }).first().inputValue()).toBe("shopper-a@example.com");

    // The cart page says what happened and holds the rest.
    await a.page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
    const cart = cartOf(a.page);
    await cart.getByText("Ridgeline Logo Beanie").first().waitFor();
    await cart.getByText(/Summit Parka is out of stock/).first().waitFor();
    expect(await cart.getByRole("listitem").filter({ hasText: "Summit Parka" }).count()).toBe(0);
    await a.page.screenshot({ path: `${SCREENSHOTS}/out-of-stock-cart-lg.png`, fullPage: true });

    // And A can still buy what is left.
    await cart.getByRole("link", { name: "Checkout" }).click();
    await checkout.getByRole("button", { name: "Continue to payment" }).click();
    await a.page.waitForURL(/step=billing/);
    await checkout.getByRole("button", { name: "Review your order" }).waitFor();
    if (!(await checkout.getByText("Your order is fully paid.").isVisible())) await payByCard(a.page, "4111 1111 1111 1111");
    await toSummary(a.page);
    await checkout.getByRole("button", { name: "Place order" }).click();
    await confirmationNumber(a.page);
    const confirmation = await confirmationOf(a.page).textContent();
    expect(confirmation).toContain("Ridgeline Logo Beanie");
    expect(confirmation).not.toContain("Summit Parka");
    await a.close();
  });

  test.concurrent("ship to store and an e-gift card by email: both deliveries on the confirmation", { timeout: 150_000 }, async () => {
    const { page, close } = await newShopper(browser, "lg");
    await addToCart(page, { path: E_GIFT_CARD, colour: "ALP", size: /^50\b/ });
    await addToCart(page, { path: RAIN_JACKET, colour: "BLU", size: /^L\b/ });
    await page.goto(`${baseUrl}/en-us/checkout`, { waitUntil: "networkidle" });
    const checkout = checkoutOf(page);
    await checkout.getByRole("heading", { name: "Contact" }).waitFor();
    await checkout.getByLabel("Email", { exact: true }).first().fill("store-and-email@example.com");
    await checkout.getByText("Sent by email to your contact address").waitFor();

    // The shipped shipment goes to a store: the store list opens, Denver is chosen.
    const shipment = checkout.locator("[data-shipment]").filter({ has: page.getByRole("radio", { name: /Ship to store/ }) });
    await shipment.getByRole("radio", { name: /Ship to store/ }).click();
    const stores = page.getByRole("dialog", { name: "Choose a store" });
    await stores.getByRole("button", { name: /Ridgeline Denver/ }).click();
    await stores.waitFor({ state: "detached" });
    await shipment.getByText("Store: Ridgeline Denver").waitFor();
    // Nothing goes to an address now: no address fields; who collects instead.
    expect(await checkout.getByLabel("Address", { exact: true }).count()).toBe(0);
    await checkout.getByRole("heading", { name: "Who picks up?" }).waitFor();
    await checkout.getByLabel("First name", { exact: true }).fill("Sam");
    await checkout.getByLabel("Last name", { exact: true }).fill("Walker");
    await checkout.getByLabel("Email", { exact: true }).last().fill("store-and-email@example.com");
    await page.screenshot({ path: `${SCREENSHOTS}/ship-to-store-shipping-lg.png`, fullPage: true });
    await checkout.getByRole("button", { name: "Continue to payment" }).click();

    // Billing: no shipping address to copy, so one is entered.
    await page.waitForURL(/step=billing/);
    await checkout.getByText("Your order is picked up in store: please enter a billing address.").waitFor();
    await fillAddress(checkout);
    await checkout.getByRole("button", { name: "Use this billing address" }).click();
    await checkout.getByRole("button", { name: "Change billing address" }).waitFor();
    await payByCard(page, "4111 1111 1111 1111");
    await toSummary(page);
    await page.screenshot({ path: `${SCREENSHOTS}/ship-to-store-summary-lg.png`, fullPage: true });
    await checkout.getByRole("button", { name: "Place order" }).click();

    await confirmationNumber(page);
    const confirmation = confirmationOf(page);
    await confirmation.getByRole("heading", { name: /By email/ }).waitFor();
    await confirmation.getByRole("heading", { name: /Ship to store/ }).waitFor();
    const text = await confirmation.textContent();
    expect(text).toContain("Ridgeline E-Gift Card");
    expect(text).toMatch(/Ridgeline Denver|S1002/);
    await page.screenshot({ path: `${SCREENSHOTS}/ship-to-store-confirmation-lg.png`, fullPage: true });
    await close();
  });

  test.concurrent("a gift card pays part, the rest by card; the card's balance is then 0", { timeout: 150_000 }, async () => {
    const giftCard = { number: "6006491000000000025", pin: "56781234" };
    const openGiftCard = async (page: Page) => {
      const checkout = checkoutOf(page);
      await checkout.locator("summary", { hasText: "Gift card" }).click();
      await checkout.getByLabel("Gift card number").fill(giftCard.number);
      await checkout.getByLabel("PIN").fill(giftCard.pin);
      await checkout.getByRole("button", { name: "Check balance" }).click();
    };

    const first = await newShopper(browser, "lg");
    await addToCart(first.page, { path: RAIN_JACKET, colour: "CRL", size: /^XL\b/ });
    await shippingStep(first.page, "gift-card-25@example.com");
    await openGiftCard(first.page);
    const checkout = checkoutOf(first.page);
    await checkout.getByText(/\$25\.00 available/).waitFor();
    await checkout.getByRole("button", { name: "Apply" }).click();
    // The order summary lists what remains to pay only once the gift card pays part of the total.
    await checkout.getByTestId("order-summary").getByText("Remaining to pay").waitFor();
    await payByCard(first.page, "4111 1111 1111 1111");
    await toSummary(first.page);
    await checkout.getByRole("button", { name: "Place order" }).click();
    await confirmationNumber(first.page);
    expect(await confirmationOf(first.page).textContent()).toMatch(/Gift card\s*\$25\.00/);
    await first.close();

    // The balance, as a new shopper's checkout tells it (the balance call needs a shopper's session).
    const second = await newShopper(browser, "lg");
    await addToCart(second.page, { path: BEANIE, colour: "GRY", size: /^S\b/ });
    await shippingStep(second.page, "balance-check@example.com");
    await openGiftCard(second.page);
    const secondCheckout = checkoutOf(second.page);
    await secondCheckout.getByText("Gift card ending 0025: $0.00 available.").waitFor();
    await secondCheckout.getByRole("button", { name: "Apply" }).click();
    await secondCheckout.getByText("This gift card has no balance left.").waitFor();
    expect(await secondCheckout.getByText("No payment added yet.").count()).toBe(1);
    await second.page.screenshot({ path: `${SCREENSHOTS}/gift-card-spent-lg.png`, fullPage: true });
    await second.close();
  });

  test.concurrent("the German site: an item to the billing step, German words and euros, axe clean at 375 px", { timeout: 150_000 }, async () => {
    const { page, problems, close } = await newShopper(browser, "sm");
    await page.goto(`${baseUrl}/de-de/p/mens-cascade-rain-jacket-RLSH1001?color=GRY`, { waitUntil: "networkidle" });
    await page.locator("label", { has: page.getByRole("radio", { name: /^XL\b/ }) }).click();
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    const miniCart = page.getByRole("dialog", { name: "Zum Warenkorb hinzugefügt" });
    await miniCart.getByRole("link", { name: "Warenkorb ansehen" }).click();

    await page.waitForURL(/\/de-de\/cart/);
    const cart = cartOf(page);
    await cart.getByText("Men's Cascade Rain Jacket").first().waitFor();
    await page.waitForLoadState("networkidle");
    const cartText = (await cart.textContent())!;
    for (const word of ["Ihr Warenkorb", "Zwischensumme", "Gesamt", "Entfernen"]) expect(cartText).toContain(word);
    expect(cartText).toMatch(/\d+,\d{2}\s€/);
    expect(cartText).not.toContain("$");
    await page.screenshot({ path: `${SCREENSHOTS}/de-cart-sm.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Loaded afresh, the German page hydrates with its words, which travel in a chunk of their own
    // (src/i18n/lazy-words.ts): no hydration mismatch (a page error), and the lines answer.
    await page.reload({ waitUntil: "networkidle" });
    const stepper = cart.getByRole("spinbutton", { name: /Men's Cascade Rain Jacket/ });
    await cart.getByRole("button", { name: "Men's Cascade Rain Jacket: eins mehr" }).click();
    await expect.poll(() => stepper.inputValue()).toBe("2");
    expect(await cart.textContent()).toContain("Ihr Warenkorb");
    expect(problems).toEqual([]);

    // A refused promo code: the commerce error's message in German too (src/commerce/errors/
    // messages.de.ts, loaded with the page's language), tied to the field.
    const code = cart.getByLabel("Gutscheincode");
    await code.fill("GIBTSNICHT");
    await cart.getByRole("button", { name: "Einlösen" }).click();
    await expect.poll(() => cart.getByRole("alert").first().textContent()).toContain("Der Code GIBTSNICHT ist ungültig.");
    expect(await code.getAttribute("aria-describedby")).toBeTruthy();
    expect(await cart.textContent()).not.toMatch(/not valid|The code/);
    // The refusal's 400 is the only problem the browser logged; the rest of the journey adds none.
    expect(problems).toEqual([expect.stringMatching(/status of 400/)]);
    problems.length = 0;

    await cart.getByRole("link", { name: "Zur Kasse" }).click();
    await page.waitForURL(/\/de-de\/checkout/);
    const checkout = checkoutOf(page);
    await checkout.getByRole("heading", { name: "Kontakt" }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${SCREENSHOTS}/de-shipping-sm.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await checkout.getByLabel("E-Mail", { exact: true }).first().fill("lena@example.com");
    const address = { Vorname: "Lena", Nachname: "Fischer", Adresse: "Tauentzienstraße 9", Ort: "Berlin", Postleitzahl: "10789", Telefon: "030 55501301" };
    for (const [label, value] of Object.entries(address)) await checkout.getByLabel(label, { exact: true }).first().fill(value);
    await checkout.getByRole("button", { name: "Weiter zur Zahlung" }).click();

    await page.waitForURL(/step=billing/);
    await checkout.getByRole("heading", { name: "Rechnungsadresse" }).waitFor();
    await checkout.getByRole("button", { name: "Diese Rechnungsadresse verwenden" }).waitFor();
    const billingText = (await page.locator("main").textContent())!;
    expect(billingText).toContain("Schritt 2 von 3");
    expect(billingText).toMatch(/\d+,\d{2}\s€/);
    expect(billingText).not.toContain("$");
    await page.screenshot({ path: `${SCREENSHOTS}/de-billing-sm.png`, fullPage: true });
    expect(problems).toEqual([]);
    await close();
  });
});
