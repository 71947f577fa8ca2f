import type { ComponentType, ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import axe from "axe-core";
import { vi } from "vitest";
import { createRegistry } from "../../../registry/create-registry.ts";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import type { PageContext } from "../../../engine/page-context.ts";
import { findSite } from "../../../../contracts/sites.ts";
import type { ArticleResult, ArticleSearchParams } from "../article-search.ts";
import { searchArticles } from "./fake-article-search.ts";

/**
 * Tests only: one block of the articles group rendered in the browser (jsdom) with its validated
 * props, on a page of `siteId`, inside the providers the page gives it (`wrap` adds more).
 */
export function renderArticleBlock<P extends object>(
  Component: ComponentType<P & { blockId: string }>,
  props: P,
  options: { siteId?: string; context?: Partial<PageContext>; blockId?: string; wrap?: (children: ReactNode) => ReactNode } = {},
) {
  const site = findSite((options.siteId ?? "RL-US"))!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}`, ...options.context });
  const element = <Component {...props} blockId={options.blockId ?? "block-under-test"} />;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>{options.wrap ? options.wrap(element) : element}</EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** axe-core's violations (colour contrast needs layout, which jsdom has not: the browser tests check it). */
export async function axeViolations(container: Element) {
  const { violations } = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }));
}

/**
 * `fetch` answering the storefront's article route from `articles` (as the content service
 * would), recording each search; `fail(params)` true answers 503 instead.
 */
export function stubArticleRoute(articles: readonly ArticleResult[], fail: (params: ArticleSearchParams) => boolean = () => false) {
  const searches: ArticleSearchParams[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    if (!url.pathname.startsWith("/fapi/components/articles/")) return new Response("{}", { status: 404 });
    const query = url.searchParams;
    const params: ArticleSearchParams = {
      ...(query.get("q") ? { q: query.get("q")! } : {}),
      ...(query.get("tags") ? { tags: query.get("tags")!.split(",") } : {}),
      offset: Number(query.get("offset") ?? 0),
      limit: Number(query.get("limit") ?? 10),
      ...(query.get("exclude") ? { exclude: query.get("exclude")! } : {}),
    };
    searches.push(params);
    if (fail(params)) return new Response(JSON.stringify({ errorDetails: [{ errorId: "GEN500", message: "down" }], correlationId: "x" }), { status: 503 });
    return Response.json(searchArticles(articles, params));
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, searches };
}
