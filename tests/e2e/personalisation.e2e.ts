import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectConsoleProblems, launchChromium } from "./support/browser.ts";
import { watchLayoutShifts } from "./support/layout-shifts.ts";
import { VISITOR_COOKIE } from "../../src/personalisation/visitor.ts";
import experiences from "../../fixtures/personalisation/experiences.json" with { type: "json" };
import { assignVariant, type ExperienceConfig } from "../../contracts/personalisation/variant-assignment.ts";

const baseUrl = inject("baseUrl");
const heroTest = (experiences as ExperienceConfig[]).find((experience) => experience.name === "Home Hero Test")!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** The server-rendered markup of the page's main element (the HTML also carries loader data). */
const renderedMain = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";

/** A visitor id that the deterministic assignment puts into the named variant. */
function visitorIn(variantName: string): string {
  for (let index = 0; index < 10_000; index++) {
    const id = `visitor-${index}`;
    if (assignVariant(heroTest, id)?.name === variantName) return id;
  }
  throw new Error(`no visitor falls into ${variantName}`);
}

async function pageFor(visitorId: string, viewport = { width: 1440, height: 1000 }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: VISITOR_COOKIE, value: visitorId, url: baseUrl }]);
  return context.newPage();
}

/** The page is hydrated and its code has run (the engine marks nothing, so wait for the network and a frame). */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}

describe("experience blocks, decided by the server (issue 16)", () => {
  test.each(["Experiment", "B-bold", "Baseline"])("the %s visitor's variant is in the server HTML and stays after hydration", async (variant) => {
    const visitor = visitorIn(variant);
    const page = await pageFor(visitor);
    const problems = collectConsoleProblems(page);
    const shifted = await watchLayoutShifts(page);
    const html = renderedMain(await (await page.request.get(`${baseUrl}/en-us/qa-experience`)).text());
    const shown = { Experiment: "Experiment hero", "B-bold": "Bold hero", Baseline: "Baseline hero" } as const;
    for (const [name, text] of Object.entries(shown)) expect(html.includes(text), `${name} in the server HTML`).toBe(name === variant);
    const decideCalls: string[] = [];
    page.on("request", (request) => request.url().includes("/api/engine/v1/decide/") && decideCalls.push(request.postData() ?? ""));
    await page.goto(`${baseUrl}/en-us/qa-experience`);
    await settled(page);
    for (const [name, text] of Object.entries(shown)) expect(await page.getByText(text).count(), `${name} after hydration`).toBe(name === variant ? 1 : 0);
    // The browser never asks for a decision of its own: what the shopper sees is the server's.
    expect(decideCalls.filter((body) => body.includes("DecisionRequest"))).toEqual([]);
    expect(await shifted()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("the home page on a phone: the visitor's variant in the server HTML, no layout shift after hydration", async () => {
    const visitor = visitorIn("B-bold");
    const page = await pageFor(visitor, { width: 375, height: 800 });
    const problems = collectConsoleProblems(page);
    const shifted = await watchLayoutShifts(page);
    const html = renderedMain(await (await page.request.get(`${baseUrl}/en-us`)).text());
    expect(html).toContain("Go further this winter");
    expect(html).not.toContain("New season, same mountains");
    await page.goto(`${baseUrl}/en-us`);
    await settled(page);
    // Scrolled through: blocks further down hydrate or mount as they come near, without moving what is above.
    await page.getByText("Go further this winter").scrollIntoViewIfNeeded();
    await settled(page);
    expect(await shifted()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a first visit gets a visitor cookie, and the variant in the HTML is that visitor's", async () => {
    const response = await fetch(`${baseUrl}/en-us/qa-experience`);
    const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith(`${VISITOR_COOKIE}=`));
    expect(cookie).toBeDefined();
    const visitor = cookie!.slice(VISITOR_COOKIE.length + 1).split(";")[0]!;
    const expected = { Experiment: "Experiment hero", "B-bold": "Bold hero", Baseline: "Baseline hero" }[assignVariant(heroTest, visitor)!.name]!;
    expect(renderedMain(await response.text())).toContain(expected);
  });

  test("a visitor in the baseline keeps it, also after a recalculation event", async () => {
    const page = await pageFor(visitorIn("Baseline"));
    await page.goto(`${baseUrl}/en-us/qa-experience`);
    await settled(page);
    const answered = page.waitForResponse((response) => response.url().includes("/api/engine/v1/decide/"));
    await page.evaluate(() => window.dispatchEvent(new Event("p13n:recalculate")));
    expect((await answered).ok()).toBe(true);
    await settled(page);
    expect(await page.getByText("Baseline hero").count()).toBe(1);
    expect(await page.getByText("Experiment hero").count()).toBe(0);
    await page.context().close();
  });

  test("the recalculation event decides again, without a reload", async () => {
    const page = await pageFor(visitorIn("B-bold"));
    await page.goto(`${baseUrl}/en-us/qa-experience`);
    await page.getByText("Bold hero").waitFor();
    await settled(page);
    // Another visitor id, then the event: the block follows the new decision without a reload.
    await page.context().addCookies([{ name: VISITOR_COOKIE, value: visitorIn("Experiment"), url: baseUrl }]);
    await page.evaluate(() => window.dispatchEvent(new Event("p13n:recalculate")));
    await page.getByText("Experiment hero").waitFor();
    expect(await page.getByText("Bold hero").count()).toBe(0);
    await page.context().close();
  });

  test("p13n_testcontext forces a variant, already in the server HTML", async () => {
    const response = await fetch(`${baseUrl}/en-us/qa-experience?p13n_testcontext=${encodeURIComponent("Home Hero Test=B-bold")}`, { headers: { cookie: `${VISITOR_COOKIE}=${visitorIn("Experiment")}` } });
    const html = renderedMain(await response.text());
    expect(html).toContain("Bold hero");
    expect(html).not.toContain("Baseline hero");
    expect(html).not.toContain("Experiment hero");
  });
});
