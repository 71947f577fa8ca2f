import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./support/browser.ts";
import { axeViolations } from "./support/page-sweep.ts";
import { PARKA, SCREENSHOTS, addToCart, confirmationNumber, newShopper, payByCard, shippingStep, toSummary, checkoutOf, fillAddress } from "./support/buying.ts";
import { SEED_PASSWORD, signInDialog, signInThroughHeader, signOutThroughHeader } from "./support/identity.ts";

/**
 * Sign-in, sign-up, the account, favourites, stores and buy-in-store (issue 15), through the UI
 * only, in Chromium on the production build. Each test has accounts of its own (seeded ones, or
 * one it signs up), so the tests run side by side. The backend is asked only for the emailed
 * reset link (its mailbox) and never to set anything up.
 */
const baseUrl = inject("baseUrl");
const backendUrl = inject("backendUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const banner = (page: Page) => page.getByRole("banner");
/** Whether a PDF shows `text`: in its (deflated) content streams, as a literal or hex string. */
function pdfShows(pdf: Buffer, text: string): boolean {
  const raw = pdf.toString("latin1");
  const hex = Buffer.from(text, "latin1").toString("hex");
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, raw.indexOf("endstream", start));
    let content: string;
    try {
      content = inflateSync(data).toString("latin1");
    } catch {
      content = data.toString("latin1");
    }
    if (content.includes(text) || content.replace(/\s/g, "").toLowerCase().includes(hex)) return true;
  }
  return false;
}

const priceOnProductPage = async (page: Page) => (await page.locator('[data-screen="product-details"]').innerText()).match(/\$\d[\d,]*\.\d\d/)?.[0];

describe("identity", () => {
  test.concurrent("sign up in the dialog → profile completion → sign out → sign in again with the keyboard alone", { timeout: 120_000 }, async () => {
    const { page, problems, close } = await newShopper(browser);
    const email = `grace.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/en-us`, { waitUntil: "networkidle" });
    await page.getByText("Join the Summit Club").first().waitFor();
    await banner(page).getByRole("button", { name: "Sign in" }).click();
    const dialog = signInDialog(page);
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByText(`No account uses ${email} yet.`).waitFor();
    await dialog.getByLabel("First name").fill("Grace");
    await dialog.getByLabel("Last name").fill("Hopper");
    await dialog.getByLabel("Password", { exact: true }).fill("Compiler-1952");
    await dialog.getByLabel("Confirm password").fill("Compiler-1952");
    await dialog.getByLabel(/Birth date/).fill("12/09/1990");
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-sign-up-lg.png` });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Create account" }).click();
    // Joined loyalty (ticked by default): welcome, then the phone, the postal code, the interests.
    await dialog.getByRole("heading", { name: "Welcome to Ridgeline Rewards" }).waitFor();
    expect(await dialog.getByText("Step 1 of 5").count()).toBe(1);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("heading", { name: "Add your mobile number" }).waitFor();
    await dialog.getByLabel(/Mobile phone/).fill("3035550123");
    await dialog.getByRole("button", { name: "Save and continue" }).click();
    await dialog.getByRole("heading", { name: "Complete your profile" }).waitFor();
    await dialog.getByLabel("Postal code").fill("80302");
    await dialog.getByRole("button", { name: "Save and continue" }).click();
    await dialog.getByRole("heading", { name: "What do you love doing outside?" }).waitFor();
    await dialog.getByRole("checkbox", { name: "Climbing" }).check();
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-interests-lg.png` });
    await dialog.getByRole("button", { name: "Save and continue" }).click();
    await dialog.getByRole("heading", { name: "All set" }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).last().click();
    // Signed in without a reload: the header greets, the home's segment is the loyalty one.
    await banner(page).getByRole("button", { name: "Hi, Grace" }).waitFor();
    await page.getByText("You have points to spend").first().waitFor();
    expect(await page.getByText("Join the Summit Club").count()).toBe(0);

    await signOutThroughHeader(page);
    await banner(page).getByRole("button", { name: "Sign in" }).waitFor();
    await page.getByText("Join the Summit Club").first().waitFor();

    // Keyboard alone: Tab to "Sign in", Enter, the email, Enter, the password, Enter.
    // From the top of a fresh page, as a keyboard user arrives.
    await page.goto(`${baseUrl}/en-us`, { waitUntil: "networkidle" });
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === "Sign in") break;
    }
    await page.keyboard.press("Enter");
    await signInDialog(page).getByLabel("Email address").waitFor();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await signInDialog(page).getByLabel("Password").waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("password");
    await page.keyboard.type("Compiler-1952");
    await page.keyboard.press("Enter");
    await signInDialog(page).getByText("Welcome back, Grace.").waitFor();
    await page.keyboard.press("Escape");
    await banner(page).getByRole("button", { name: "Hi, Grace" }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test.concurrent("a loyalty member sees the loyalty segment and the member price; an employee accepts the terms and sees employee prices", { timeout: 120_000 }, async () => {
    const loyalty = await newShopper(browser);
    await loyalty.page.goto(`${baseUrl}${PARKA}?color=BLK`, { waitUntil: "networkidle" });
    expect(await priceOnProductPage(loyalty.page)).toBe("$350.00");
    await signInThroughHeader(loyalty.page, "sam.loyalty@example.com");
    // The page follows the session without a reload: the member's price.
    await expect.poll(() => priceOnProductPage(loyalty.page)).toBe("$315.00");
    await loyalty.page.goto(`${baseUrl}/en-us`, { waitUntil: "networkidle" });
    // Server-rendered for the member: the loyalty segment is in the HTML, not swapped in later.
    // The markup without its scripts: the route data in them carries the block's documents.
    const markup = (await (await loyalty.page.request.get(`${baseUrl}/en-us`)).text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(markup).toContain("You have points to spend");
    expect(markup).not.toContain("Join the Summit Club");
    expect(markup).toContain("Hi, Sam");
    await loyalty.page.screenshot({ path: `${SCREENSHOTS}/../identity-loyalty-home-lg.png` });
    // The product grid (search results) and the cart price the member too.
    await loyalty.page.goto(`${baseUrl}/en-us/search?q=summit+parka`, { waitUntil: "networkidle" });
    const tile = loyalty.page.locator("article, li").filter({ has: loyalty.page.locator('a[href^="/en-us/p/summit-parka"]') }).first();
    expect(await tile.innerText()).toContain("$315.00");
    await addToCart(loyalty.page, { path: PARKA, colour: "BLK", size: /^S\b/ });
    await loyalty.page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
    const line = loyalty.page.locator('[data-screen="cart"]').getByRole("listitem").filter({ hasText: "Summit Parka" }).first();
    await line.waitFor();
    expect(await line.innerText()).toContain("$315.00");
    await loyalty.close();

    const employee = await newShopper(browser);
    await employee.page.goto(`${baseUrl}${PARKA}?color=BLK`, { waitUntil: "networkidle" });
    await signInThroughHeader(employee.page, "jordan.employee@example.com");
    const terms = employee.page.getByRole("dialog", { name: "Employee discount terms" });
    await terms.waitFor();
    // Before the terms: the list price.
    expect(await priceOnProductPage(employee.page)).toBe("$350.00");
    expect(await axeViolations(employee.page)).toEqual([]);
    await terms.getByRole("button", { name: "Accept the terms" }).click();
    await terms.getByText("Thank you: employee prices now apply.").waitFor();
    await terms.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => priceOnProductPage(employee.page)).toBe("$210.00");
    // Accepted for good: the next page asks no more.
    await employee.page.reload({ waitUntil: "networkidle" });
    expect(await priceOnProductPage(employee.page)).toBe("$210.00");
    expect(await employee.page.getByRole("dialog", { name: "Employee discount terms" }).count()).toBe(0);
    expect(employee.problems).toEqual([]);
    await employee.close();
  });

  test.concurrent("a guest keeps the order in a new account: the account lists it and its invoice downloads; an address added, edited and made main", { timeout: 150_000 }, async () => {
    const { page, close } = await newShopper(browser);
    const email = `order.keeper.${Date.now()}@example.com`;
    await addToCart(page, { path: PARKA, colour: "BLK", size: /^L\b/ });
    await shippingStep(page, email);
    await payByCard(page, "4111 1111 1111 1111");
    await toSummary(page);
    await checkoutOf(page).getByRole("button", { name: "Place order" }).click();
    const orderNumber = await confirmationNumber(page);
    const confirmation = page.locator('[data-screen="order-confirmation"]');
    await confirmation.getByLabel("Password").fill("Keep-My-Order-1");
    await confirmation.getByRole("button", { name: "Create account" }).click();
    await confirmation.getByText(/saved to your account|is now in your account/i).waitFor();

    await page.goto(`${baseUrl}/en-us/account`, { waitUntil: "networkidle" });
    const orders = page.locator('[data-screen="order-history"], [data-block-type="order-history"]').first();
    await page.getByText(orderNumber).first().waitFor();
    await page.getByRole("link", { name: `View details order ${orderNumber}` }).or(page.getByRole("link", { name: new RegExp(`View details.*${orderNumber}`) })).first().click();
    await page.getByRole("button", { name: "Download invoice" }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-order-details-lg.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download invoice" }).click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfShows(pdf, orderNumber)).toBe(true);
    void orders;

    await page.goto(`${baseUrl}/en-us/account-profile`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Add an address" }).click();
    const editor = page.getByRole("form", { name: /New address/ }).or(page.locator("form", { has: page.getByRole("button", { name: "Save address" }) })).first();
    await fillAddress(editor);
    await editor.getByRole("button", { name: "Save address" }).click();
    await page.getByText("The address is added.").waitFor();
    await page.getByRole("button", { name: /^Edit/ }).first().click();
    const edit = page.locator("form", { has: page.getByRole("button", { name: "Save address" }) }).first();
    await edit.getByLabel("Address", { exact: true }).first().fill("1 Boulder Creek Path");
    await edit.getByRole("button", { name: "Save address" }).click();
    await page.getByText("The address is saved.").waitFor();
    await page.getByText(/1 Boulder Creek Path/).first().waitFor();
    const makeMain = page.getByRole("button", { name: /Make main (delivery|billing) address/ }).first();
    if (await makeMain.count()) {
      await makeMain.click();
      await page.getByText(/is now your main (delivery|billing) address/).waitFor();
    }
    await page.getByText(/Main (delivery|billing) address/).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-account-profile-lg.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  test.concurrent("a guest's favourite is still there after sign-in, and the list is shared by a link that opens read-only", { timeout: 120_000 }, async () => {
    const { page, close } = await newShopper(browser);
    await page.goto(`${baseUrl}${PARKA}?color=BLK`, { waitUntil: "networkidle" });
    // A guest's favourites need a session: the add to cart starts one.
    await addToCart(page, { path: PARKA, colour: "BLK", size: /^S\b/ });
    const heart = page.locator('[data-screen="product-details"]').getByRole("button", { name: "Favourite" });
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await signInThroughHeader(page, "casey.ipa@example.com");
    await page.goto(`${baseUrl}/en-us/favorites`, { waitUntil: "networkidle" });
    const list = page.locator('[data-screen="favorites"]');
    await list.getByText("Summit Parka").first().waitFor();
    await list.getByRole("button", { name: "Share your list" }).click();
    const link = await page.getByLabel("Link to your list").inputValue();
    expect(link).toMatch(/favoriteId=.+shareToken=|shareToken=.+favoriteId=/);
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-favourites-lg.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    const friend = await newShopper(browser);
    await friend.page.goto(link.startsWith("http") ? link : `${baseUrl}${link}`, { waitUntil: "networkidle" });
    const shared = friend.page.locator('[data-screen="favorites"]');
    await shared.getByRole("heading", { name: "A shared list" }).waitFor();
    await shared.getByText("Summit Parka").first().waitFor();
    expect(await shared.getByRole("button", { name: /Remove/ }).count()).toBe(0);
    await friend.close();
    await close();
  });

  test.concurrent("a heart on a category grid: the product is then among the favourites, and the heart is still on after a reload", { timeout: 120_000 }, async () => {
    const { page, problems, close } = await newShopper(browser);
    const GRID = `${baseUrl}/en-us/c/jackets-100200`;
    await page.goto(GRID, { waitUntil: "networkidle" });
    const tile = page.locator('[data-screen="product-grid"] article', { hasText: "Men's Cascade Rain Jacket" });
    // The hearts come with the page's JavaScript (the server's HTML is the same for every shopper).
    const heart = tile.getByRole("button", { name: "Favourite: Men's Cascade Rain Jacket" });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: /^Favourite: / }).count()).toBe(await page.locator('[data-screen="product-grid"] article').count());
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-grid-hearts-lg.png` });
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/en-us/favorites`, { waitUntil: "networkidle" });
    await page.locator('[data-screen="favorites"]').getByRole("heading", { name: "Men's Cascade Rain Jacket" }).waitFor();

    await page.goto(GRID, { waitUntil: "networkidle" });
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator('[data-screen="product-grid"] [aria-pressed="true"][aria-label^="Favourite: "]').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  test.concurrent("a store found by postal code becomes my store; the pickup dialog starts from it", { timeout: 90_000 }, async () => {
    const { page, problems, close } = await newShopper(browser, "sm");
    await page.goto(`${baseUrl}/en-us/store-locator`, { waitUntil: "networkidle" });
    await page.getByLabel("Postal code or city").fill("02115");
    await page.getByRole("button", { name: "Find stores" }).click();
    const boston = page.getByRole("listitem").filter({ hasText: "Ridgeline Boston" }).first();
    await boston.waitFor();
    expect(await boston.innerText()).toMatch(/mi away/);
    await boston.getByRole("button", { name: /Set as my store/ }).click();
    await boston.getByText("Your store").first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-store-locator-sm.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.reload({ waitUntil: "networkidle" });
    await page.getByText(/Your store: Ridgeline Boston/).first().waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test.concurrent("an associate signs in at /associate-login, adjusts a price on the customer's cart and signs out back to /associate-login", { timeout: 120_000 }, async () => {
    const { page, problems, close } = await newShopper(browser);
    await page.goto(`${baseUrl}/associate-login`, { waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname).toBe("/en-us/associate-login");
    await page.getByLabel("Store id").fill("S1001");
    await page.getByLabel("Employee id").fill("E1001");
    await page.getByLabel("Password").fill("Associate-2026");
    await page.getByRole("button", { name: "Sign in" }).last().click();
    await page.getByText(/Connected: Maria Lopez at/).waitFor();
    await banner(page).getByText(/· Maria Lopez/).waitFor();
    await addToCart(page, { path: PARKA, colour: "BLK", size: /^XL\b/ });
    await page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
    const cart = page.locator('[data-screen="cart"]');
    await cart.getByText(/Buy in store: .* · Maria Lopez/).waitFor();
    expect(await cart.getByRole("button", { name: /Save for later/ }).count()).toBe(0);
    await cart.getByRole("button", { name: /Adjust price: Summit Parka/ }).click();
    const adjust = page.getByRole("dialog", { name: /Adjust the price of Summit Parka/ });
    await adjust.getByLabel("Amount off each unit").fill("20");
    await adjust.getByLabel("Reason").selectOption({ label: "Damaged item" });
    await adjust.getByRole("button", { name: "Save adjustment" }).click();
    await cart.getByText(/Price adjusted: .*\$20\.00.*Damaged item/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/../identity-associate-cart-lg.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await banner(page).getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/en-us\/associate-login$/);
    expect(problems).toEqual([]);
    await close();
  });

  test.concurrent("forgot password → the emailed link → a new password → sign in with it", { timeout: 90_000 }, async () => {
    const { page, close } = await newShopper(browser, "sm");
    const email = "riley.athlete@example.com";
    await page.goto(`${baseUrl}/en-us/help`, { waitUntil: "networkidle" });
    await banner(page).getByRole("button", { name: "Sign in" }).click();
    const dialog = signInDialog(page);
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("button", { name: "Forgot your password?" }).click();
    await dialog.getByRole("button", { name: "Send the link" }).click();
    await dialog.getByText(/If an account exists for this email/).waitFor();
    const mailbox = (await (await fetch(`${backendUrl}/mock/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { messages: { template: string; payload: { resetPath: string } }[] };
    const reset = mailbox.messages.find((message) => message.template === "password-reset");
    expect(reset?.payload.resetPath).toMatch(/^\/en-us\/reset-password\?token=/);
    await page.goto(`${baseUrl}${reset!.payload.resetPath}`, { waitUntil: "networkidle" });
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("Your password needs at least 8 characters").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("Brand-New-Trail-9");
    await page.getByLabel("Confirm password", { exact: true }).fill("Brand-New-Trail-9");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("Your password is changed.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInThroughHeader(page, email, "Brand-New-Trail-9", /^Hi, Riley/);
    await close();
  });
});

describe("the account screens for a member, at 375 and 1440 px: no axe violations", () => {
  const SCREENS = ["account", "account-profile", "favorites", "store-locator", "track-order", "gift-card", "contact-us", "warranty", "location-selector"];
  for (const viewport of ["sm", "lg"] as const) {
    test.concurrent(`${viewport === "sm" ? "375" : "1440"} px`, { timeout: 150_000 }, async () => {
      const { page, close } = await newShopper(browser, viewport);
      await page.goto(`${baseUrl}/en-us/help`, { waitUntil: "networkidle" });
      await signInThroughHeader(page, viewport === "sm" ? "taylor.wranx@example.com" : "alex.regular@example.com");
      for (const slug of SCREENS) {
        await page.goto(`${baseUrl}/en-us/${slug}`, { waitUntil: "networkidle" });
        await page.waitForFunction(() => !document.querySelector('[role="status"][aria-busy="true"], .block-skeleton'));
        await page.screenshot({ path: `${SCREENSHOTS}/../member-${slug}-${viewport}.png`, fullPage: true });
        expect(await axeViolations(page), slug).toEqual([]);
      }
      expect(SEED_PASSWORD).toBeTruthy();
      await close();
    });
  }
});
