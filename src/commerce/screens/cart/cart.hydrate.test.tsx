// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { registry } from "../../../blocks/index.ts";
import { resolvePage } from "../../../engine/resolve-page.ts";
import { asServer } from "../../../engine/react/testing/environment-switch.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "../../../engine/react/testing/render-page.tsx";
import { expectConsole } from "../../../../tests/setup/fail-on-console.ts";
import { cartQuery } from "../../cart/cart-state.ts";
import { cartCookieOf } from "../../cookies.ts";
import { FULL_CART } from "./testing/recorded-carts.ts";
import cartPage from "../../../../fixtures/content/RL-US/pages/cart.json";

vi.mock("../../../engine/react/environment.ts", () => import("../../../engine/react/testing/environment-switch.ts"));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});


test("hydrates without a mismatch when the header read the cart before the block's code arrived, then shows it", async () => {
  const context = pageContext({ pathname: "/en-us/cart" });
  const { page } = resolvePage(cartPage, context, registry);
  const { html } = await asServer(() => streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} />));
  expect(html).toContain("Loading your cart…");

  // The browser's query cache already holds the cart (the header's read), and the block's own
  // read after hydration answers with the same cart.
  vi.stubGlobal("fetch", vi.fn(async () => Response.json(FULL_CART)));
  document.cookie = `${cartCookieOf("RL-US")}=1; path=/`;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(cartQuery("RL-US").queryKey, FULL_CART);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);

  const mismatches: string[] = [];
  // Test artefact: the server renderer and the DOM renderer share one process here.
  expectConsole("error", /multiple renderers concurrently rendering the same context provider/);
  await act(async () => {
    hydrateRoot(container, <PageUnderTest page={page} context={context} registry={registry} queryClient={queryClient} />, {
      onRecoverableError: (error) => void mismatches.push((error as Error).message),
    });
  });

  expect(mismatches).toEqual([]);
  await vi.waitFor(() => expect(container.textContent).toContain(`${FULL_CART.totalItems} items`));
});
