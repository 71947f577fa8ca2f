import { readFileSync } from "node:fs";
import { QueryClient } from "@tanstack/react-query";
import { beforeAll, describe, expect, test } from "vitest";
import { registry } from "../../../blocks/index.ts";
import { planRender } from "../../../engine/render-plan.ts";
import { resolvePage } from "../../../engine/resolve-page.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "../../../engine/react/testing/render-page.tsx";
import { cartQuery } from "../../cart/cart-state.ts";
import { FULL_CART } from "./testing/recorded-carts.ts";

beforeAll(async () => {
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});

const cartPage = (site: string) => JSON.parse(readFileSync(new URL(`../../../../fixtures/content/${site}/pages/cart.json`, import.meta.url), "utf8")) as unknown;

describe("the cart block on the server", () => {
  test("renders its shell without data: the page's heading and a loading status, never the shopper's cart", async () => {
    const context = pageContext({ pathname: "/en-us/cart" });
    const { page, diagnostics } = resolvePage(cartPage("RL-US"), context, registry);
    expect(diagnostics).toEqual([]);
    // Even a query client that somehow holds a cart renders none: the cart is the shopper's.
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQuery("RL-US").queryKey, FULL_CART);
    const { html, errors } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} queryClient={queryClient} />);
    expect(errors).toEqual([]);
    expect(html).toContain("Your cart</h1>");
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading your cart…");
    expect(html).not.toContain("Cascade Rain Jacket");
    expect(html).not.toContain(`${FULL_CART.totalItems} items`);
  });

  test("no data provider and nothing to prefetch; it hydrates with the page", () => {
    const context = pageContext({ pathname: "/en-us/cart" });
    const { page } = resolvePage(cartPage("RL-US"), context, registry);
    const plan = planRender(page.sections, context, registry);
    expect(registry.get("cart")?.dataProvider).toBeUndefined();
    expect(plan.prefetch).toEqual([]);
    expect(plan.hydratingTypes).toContain("cart");
  });

  test("the site's words, and the editor's heading", async () => {
    const context = pageContext({ siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/cart" });
    const document = { id: "cart", slug: "cart", title: "Warenkorb", sections: [{ id: "s", items: [{ id: "cart", type: "cart", heading: "Ihre Tasche" }] }] };
    const { page, diagnostics } = resolvePage(document, context, registry);
    expect(diagnostics).toEqual([]);
    const { html } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} />);
    expect(html).toContain("Ihre Tasche</h1>");
    expect(html).toContain("Ihr Warenkorb wird geladen …");
  });

  test("an unsafe link of the empty cart is refused", () => {
    const context = pageContext({ mode: "preview" });
    const document = { id: "cart", slug: "cart", title: "Cart", sections: [{ id: "s", items: [{ id: "cart", type: "cart", emptyCtaHref: "javascript:alert(1)" }] }] };
    const { diagnostics } = resolvePage(document, context, registry);
    expect(diagnostics.map((diagnostic) => diagnostic.field)).toEqual(["emptyCtaHref"]);
  });
});
