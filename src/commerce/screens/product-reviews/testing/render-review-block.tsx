import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import axe from "axe-core";
import { vi } from "vitest";
import { createRegistry } from "../../../../registry/create-registry.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import type { PageContext } from "../../../../engine/page-context.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { fakeReviewsApi, type FakeReviewsOptions } from "./fake-reviews-api.ts";

/**
 * Tests only: a review or question block rendered in the browser (jsdom) on a product page of
 * `siteId`, with `data` as the server's first page, and `fetch` answering the commerce calls
 * from an in-memory API (the browser's real commerce client runs against it).
 */
export function renderReviewBlock<P extends object>(
  Component: ComponentType<P & { blockId: string }>,
  props: P,
  options: { siteId?: string; context?: Partial<PageContext>; api?: FakeReviewsOptions } = {},
) {
  const api = fakeReviewsApi(options.api);
  vi.stubGlobal("fetch", vi.fn(api.fetch));
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/p/cascade-rain-jacket-RLSH1001`, productId: "RLSH1001", ...options.context });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <Component {...props} blockId="block-under-test" />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, api, queryClient };
}

/** axe-core's violations (colour contrast needs layout, which jsdom has not). */
export async function axeViolations(container: Element) {
  const { violations } = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }));
}
