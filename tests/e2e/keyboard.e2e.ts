import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectConsoleProblems, launchChromium, VIEWPORTS } from "./support/browser.ts";

/**
 * The interactive blocks without a mouse (issue 5): mega menu, carousel, accordion, dialog and
 * pop-up, driven with the keyboard only in Chromium on the production build.
 */
const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

async function open(path: string, viewport: keyof typeof VIEWPORTS = "lg") {
  const page = await browser.newPage({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
  const problems = collectConsoleProblems(page);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  return { page, problems };
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` presses). */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error("The element was not reached with Tab");
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("keyboard only", () => {
  test("mega menu: Tab to a section, Enter opens it, Tab moves inside, Escape closes and returns focus", async () => {
    const { page, problems } = await open("/en-us");
    await tabTo(page, (element) => element.matches("header button[aria-expanded]"));
    const trigger = await focusedText(page);
    await page.keyboard.press("Enter");
    await page.waitForSelector("header button[aria-expanded='true']");
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => !!document.activeElement?.closest("header") && document.activeElement?.tagName === "A");
    expect(inside, "Tab moves into the open section's links").toBe(true);
    await page.keyboard.press("Escape");
    await page.waitForSelector("header button[aria-expanded='true']", { state: "detached" });
    expect(await focusedText(page)).toBe(trigger);
    expect(problems).toEqual([]);
    await page.close();
  });

  test("carousel: focus it, arrow keys move it, the next button works with Enter", async () => {
    const { page, problems } = await open("/en-us/blocks-collections");
    const carousel = page.locator("[aria-roledescription='carousel']").first();
    await carousel.scrollIntoViewIfNeeded();
    // Where the first slide is (it moves left when the carousel moves on), measured at rest,
    // before focus wakes the island (decision 0014): its first frames may not be laid out yet.
    const firstSlideX = () => carousel.locator("[aria-roledescription='slide'], [role='group'][aria-label]").first().evaluate((slide) => Math.round(slide.getBoundingClientRect().x));
    const start = await firstSlideX();
    await carousel.focus();
    // Pressed at once: a key pressed while the code loads is not lost.
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstSlideX).toBeLessThan(start);
    await page.keyboard.press("Home");
    await expect.poll(firstSlideX).toBe(start);
    const next = carousel.locator("button[aria-label='Next slide']");
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(firstSlideX).toBeLessThan(start);
    expect(problems).toEqual([]);
    await page.close();
  });

  test("accordion: Enter and Space toggle, arrow keys move between headings", async () => {
    const { page, problems } = await open("/en-us/blocks-collections");
    const buttons = page.locator("button[aria-controls][aria-expanded]").filter({ hasNot: page.locator("[aria-roledescription]") });
    const accordion = page.locator("[class*='accordion'] button[aria-expanded]");
    const first = (await accordion.count()) > 0 ? accordion.first() : buttons.first();
    await first.scrollIntoViewIfNeeded();
    await first.focus();
    const before = await first.getAttribute("aria-expanded");
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded")).not.toBe(before);
    await page.keyboard.press(" ");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe(before);
    const label = await focusedText(page);
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).not.toBe(label);
    expect(problems).toEqual([]);
    await page.close();
  });

  test("dialog: a #modal link opens it with Enter, focus is inside, Escape closes it and the address loses the fragment", async () => {
    const { page, problems } = await open("/en-us/blocks-overlays");
    // The page's pop-up may open on its own: close it first, as a shopper would.
    const opener = page.locator("a[href^='#modal-']").first();
    await opener.scrollIntoViewIfNeeded();
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector("[role='dialog'][aria-modal='true']");
    expect(page.url()).toMatch(/#modal-/);
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role='dialog']"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.url()).not.toMatch(/#modal-/);
    expect(await page.locator("[role='dialog'][aria-modal='true']").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  test("pop-up: it expands into a dialog that takes focus; Escape dismisses it for good", async () => {
    const { page, problems } = await open("/en-us/blocks-overlays");
    // Expands after its delay (2 s by default).
    await page.waitForSelector("[role='dialog'][aria-modal='true']", { timeout: 10_000 });
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role='dialog']"))).toBe(true);
    await page.keyboard.press("Escape");
    await page.waitForSelector("[role='dialog'][aria-modal='true']", { state: "detached" });
    const dismissed = await page.evaluate(() => localStorage.getItem("popups:dismissed"));
    expect(dismissed).toBeTruthy();
    expect(problems).toEqual([]);
    await page.close();
  });
});
