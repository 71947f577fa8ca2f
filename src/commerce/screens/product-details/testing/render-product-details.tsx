import { act, render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import type { PageContext } from "../../../../engine/page-context.ts";
import { createRegistry } from "../../../../registry/create-registry.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import type { ProductDetailsAnswer } from "../../../catalogue/catalogue-queries.ts";
import ProductDetails from "../product-details.tsx";

interface RenderOptions {
  siteId?: string;
  search?: string;
  context?: Partial<PageContext>;
}

function productTree(data: ProductDetailsAnswer | undefined, options: RenderOptions) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: data?.pdpUrl ?? `/${site.localePath}/p/x`, productId: data?.id, search: options.search, ...options.context });
  const element = (
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <ProductDetails productId={data?.id ?? "RLSH1001"} blockId="pdp" data={data} />
      </EngineProvider>
    </QueryClientProvider>
  );
  return { element, queryClient };
}

/** Tests only: the product screen in the browser (jsdom) with the server's `data`, on a product page of `siteId`. */
export function renderProductDetails(data: ProductDetailsAnswer | undefined, options: RenderOptions = {}) {
  const { element, queryClient } = productTree(data, options);
  return { ...render(element), queryClient };
}

/**
 * Tests only: the server's HTML of the product screen, `beforeHydration` done to it (what a
 * shopper does before the code runs), then hydrated. Answers a function that unmounts it.
 */
export async function hydrateProductDetails(data: ProductDetailsAnswer, beforeHydration: (container: HTMLElement) => void, options: RenderOptions = {}) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(productTree(data, options).element);
  beforeHydration(container);
  const { element } = productTree(data, options);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return () => {
    act(() => root?.unmount());
    container.remove();
  };
}
