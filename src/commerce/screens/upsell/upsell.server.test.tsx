import { readFileSync } from "node:fs";
import { QueryClient } from "@tanstack/react-query";
import { beforeAll, describe, expect, test } from "vitest";
import { registry } from "../../../blocks/index.ts";
import { planRender } from "../../../engine/render-plan.ts";
import { resolvePage } from "../../../engine/resolve-page.ts";
import { pageContext, PageUnderTest, streamPageToHtml } from "../../../engine/react/testing/render-page.tsx";
import type { CommerceClient } from "../../api/client.ts";
import { bindCommerce } from "../../commerce-access.ts";
import { BASECAMP_JACKET, COLDFRONT_VEST, inventoryFixture, LOFT_HOODIE, SUMMIT_PARKA_PAGE, upsellPersonalisation, WINDWARD_JACKET } from "./testing/upsell-fixtures.ts";

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
  test("its data is prefetched with the page; the HTML holds the in-stock items only, and it wakes near the viewport", async () => {
    const context = pageContext({ ...SUMMIT_PARKA_PAGE, personalisation: upsellPersonalisation() });
    const { page, diagnostics } = resolvePage(parkaPage, context, registry);
    expect(diagnostics).toEqual([]);
    const plan = planRender(page.sections, context, registry);
    expect(plan.hydratingTypes).not.toContain("upsell");
    const upsellQueries = plan.prefetch.filter((query) => query.queryKey[2] === "upsell");
    expect(upsellQueries.map((query) => query.queryKey)).toEqual([["commerce", "RL-US", "upsell", "NF0A3C8D", "pdp-upsell", ["decision-1.0", "decision-1.1", "decision-1.2", "decision-1.3"]]]);

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
  });

  test("a page without upsell items (the engine gave none, or no engine): nothing, and no lookup", async () => {
    const context = pageContext({ ...SUMMIT_PARKA_PAGE, personalisation: upsellPersonalisation([]) });
    const { page } = resolvePage(parkaPage, context, registry);
    const { queryClient, asked } = serverClient();
    await Promise.all(planRender(page.sections, context, registry).prefetch.filter((query) => query.queryKey[2] === "upsell").map((query) => queryClient.prefetchQuery(query)));
    const { html } = await streamPageToHtml(<PageUnderTest page={page} context={context} registry={registry} queryClient={queryClient} />);
    expect(asked).toEqual([]);
    expect(html).not.toContain('data-screen="upsell"');
  });
});
