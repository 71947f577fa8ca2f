import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import type { SiteConfig } from "../../../../contracts/sites.ts";
import { createAnalyticsBus } from "../../../analytics/event-bus.ts";
import { AnalyticsContext } from "../../../analytics/use-analytics.ts";
import type { AutoSuggestAnswer } from "../../../commerce/catalogue/catalogue-queries.ts";
import { SearchViewProvider } from "../../../ui/search-view.tsx";
import { SiteSearch } from "../site-search.tsx";
import { RouterPageNavigation } from "../../navigation/router-page-navigation.tsx";

/** Where the router is: the tests read navigations from it. */
function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

interface RenderOptions {
  path?: string;
  site?: SiteConfig;
  language?: string;
  defaultOpen?: boolean;
  /** Beside the header's search (a linked card, say). */
  children?: ReactNode;
}

/** The header's search in a router (as on the app's pages), a query client and an analytics bus; `events` records what it publishes. */
export function renderSiteSearch({ path = "/en-us", site, language, defaultOpen, children }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bus = createAnalyticsBus();
  const events = vi.fn();
  bus.subscribe(events);
  const result = render(
    <QueryClientProvider client={client}>
      <AnalyticsContext.Provider value={bus}>
        <MemoryRouter initialEntries={[path]}>
          <RouterPageNavigation>
            <SearchViewProvider defaultOpen={defaultOpen}>
              <SiteSearch site={site} language={language} />
              {children}
              <Location />
            </SearchViewProvider>
          </RouterPageNavigation>
        </MemoryRouter>
      </AnalyticsContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, events, client };
}

interface PendingAnswer {
  q: string;
  resolve: () => void;
}

/**
 * A global fetch standing in for the BFF's autosuggest call (`/api/commerce/products/v2/search/
 * autoSuggest?q=…`): answers from `answers` by the `q` asked for (an empty answer for any other,
 * a 500 for `failing`). With `held`, answers wait for `release(q)`. `asked` lists the terms,
 * `signals` the abort signal each request was sent with.
 */
export function stubAutoSuggest(answers: Record<string, AutoSuggestAnswer>, { held = false, failing = [] as string[] } = {}) {
  const asked: string[] = [];
  const signals = new Map<string, AbortSignal | undefined>();
  const pending: PendingAnswer[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (!url.pathname.endsWith("/products/v2/search/autoSuggest")) return new Response("{}", { status: 404 });
    const q = url.searchParams.get("q") ?? "";
    asked.push(q);
    signals.set(q, init?.signal ?? undefined);
    if (held) await new Promise<void>((resolve) => pending.push({ q, resolve }));
    if (failing.includes(q)) return Response.json({ errorDetails: [{ errorId: "GEN500", message: "Down" }] }, { status: 500 });
    const answer = answers[q] ?? { searchTerm: q, correctedTerm: null, suggestedTerms: [], categories: [], products: [] };
    return Response.json(answer);
  });
  vi.stubGlobal("fetch", fetch);
  const release = (q: string) => pending.filter((entry) => entry.q === q).forEach((entry) => entry.resolve());
  return { asked, signals, release, fetch };
}
