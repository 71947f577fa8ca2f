// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { pageContext, PageUnderTest } from "../../engine/react/testing/render-page.tsx";
import { asServer } from "../../engine/react/testing/environment-switch.ts";
import { resolvePage } from "../../engine/resolve-page.ts";
import { createRegistry } from "../../registry/create-registry.ts";
import { stubMatchMedia } from "../../ui/carousel/fake-embla.testing.ts";
import { linkedCardBlock } from "../linked-card/index.ts";
import { collectionBlock } from "./index.ts";

vi.mock("../../engine/react/environment.ts", () => import("../../engine/react/testing/environment-switch.ts"));
vi.mock("embla-carousel-react", async () => (await import("../../ui/carousel/fake-embla.testing.ts")).fakeEmblaModule);

const registry = createRegistry([collectionBlock, linkedCardBlock]);

const card = (id: string, title: string) => ({
  id,
  type: "linked-card",
  title,
  media: { type: "image", url: `/media/card-${id}.svg`, alt: "", width: 800, height: 600 },
  targets: [{ text: `Shop ${title}`, url: `/en-us/c/${id}-100200` }],
});

const page = (collection: Record<string, unknown>) => ({
  id: "p",
  slug: "p",
  sections: [{ id: "s", items: [{ id: "picks", type: "collection", title: "Trail-ready picks", ...collection }] }],
});

let restore: () => void = () => {};
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});
afterEach(() => {
  cleanup();
  restore();
});

async function renderPage(document: unknown, width = 1440, mode: "publish" | "preview" = "publish") {
  restore = stubMatchMedia({ width });
  const context = pageContext({ mode });
  const { page: resolved } = resolvePage(document, context, registry);
  await act(async () => {
    render(<PageUnderTest page={resolved} context={context} registry={registry} />);
  });
}

describe("collection", () => {
  const items = [card("jackets", "Jackets"), card("footwear", "Footwear"), card("packs", "Packs")];

  test("its items are child blocks, one per slide, named by the collection's title", async () => {
    await renderPage(page({ items }));
    const region = screen.getByRole("region", { name: "Trail-ready picks" });
    const slides = within(region).getAllByRole("group").filter((group) => group.getAttribute("aria-roledescription") === "slide");
    expect(slides.map((slide) => [slide.getAttribute("aria-label"), within(slide).getByRole("link").textContent])).toEqual([
      ["1 of 3", "Jackets"],
      ["2 of 3", "Footwear"],
      ["3 of 3", "Packs"],
    ]);
  });

  test("a grid at this breakpoint: a list of the same items", async () => {
    await renderPage(page({ items, breakpoints: { lg: { type: "grid" } } }), 1440);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  test("the engine preloads the children's code with the page", () => {
    const { plan } = resolvePage(page({ items }), pageContext(), registry);
    expect(plan.eagerTypes).toEqual(["collection", "linked-card"]);
  });

  test("an invalid child is left out for shoppers; the others stay", async () => {
    await renderPage(page({ items: [card("jackets", "Jackets"), { id: "broken", type: "linked-card", layout: "overlay" }] }));
    expect(screen.getAllByRole("group").filter((group) => group.getAttribute("aria-roledescription") === "slide").map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 1"]);
  });

  test("when every child is invalid the section is left out", async () => {
    await renderPage(page({ items: [{ id: "broken", type: "linked-card", layout: "overlay" }] }));
    expect(document.querySelector("section")).toBeNull();
  });

  test("server HTML: carousel semantics of the small-screen layout, every control present for CSS to hide", () => {
    const context = pageContext();
    const { page: resolved } = resolvePage(page({ items, breakpoints: { sm: { showArrows: false }, md: { showArrows: true }, lg: { type: "grid" } } }), context, registry);
    const html = asServer(() => renderToString(<PageUnderTest page={resolved} context={context} registry={registry} />));
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('data-layout-lg="grid"');
    expect(html).toMatch(/class="[^"]*hide-sm hide-lg"[^>]*aria-label="Previous slide"/);
    expect(html).not.toContain("automatic rotation");
  });
});
