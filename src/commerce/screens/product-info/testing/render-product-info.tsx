import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { vi } from "vitest";
import { createRegistry } from "../../../../registry/create-registry.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { findSite } from "../../../../../contracts/sites.ts";
import type { ProductDetailsAnswer } from "../../../catalogue/catalogue-queries.ts";
import type { ProductSetAnswer } from "../../../catalogue/product-set-queries.ts";
import ProductInfo from "../product-info.tsx";
import { productInfoSchema } from "../schema.ts";
import type { SizeChart } from "../size-chart.ts";

/** Tests only: the product information block in a browser (jsdom) on a product page of `siteId`. */
export function renderProductInfo(data: ProductDetailsAnswer | undefined, siteId = "RL-US") {
  const site = findSite(siteId)!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = pageContext({ siteId, localePath: site.localePath, pathname: `/${site.localePath}/p/${data?.slug ?? "x"}-${data?.id ?? "RLSH1001"}`, productId: data?.id });
  const props = productInfoSchema.parse({});
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <ProductInfo {...props} blockId="info-under-test" data={data} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

const errorAnswer = (status: number) => Response.json({ errorDetails: [{ errorId: "GEN500", message: "Something went wrong" }], correlationId: "test" }, { status });

/**
 * `fetch` answering the two deferred reads as the storefront would: the front-end API's size
 * chart (`chart`, or 503 when `undefined`) and the commerce proxy's product sets (`sets`, or 503
 * when `undefined`). Records the paths asked.
 */
export function stubProductInfoRoutes({ chart, sets }: { chart?: SizeChart; sets?: ProductSetAnswer[] }) {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    paths.push(url.pathname + url.search);
    const sizeChart = /^\/fapi\/components\/size-chart\/([a-z-]+)$/.exec(url.pathname);
    if (sizeChart) return chart ? Response.json({ ...chart, productType: sizeChart[1], siteId: url.searchParams.get("siteId") }) : errorAnswer(503);
    const setsOf = /^\/api\/commerce\/products\/v2\/products\/([A-Z0-9]+)\/productSets$/.exec(url.pathname);
    if (setsOf) {
      if (!sets) return errorAnswer(503);
      return Response.json({ productId: setsOf[1], productSets: sets.map(({ id, name, slug, description, price, products }) => ({ id, name, slug, description, price, productIds: products.map((product) => product.productId) })) });
    }
    const setOf = /^\/api\/commerce\/products\/v2\/products\/([A-Z0-9]+)\/productSet$/.exec(url.pathname);
    const set = setOf && sets?.find((candidate) => candidate.id === setOf[1]);
    if (set) return Response.json(set);
    return errorAnswer(404);
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, paths };
}
