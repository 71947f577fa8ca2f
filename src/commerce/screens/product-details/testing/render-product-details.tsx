import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import type { PageContext } from "../../../../engine/page-context.ts";
import { createRegistry } from "../../../../registry/create-registry.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import type { ProductDetailsAnswer } from "../../../catalogue/catalogue-queries.ts";
import ProductDetails from "../product-details.tsx";

/** Tests only: the product screen in the browser (jsdom) with the server's `data`, on a product page of `siteId`. */
export function renderProductDetails(data: ProductDetailsAnswer | undefined, options: { siteId?: string; search?: string; context?: Partial<PageContext> } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: data?.pdpUrl ?? `/${site.localePath}/p/x`, productId: data?.id, search: options.search, ...options.context });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <ProductDetails productId={data?.id ?? "RLSH1001"} blockId="pdp" data={data} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
