// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { act, cleanup, render } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { SITES } from "../../../contracts/sites.ts";
import { itemsOfType } from "../../engine/react/story-fixtures.ts";
import { pageContext, PageUnderTest } from "../../engine/react/testing/render-page.tsx";
import { resolvePage } from "../../engine/resolve-page.ts";
import { createRegistry } from "../../registry/create-registry.ts";
import { stubMatchMedia } from "../../ui/carousel/fake-embla.testing.ts";
import { collectionsBlocks } from "../collections-blocks.ts";
import { linkedCardBlock } from "../linked-card/index.ts";

vi.mock("embla-carousel-react", async () => (await import("../../ui/carousel/fake-embla.testing.ts")).fakeEmblaModule);

/**
 * The gallery page of the collections group (`fixtures/content/{site}/pages/blocks-collections.json`):
 * it uses every block and variant of the group, and renders without axe violations. (Colour
 * contrast needs a real browser: the Playwright axe run covers it.)
 */
const registry = createRegistry([...collectionsBlocks, linkedCardBlock]);
const galleries = SITES.map((site) => ({
  site,
  document: JSON.parse(readFileSync(`fixtures/content/${site.siteId}/pages/blocks-collections.json`, "utf8")) as unknown,
}));

let restore: () => void = () => {};
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});
afterEach(() => {
  cleanup();
  restore();
});

describe.each(galleries)("$site.siteId gallery page", ({ site, document }) => {
  const values = (type: string, field: string) => new Set(itemsOfType(document, type).map((item) => item[field] ?? "(default)"));

  test("uses every block and variant of the group", () => {
    expect(values("linked-card", "layout")).toEqual(new Set(["(default)", "overlay", "overlay-top", "overlay-bottom", "below"]));
    expect(values("linked-card", "alignment")).toContain("center");
    expect(itemsOfType(document, "linked-card").some((card) => card.badge)).toBe(true);
    expect(values("icon-and-text-collection", "variant")).toEqual(new Set(["icon-above-text", "icon-left", "one-column"]));
    expect(values("icon-and-text-collection", "iconSize")).toEqual(new Set(["small", "medium", "large"]));
    expect(itemsOfType(document, "icon-and-text-collection").some((block) => (block.iconAndText as unknown[]).length === 4)).toBe(true);
    expect(values("accordion", "allowMultiple")).toEqual(new Set([true, false]));
    expect(values("vertical-list-collection", "imagePosition")).toEqual(new Set(["(default)", "left"]));
    expect(values("vertical-list-collection", "smallScreenImages")).toEqual(new Set(["(default)", "hidden"]));
    expect(values("multi-link-card", "alignment")).toContain("center");
    const layouts = itemsOfType(document, "collection").map((block) => JSON.stringify(block.breakpoints));
    expect(layouts.some((layout) => layout.includes('"grid"'))).toBe(true);
    expect(layouts.some((layout) => layout.includes('"autoplay":true'))).toBe(true);
  });

  test("is valid", () => {
    expect(resolvePage(document, pageContext({ mode: "preview", siteId: site.siteId, localePath: site.localePath }), registry).diagnostics).toEqual([]);
  });

  test.each([375, 900, 1440])("has no axe violations at %ipx", async (width) => {
    // Reduced motion: no carousel turns on its own. On a loaded machine axe's run outlasted a
    // carousel's rotation time, and the turn (a state update outside act) failed the test with
    // React's act() warning.
    restore = stubMatchMedia({ width, reducedMotion: true });
    const context = pageContext({ siteId: site.siteId, localePath: site.localePath });
    const { page } = resolvePage(document, context, registry);
    await act(async () => {
      render(
        <main lang={site.language}>
          <h1>{page.title}</h1>
          <PageUnderTest page={page} context={context} registry={registry} />
        </main>,
      );
    });
    const { violations } = await axe.run(window.document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => node.target.join(" ")) }))).toEqual([]);
  });
});
