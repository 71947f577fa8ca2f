// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { beforeAll, expect, test, vi } from "vitest";
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
  defineBlock({ type: "qa-throws", schema: z.object({ message: z.string() }), component: () => import("./testing/throwing-block.tsx") }),
]);

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await ensureSanitizer();
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});

test("in the browser, the block's error boundary catches the retried render and the rest hydrates", async () => {
  const context = pageContext();
  const document = {
    id: "p",
    slug: "p",
    sections: [{ id: "s", items: [
      { id: "before", type: "rich-text", richText: "<p>Before the failure</p>" },
      { id: "boom", type: "qa-throws", message: "kaboom" },
      { id: "after", type: "banner", title: "After the failure" },
    ] }],
  };
  const { page } = resolvePage(document, context, registry);
  const element = <PageUnderTest page={page} context={context} registry={registry} />;
  // The "server" render runs in jsdom here (window defined), so it logs without a block frame.
  expectConsole("error", /\[ssr\] render error: kaboom/);
  const { html } = await asServer(() => streamPageToHtml(element));
  const container = window.document.createElement("div");
  container.innerHTML = html;
  window.document.body.append(container);

  const caught: string[] = [];
  expectConsole("error", /render failed: type=qa-throws id=boom: kaboom/);
  // Test artefact: the server renderer and the DOM renderer share one process here.
  expectConsole("error", /multiple renderers concurrently rendering the same context provider/);
  await act(async () => {
    hydrateRoot(container, element, { onCaughtError: (error) => void caught.push((error as Error).message) });
  });

  expect(container.textContent).toContain("Before the failure");
  expect(container.textContent).toContain("After the failure");
  expect(container.querySelectorAll("h2")).toHaveLength(1);
  // The retried render threw again and was caught by the block's boundary, not the root.
  expect(caught).toEqual(["kaboom"]);
});
