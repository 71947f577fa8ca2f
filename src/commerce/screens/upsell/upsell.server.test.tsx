import { readFileSync } from "node:fs";
import { QueryClient } from "@tanstack/react-query";
import { beforeAll, describe, expect, test } from "vitest";
import { registry } from "../../../blocks/index.ts";
import { planRender } from "../../../engine/render-plan.ts";
import { resolvePage } from "../../../engine/resolve-page.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "../../../engine/react/testing/render-page.tsx";
import type { CommerceClient } from "../../api/client.ts";
import { bindCommerce } from "../../commerce-access.ts";
import type { PagePersonalisation } from "../../../personalisation/page-personalisation.ts";
import { BASECAMP_JACKET, COLDFRONT_VEST, inventoryFixture, LOFT_HOODIE, SUMMIT_PARKA_PAGE, SUMMIT_PARKA_UPSELL, upsellPersonalisation, WINDWARD_JACKET } from "./testing/upsell-fixtures.ts";

beforeAll(async () => {
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});

/** The Summit Parka's fixture page (the upsell sits under "complete the set"). */
const parkaPage = JSON.parse(readFileSync(new URL("../../../../fixtures/content/RL-US/product/NF0A3C8D.json", import.meta.url), "utf8")) as unknown;

/** The server's query client: the hoodie sold out, the vest's lookup fails, the others in stock. */
function serverClient() {
  const asked: string[] = [];
  const productInventory = async (productId: string) => {
    asked.push(productId);
    if (productId === COLDFRONT_VEST.id) throw new Error("inventory unavailable");
    return inventoryFixture(productId, { [`${productId}KSM`]: productId === LOFT_HOODIE.id ? 0 : 5 });
  };
  return { queryClient: bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false } } }), () => ({ productInventory }) as unknown as CommerceClient), asked };
}

describe("the upsell on the server", () => {
  test("its data is prefetched with the page; the HTML holds the in-stock items only (each with its recToken for the tracker), and its code waits for the shopper", async () => {
    const context = pageContext({ ...SUMMIT_PARKA_PAGE, personalisation: upsellPersonalisation() });
    const { page, diagnostics } = resolvePage(parkaPage, context, registry);
    expect(diagnostics).toEqual([]);
    const plan = planRender(page.sections, context, registry);
    expect(plan.hydratingTypes).not.toContain("upsell");
    const upsellQueries = plan.prefetch.filter((query) => query.queryKey[2] === "upsell");
    expect(upsellQueries.map((query) => query.queryKey)).toEqual([["commerce", "RL-US", "upsell", "NF0A3C8D", "pdp-upsell", "decided"]]);

    const { queryClient, asked } = serverClient();
    await Promise.all(upsellQueries.map((query) => queryClient.prefetchQuery(query)));
    expect(asked).toEqual([BASECAMP_JACKET.id, LOFT_HOODIE.id, WINDWARD_JACKET.id, COLDFRONT_VEST.id]);
    const { html, errors } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} queryClient={queryClient} />);
    expect(errors).toEqual([]);
    expect(html).toContain("Complete the look</h2>");
    expect(html).toContain(BASECAMP_JACKET.name.replace("'", "&#x27;"));
    expect(html).toContain(WINDWARD_JACKET.name.replace("'", "&#x27;"));
    expect(html).not.toContain(LOFT_HOODIE.name.replace("'", "&#x27;"));
    expect(html).not.toContain(COLDFRONT_VEST.name.replace("'", "&#x27;"));
    expect(html).toContain(`aria-label="Add ${BASECAMP_JACKET.name.replace("'", "&#x27;")} to cart"`);
    expect(html).toContain(`data-rec-token="${BASECAMP_JACKET.recToken}"`);
  });

  test("a new decision of the page (after a cart change) asks nothing again: the list the shopper adds from stays", () => {
    const provider = registry.get("upsell")!.dataProvider!;
    const props = { slot: "pdp-upsell", stackedCount: 3 };
    const first = provider(props, pageContext({ ...SUMMIT_PARKA_PAGE, personalisation: upsellPersonalisation() }));
    const again = upsellPersonalisation(SUMMIT_PARKA_UPSELL.slice(1).map((item, index) => ({ ...item, recToken: `decision-2.${index}` })));
    expect(provider(props, pageContext({ ...SUMMIT_PARKA_PAGE, personalisation: again })).queryKey).toEqual(first.queryKey);
  });

  /** The page rendered on the server for `personalisation`, its upsell's data prefetched. */
  async function renderedWith(personalisation: PagePersonalisation | undefined) {
    const context = pageContext({ ...SUMMIT_PARKA_PAGE, personalisation });
    const { page } = resolvePage(parkaPage, context, registry);
    const { queryClient, asked } = serverClient();
    const queries = planRender(page.sections, context, registry).prefetch.filter((query) => query.queryKey[2] === "upsell");
    await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
    const { html } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} queryClient={queryClient} />);
    return { html, asked, keys: queries.map((query) => query.queryKey) };
  }

  test.each([
    ["the engine gave none", upsellPersonalisation([])],
    ["no engine (a preview, or none configured)", undefined],
  ])("a page without upsell items (%s): nothing, and no lookup", async (_, personalisation) => {
    const { html, asked } = await renderedWith(personalisation);
    expect(asked).toEqual([]);
    expect(html).not.toContain('data-screen="upsell"');
    // Nor its section (no empty landmark, no margin).
    expect(html).not.toContain('aria-label="Complete the look"');
  });

  test("a page the server could not decide in time: a skeleton of its place, no lookup until the browser has asked", async () => {
    const { html, asked, keys } = await renderedWith(upsellPersonalisation([], { decided: false }));
    expect(asked).toEqual([]);
    expect(keys).toEqual([["commerce", "RL-US", "upsell", "NF0A3C8D", "pdp-upsell", "pending"]]);
    expect(html).toMatch(/data-screen="upsell" data-block-id="pd-upsell" aria-hidden="true"/);
  });
});
