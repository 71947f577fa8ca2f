import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { collectConsoleProblems, launchChromium } from "./support/browser.ts";
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

async function pageFor(visitorId: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: VISITOR_COOKIE, value: visitorId, url: baseUrl }]);
  return context.newPage();
}

describe("experience blocks", () => {
  test("the server renders the baseline; the browser then shows the visitor's decided variant", async () => {
    const page = await pageFor(visitorIn("Experiment"));
    const problems = collectConsoleProblems(page);
    const html = renderedMain(await (await page.request.get(`${baseUrl}/en-us/qa-experience`)).text());
    expect(html).toContain("Baseline hero");
    expect(html).not.toContain("Experiment hero");
    await page.goto(`${baseUrl}/en-us/qa-experience`);
    await page.getByText("Experiment hero").waitFor();
    expect(await page.getByText("Baseline hero").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a visitor in the baseline keeps it, also after a recalculation event", async () => {
    const page = await pageFor(visitorIn("Baseline"));
    await page.goto(`${baseUrl}/en-us/qa-experience`, { waitUntil: "networkidle" });
    await page.evaluate(() => window.dispatchEvent(new Event("p13n:recalculate")));
    await page.waitForTimeout(200);
    expect(await page.getByText("Baseline hero").count()).toBe(1);
    expect(await page.getByText("Experiment hero").count()).toBe(0);
    await page.context().close();
  });

  test("the recalculation event asks for the variant again", async () => {
    const page = await pageFor(visitorIn("B-bold"));
    await page.goto(`${baseUrl}/en-us/qa-experience`);
    await page.getByText("Bold hero").waitFor();
    // Another visitor id, then the event: the block follows the new decision without a reload.
    await page.context().addCookies([{ name: VISITOR_COOKIE, value: visitorIn("Experiment"), url: baseUrl }]);
    await page.evaluate(() => window.dispatchEvent(new Event("p13n:recalculate")));
    await page.getByText("Experiment hero").waitFor();
    await page.context().close();
  });

  test("p13n_testcontext forces a variant, already in the server HTML", async () => {
    const response = await fetch(`${baseUrl}/en-us/qa-experience?p13n_testcontext=${encodeURIComponent("Home Hero Test=B-bold")}`);
    const html = renderedMain(await response.text());
    expect(html).toContain("Bold hero");
    expect(html).not.toContain("Baseline hero");
  });
});
