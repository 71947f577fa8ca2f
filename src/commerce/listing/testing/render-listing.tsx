import type { ComponentType, ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoutesStub, useLocation } from "react-router";
import axe from "axe-core";
import { vi } from "vitest";
import { createRegistry } from "../../../registry/create-registry.ts";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import type { PageContext } from "../../../engine/page-context.ts";
import { findSite } from "../../../../contracts/sites.ts";
import { bindCommerce } from "../../commerce-access.ts";
import { RouterPageNavigation } from "../../../app/navigation/router-page-navigation.tsx";
import type { CommerceClient } from "../../api/client.ts";

/** A commerce client whose calls are the given fakes (others throw): a test's "stub commerce". */
export function fakeCommerce(calls: Partial<CommerceClient>): CommerceClient {
  return new Proxy(calls as CommerceClient, {
    get: (target, name: string) => {
      if (name in target) return target[name as keyof CommerceClient];
      return () => Promise.reject(new Error(`unexpected commerce call ${name}`));
    },
  });
}

export interface RenderListingOptions {
  siteId?: string;
  context?: Partial<PageContext>;
  commerce?: Partial<CommerceClient>;
  /**
   * Render inside React Router at this URL, with the page navigation the app provides from it (its
   * location is shown in `[data-testid=location]`).
   */
  routerUrl?: string;
  /** Providers around the block (an analytics bus…). */
  wrap?: (children: ReactNode) => ReactNode;
}

/** Shows React Router's location, for tests of navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A query client whose commerce client is `commerce`'s fakes (others throw), retries off. */
export function fakeCommerceQueryClient(commerce: Partial<CommerceClient> = {}) {
  return bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }), () => fakeCommerce(commerce));
}

/** A page of the listing kind (the jackets category of `siteId`) for `context`. */
function listingPage(siteId = "RL-US", context: Partial<PageContext> = {}) {
  const site = findSite(siteId)!;
  return pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/c/jackets-100200`, categoryId: "100200", ...context });
}

/** The query client and the engine's page around `children`: what a listing and its parts read. */
function ListingProviders({ queryClient, page, children }: { queryClient: QueryClient; page: PageContext; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>{children}</EngineProvider>
    </QueryClientProvider>
  );
}

/**
 * Tests only: a part of a listing (a tile) rendered in jsdom with a query client bound to a fake
 * commerce client, on a category page of `siteId` (TanStack Query's `renderWithClient`).
 */
export function renderWithCommerce(ui: ReactNode, options: Pick<RenderListingOptions, "siteId" | "context" | "commerce"> = {}) {
  const queryClient = fakeCommerceQueryClient(options.commerce);
  return { ...render(<ListingProviders queryClient={queryClient} page={listingPage(options.siteId, options.context)}>{ui}</ListingProviders>), queryClient };
}

/**
 * Tests only: a listing block rendered in jsdom with its data, on a page of `siteId` (its path and
 * query string from `context`), its query client bound to a fake commerce client.
 */
export function renderListingBlock<P extends object>(Component: ComponentType<P & { blockId: string }>, props: P, options: RenderListingOptions = {}) {
  const queryClient = fakeCommerceQueryClient(options.commerce);
  const page = listingPage(options.siteId, options.context);
  const block = (): ReactNode => (
    <ListingProviders queryClient={queryClient} page={page}>
      {options.wrap ? options.wrap(<Component {...props} blockId="block-under-test" />) : <Component {...props} blockId="block-under-test" />}
    </ListingProviders>
  );
  if (options.routerUrl) {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <RouterPageNavigation>
            {block()}
            <LocationProbe />
          </RouterPageNavigation>
        ),
      },
    ]);
    return { ...render(<Stub initialEntries={[options.routerUrl]} />), queryClient };
  }
  return { ...render(<>{block()}</>), queryClient };
}

/** axe-core's violations (colour contrast needs layout, which jsdom has not). */
export async function axeViolations(container: Element) {
  const { violations } = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }));
}

/** IntersectionObserver stand-in: `show(element, ratio)` reports an element as visible. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Set<Element> }[] = [];
  class FakeObserver {
    entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    show(elements: Element[], ratio = 1) {
      for (const observer of observers) {
        const entries = elements.filter((element) => observer.elements.has(element)).map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry);
        if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    },
  };
}
