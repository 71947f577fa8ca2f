import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { findSite } from "../../../../../contracts/sites.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import Cart from "../cart.tsx";
import type { CartProps } from "../schema.ts";

export const DEFAULT_CART_PROPS: CartProps = { heading: "", emptyTitle: "", emptyText: "", emptyCtaLabel: "", showSavedForLater: true, showCoupons: true };

/** Tests only: the cart block in the browser (jsdom) on the cart page of `siteId`. */
export function renderCart(options: { siteId?: string; props?: Partial<CartProps> } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/cart` });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <Cart blockId="cart" {...DEFAULT_CART_PROPS} {...options.props} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
