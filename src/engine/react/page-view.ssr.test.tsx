import { readFileSync } from "node:fs";
import { hydrationOf } from "../hydration.ts";
import type { BlockNode } from "../types.ts";
import { beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { registry as storefrontRegistry, blockDefinitions } from "../../blocks/index.ts";
import { createRegistry } from "../../registry/create-registry.ts";
import { defineBlock } from "../../registry/define-block.ts";
import { resolvePage } from "../resolve-page.ts";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "./testing/render-page.tsx";

const throwingBlock = defineBlock({
  type: "qa-throws",
  schema: z.object({ message: z.string() }),
  component: () => import("./testing/throwing-block.tsx"),
});
const registryWithThrowing = createRegistry([...blockDefinitions, throwingBlock]);

beforeAll(async () => {
  await Promise.all([storefrontRegistry.preloadAll(), storefrontRegistry.preloadSchemas()]);
  await Promise.all([registryWithThrowing.preloadAll(), registryWithThrowing.preloadSchemas()]);
});

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../../../fixtures/content/${path}`, import.meta.url), "utf8")) as unknown;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

/** A lazy block the server leaves as a skeleton: one whose code the browser runs. */
const deferred = (node: BlockNode) => node.lazy && hydrationOf(node, storefrontRegistry, false) === "load";

describe("server render of whole pages", () => {
  test.each([["RL-US/pages/home.json"], ["RL-GB/pages/home.json"], ["RL-DE/pages/home.json"], ["RL-US/pages/help.json"], ["RL-US/category/default.json"]])(
    "%s renders every eager block of the fixture",
    async (path) => {
      const context = pageContext();
      const { page, diagnostics } = resolvePage(fixture(path), context, storefrontRegistry);
      expect(diagnostics).toEqual([]);
      const { html, errors } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={storefrontRegistry} />);
      expect(errors).toEqual([]);
      // Every eager top-level block's own title or text shows up in the HTML.
      for (const section of page.sections) {
        for (const node of section.items) {
          // Blocks that show nothing in this context (recommendations without a decision) are left out.
          if (node.kind !== "block" || deferred(node) || storefrontRegistry.get(node.type)?.isEmpty?.(node.props, context)) continue;
          const title = node.props.title;
          if (typeof title === "string" && node.type !== "linked-card") expect(text(html)).toContain(title);
        }
      }
      // Lazy blocks with code or data to defer render their reserved-size skeleton on the server;
      // lazy blocks that need neither render as HTML (decision 0014).
      const lazyCount = page.sections.flatMap((section) => section.items).filter((node) => node.kind === "block" && deferred(node)).length;
      expect(html.split("data-lazy-placeholder").length - 1).toBe(lazyCount);
      // Publish mode carries no editor metadata.
      expect(html).not.toContain("data-block-id");
    },
  );

  test("a block that throws is left out and the rest of the page streams", async () => {
    const context = pageContext();
    const document = {
      id: "p",
      slug: "p",
      sections: [
        {
          id: "s",
          items: [
            { id: "before", type: "rich-text", richText: "<p>Before the failure</p>" },
            { id: "boom", type: "qa-throws", message: "kaboom" },
            { id: "after", type: "banner", title: "After the failure" },
          ],
        },
      ],
    };
    const { page } = resolvePage(document, context, registryWithThrowing);
    expectConsole("error", /render failed on the server: type=qa-throws id=boom: kaboom; skipped/);
    const { html, errors } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registryWithThrowing} />);
    expect(text(html)).toContain("Before the failure");
    expect(text(html)).toContain("After the failure");
    expect(html).not.toContain("kaboom-rendered");
    expect(errors.map((error) => (error as Error).message)).toEqual(["kaboom"]);
    // The failed boundary is marked for the browser to retry (React's client-render marker).
    expect(html).toContain("<!--$!-->");
  });

  test("preview mode shows diagnostic cards and editor metadata", async () => {
    const context = pageContext({ mode: "preview" });
    const document = {
      id: "p",
      slug: "p",
      sections: [{ id: "s", items: [{ id: "bad", type: "banner" }, { id: "good", type: "spacer" }] }],
    };
    const { page } = resolvePage(document, context, storefrontRegistry);
    const { html } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={storefrontRegistry} />);
    expect(html).toContain('data-block-id="bad"');
    expect(html).toContain('data-block-path="sections[0].items[0]"');
    expect(text(html)).toContain("title : Required field is missing");
  });
});
