// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { z } from "zod";
import { ensureSanitizer } from "#sanitize";
import { blockDefinitions } from "../../blocks/index.ts";
import { createRegistry } from "../../registry/create-registry.ts";
import { defineBlock } from "../../registry/define-block.ts";
import { resolvePage } from "../resolve-page.ts";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "./testing/render-page.tsx";
import { asServer } from "./testing/environment-switch.ts";

vi.mock("./environment.ts", () => import("./testing/environment-switch.ts"));

const registry = createRegistry([
  ...blockDefinitions,
  // Server HTML that is final, like rich text, but its render throws.
  defineBlock({ type: "qa-throws-kept", hydrate: "never", schema: z.object({ message: z.string() }), component: () => import("./testing/throwing-block.tsx") }),
]);

const context = pageContext();
const text = (id: string, words: string) => ({ id, type: "rich-text", richText: `<p>${words}</p>` });
const accordion = (id: string) => ({ id, type: "accordion", items: [{ heading: "Question", richText: "<p>Answer</p>" }] });

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await ensureSanitizer();
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

async function serverHtml(items: unknown[]) {
  const { page } = resolvePage({ id: "p", slug: "p", sections: [{ id: "s", items }] }, context, registry);
  const element = <PageUnderTest page={page} context={context} registry={registry} />;
  const { html } = await asServer(() => streamPageToHtml(element));
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return { container, page };
}

/** The islands of the section, each as the texts of the blocks in it. */
const islands = (container: Element) =>
  [...container.querySelectorAll("section > [data-island]")].map((island) =>
    island.getAttribute("data-island") === "never" ? `never: ${[...island.querySelectorAll("p, h2")].map((node) => node.textContent).join(" | ")}` : island.getAttribute("data-island"),
  );

test("consecutive blocks whose HTML is final share one island box; a block that acts breaks the run", async () => {
  const { container } = await serverHtml([
    text("a", "One"),
    text("b", "Two"),
    { id: "c", type: "banner", title: "Three" },
    accordion("acc"),
    text("d", "Four"),
    text("e", "Five"),
    text("lonely-after-accordion", "Six"),
    accordion("acc2"),
    text("f", "Seven"),
  ]);
  expect(islands(container)).toEqual(["never: One | Two | Three", "interaction", "never: Four | Five | Six", "interaction", "never: Seven"]);
});

test("a block that throws in a run loses only itself: its neighbours in the same box render", async () => {
  expectConsole("error", /\[ssr\] render error: kaboom/);
  const { container } = await serverHtml([text("a", "Before"), { id: "boom", type: "qa-throws-kept", message: "kaboom" }, text("b", "After")]);
  expect(islands(container)).toEqual(["never: Before | After"]);
});

test("the browser keeps a run's server HTML as it is, and renders the run anew when one of its blocks changes", async () => {
  const items = [text("a", "One"), text("b", "Two")];
  const { container, page } = await serverHtml(items);
  const kept = container.querySelector("p");
  // Test artefact: the server renderer and the DOM renderer share one process here.
  expectConsole("error", /multiple renderers concurrently rendering the same context provider/);
  await act(async () => {
    root = hydrateRoot(container, <PageUnderTest page={page} context={context} registry={registry} />);
  });
  expect(islands(container)).toEqual(["never: One | Two"]);
  expect(container.querySelector("p")).toBe(kept);

  const changed = resolvePage({ id: "p", slug: "p", sections: [{ id: "s", items: [text("a", "One"), text("b", "Two, revised")] }] }, context, registry).page;
  await act(async () => root!.render(<PageUnderTest page={changed} context={context} registry={registry} />));
  await vi.waitFor(() => expect(islands(container)).toEqual(["never: One | Two, revised"]));
});
